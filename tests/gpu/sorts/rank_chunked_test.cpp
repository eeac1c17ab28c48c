// The rank sorts split into dispatches over ranges of columns (DeviceCaps::max_dispatch_comparisons,
// so that no dispatch runs long): forced small here, so chunk boundaries fall at small n, including n
// not a multiple of the chunk and a batch. The GPU must equal the CPU reference after every dispatch
// (the counts kept between dispatches included) and the sort must equal std::stable_sort.
#include <catch2/catch.hpp>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "gpu_sort.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope;

TEST_CASE("chunked rank and rank-shared equal the reference after every dispatch and sort", "[gpu][lock-step][rank][chunk]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const char* id : {"rank", "rank-shared"}) {
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        REQUIRE(info != nullptr);
        for (uint32_t n : {1u, 2u, 7u, 64u, 300u}) {
            for (uint32_t batch : {1u, 2u}) {
                algo::Options options = test::device_options(*device, n, 16);
                options.batch = batch;
                options.values = true;
                set_block_factor(options, 2);  // rank-shared: blocks of 32 keys
                // 7 columns per dispatch for rank (the budget covers the batch), one whole block for
                // rank-shared: 300 is a multiple of neither.
                options.device.max_dispatch_comparisons = uint64_t{7} * n * batch;
                const algo::Plan plan = info->build(options);
                INFO(id << ", n = " << n << ", batch " << batch << ", " << plan.steps.size() << " dispatches");
                const uint32_t columns = std::string(id) == "rank" ? 7 : 32;
                CHECK(plan.steps.size() == (n + columns - 1) / columns);
                const std::vector<uint32_t> keys =
                    algo::generate_input(algo::Distribution::FewUnique, n, batch, options.key_type, n + batch);
                test::check_lock_step(*device, plan, keys);
                test::check_gpu_sort_keys(*device, *info, options, keys, "few-unique");
            }
        }
    }
}

TEST_CASE("a chunked rank plan gives the same positions as one dispatch, f32 descending", "[gpu][sort][rank][chunk]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("rank");
    REQUIRE(info != nullptr);
    algo::Options options = test::device_options(*device, 1000, 64);
    options.key_type = algo::KeyType::F32;
    options.descending = true;
    options.device.max_dispatch_comparisons = 1000 * 37;  // 37 columns: 28 dispatches, the last of 1
    const algo::Plan plan = info->build(options);
    REQUIRE(plan.steps.size() == 28);
    CHECK(algo::rank_columns(plan.steps.back()).first == 999);
    CHECK(algo::rank_columns(plan.steps.back()).last_chunk);
    test::check_gpu_sort(*device, *info, options, algo::Distribution::Random, 3);
}
