// bitonic-shared on the GPU around its tile boundaries (the generic tests use small sizes), and seed
// 000's batched workload of 200 arrays of 8192 keys.
#include <catch2/catch.hpp>

#include "gpu_sort.hpp"
#include "sortscope/algo/bitonic_shared.hpp"

using namespace sortscope;

TEST_CASE("bitonic-shared sorts sizes around its tile on the GPU", "[gpu][sort][bitonic-shared]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = *algo::find_algorithm("bitonic-shared");
    for (bool values : {false, true}) {
        algo::Options options = test::device_options(*device, 0, 256);
        options.values = values;
        options.n = 1u << 20;
        const uint32_t tile = algo::bitonic_shared_tile(options);
        for (uint32_t n : {tile - 1, tile, tile + 1, 4 * tile + 3}) {
            options.n = n;
            test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n);
        }
    }
}

TEST_CASE("bitonic-shared sorts seed 000's 200 arrays of 8192 keys", "[gpu][sort][bitonic-shared][batch]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    algo::Options options = test::device_options(*device, 8192, 256);
    options.batch = 200;
    INFO(algo::build_bitonic_shared_plan(options).steps.size() << " dispatches");
    test::check_gpu_sort(*device, *algo::find_algorithm("bitonic-shared"), options, algo::Distribution::Random, 200);
}
