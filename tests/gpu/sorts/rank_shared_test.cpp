// rank-shared on the GPU at block factors other than the default (the generic tests run only 4): each
// block size compiles, the partial last block is counted right, and a factor too large for the device's
// shared memory is clamped to one that compiles and sorts.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "gpu_sort.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope;

TEST_CASE("rank-shared equals the reference at block factors 1, 2, 8 and 32 with a partial last block", "[gpu][lock-step][rank]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (uint32_t block_factor : {1u, 2u, 8u, 32u}) {
        // Blocks of 16 * factor keys; 300 is a multiple of none of them.
        algo::Options options = test::device_options(*device, 300, 16);
        set_block_factor(options, block_factor);
        options.values = true;
        options.batch = 2;
        const algo::Plan plan = algo::build_rank_shared_plan(options);
        REQUIRE(plan.steps.front().items == block_factor);
        INFO(algo::describe(plan.steps.front()));
        test::check_lock_step(*device, plan,
                              algo::generate_input(algo::Distribution::FewUnique, 300, 2, options.key_type, block_factor));
    }
}

TEST_CASE("rank-shared sorts with a block factor clamped to the device's shared memory", "[gpu][sort][rank]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("rank-shared");
    REQUIRE(info != nullptr);
    const uint32_t local_size = std::min(1024u, device->limits.max_invocations);
    algo::Options options = test::device_options(*device, 3000, local_size);
    set_block_factor(options, 32);
    options.values = true;
    const uint32_t factor = algo::rank_shared_block_factor(options);
    INFO("work-group size " << local_size << ", " << options.device.max_shared_bytes << " bytes of shared memory");
    CHECK(uint64_t{factor} * local_size * 4 <= options.device.max_shared_bytes);
    if (uint64_t{32} * local_size * 4 > options.device.max_shared_bytes) CHECK(factor < 32);
    test::check_gpu_sort(*device, *info, options, algo::Distribution::Random, 8);
}
