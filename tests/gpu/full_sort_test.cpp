// Whole sorts on the GPU, compared element by element with std::sort: every distribution, sizes
// around work-group boundaries, and one size whose grid needs more than 65535 groups.
#include <catch2/catch.hpp>

#include <algorithm>

#include "gpu_device.hpp"
#include "runner.hpp"
#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/distributions.hpp"

using namespace sortscope;

namespace {

void check_full_sort(gpu::HeadlessDevice& device, uint32_t n, uint32_t local_size, algo::Distribution dist,
                     uint64_t seed) {
    const std::vector<uint32_t> input = algo::generate_keys(dist, n, seed);
    gpu::Runner runner(device.programs, device.limits);
    runner.load(algo::build_bitonic_plan({n, local_size}), input);
    runner.run_to_end();
    const std::vector<uint32_t> result = runner.read_keys();
    std::vector<uint32_t> expected = input;
    std::sort(expected.begin(), expected.end());
    INFO(algo::distribution_name(dist) << ", n = " << n << ", wg = " << local_size << ", seed " << seed);
    INFO("first difference at index " << test::first_difference(result, expected));
    REQUIRE(result == expected);
}

}  // namespace

TEST_CASE("bitonic sorts every distribution on the GPU, n = 0, 1, 2 included", "[gpu][sort]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (algo::Distribution dist : algo::all_distributions()) {
        for (uint32_t n : {0u, 1u, 2u, 3u, 7u, 1000u, 4097u}) check_full_sort(*device, n, 64, dist, 11 + n);
    }
}

TEST_CASE("bitonic sorts sizes around work-group boundaries on the GPU", "[gpu][sort]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (uint32_t local_size : {64u, 256u}) {
        // One comparator per invocation: the group boundary in keys is at 2 * local_size.
        for (uint32_t edge : {2 * local_size, 4 * local_size, 64 * local_size}) {
            for (uint32_t n : {edge - 1, edge, edge + 1}) {
                check_full_sort(*device, n, local_size, algo::Distribution::Random, n);
            }
        }
    }
}

TEST_CASE("bitonic sorts when a dispatch needs more than 65535 groups", "[gpu][sort][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // 2^19 keys at work-group size 4: 2^18 comparators = 65536 groups per dispatch.
    const algo::Plan plan = algo::build_bitonic_plan({1u << 19, 4});
    REQUIRE(plan.steps.front().groups == 65536);
    gpu::Runner runner(device->programs, device->limits);
    runner.set_max_groups_per_dimension(65535);  // the GL minimum, whatever this device allows
    CHECK(runner.grid_for(65536).x == 65535);
    CHECK(runner.grid_for(65536).y == 2);
    const std::vector<uint32_t> input = algo::generate_keys(algo::Distribution::Random, 1u << 19, 5);
    runner.load(plan, input);
    runner.run_to_end();
    std::vector<uint32_t> expected = input;
    std::sort(expected.begin(), expected.end());
    const std::vector<uint32_t> result = runner.read_keys();
    INFO("first difference at index " << test::first_difference(result, expected));
    REQUIRE(result == expected);
}
