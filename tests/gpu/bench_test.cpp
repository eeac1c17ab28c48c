// The benchmark's GPU side: the copy kernel copies exactly (lock-step with its CPU reference, which is
// a plain copy), the copy bandwidth comes back as a positive finite number with its runs, and a timed
// run of a plan leaves the keys sorted.
#include <catch2/catch.hpp>

#include <cmath>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "bench.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

TEST_CASE("the copy kernel equals its reference copy at every padding and group boundary", "[gpu][copy][lock-step]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // Words: less than one uvec4, partial uvec4s, exactly one invocation's 4 uvec4s (16 words), one past,
    // and many groups at small work-group sizes.
    for (uint32_t local_size : {1u, 4u, 64u}) {
        for (uint64_t words : {1u, 3u, 5u, 16u, 17u, 64u, 1000u, 4099u}) {
            const algo::Plan plan = algo::build_copy_plan(words, local_size);
            test::check_lock_step(*device, plan, algo::generate_keys(algo::Distribution::Random, static_cast<uint32_t>(words), words));
        }
    }
}

TEST_CASE("the copy kernel copies when its grid is folded into two dimensions", "[gpu][copy][lock-step][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // 1000 words = 250 uvec4s, 4 per invocation, groups of 4: 16 groups, folded to 3 per dimension.
    const algo::Plan plan = algo::build_copy_plan(1000, 4);
    REQUIRE(plan.steps.front().groups == 16);
    test::check_lock_step(*device, plan, algo::generate_keys(algo::Distribution::Random, 1000, 4), 3);
}

TEST_CASE("measure_copy_bandwidth returns a positive finite bandwidth from the runs it timed", "[gpu][copy][bench]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const gpu::CopyBandwidth copy = gpu::measure_copy_bandwidth(device->programs, device->limits, uint64_t{1} << 20, 3);
    INFO(copy.gb_per_s << " GB/s, median " << copy.median_ms << " ms, " << copy.timer);
    CHECK(copy.bytes == uint64_t{1} << 20);
    CHECK(copy.times_ms.size() == 3);
    CHECK(copy.median_ms > 0.0);
    CHECK(copy.min_ms <= copy.median_ms);
    CHECK(std::isfinite(copy.gb_per_s));
    CHECK(copy.gb_per_s > 0.0);
    CHECK(copy.gb_per_s == Approx(2.0 * (1 << 20) / (copy.median_ms * 1e6)));
    CHECK(copy.gpu_bytes >= 2u * (1u << 20));  // the two buffers, and the step parameters
    CHECK(copy.dispatches == 1);
    CHECK_FALSE(copy.timer.empty());
    // Sizes that are not whole uvec4s are rounded down to them.
    CHECK(gpu::measure_copy_bandwidth(device->programs, device->limits, 100, 1).bytes == 96);
}

TEST_CASE("a timed run uploads the keys again and leaves them sorted", "[gpu][bench]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::Plan plan = algo::build_bitonic_plan(test::device_options(*device, 1000, 64));
    const std::vector<uint32_t> keys = algo::generate_keys(algo::Distribution::Random, 1000, 8);
    std::vector<uint32_t> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    gpu::Runner runner(device->programs, device->limits);
    runner.load(plan, keys);
    gpu::GpuTimer timer(device->limits.has_timestamp);
    for (int run = 0; run < 2; ++run) {  // the second run starts from the unsorted keys again
        const double ms = gpu::time_plan_run(runner, timer, keys);
        CHECK(ms >= 0.0);
        CHECK(std::isfinite(ms));
        CHECK(runner.read_keys() == sorted);
    }
}
