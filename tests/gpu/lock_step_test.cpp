// Lock-step: after every dispatch, the GPU buffer equals the CPU reference's array. Small n and small
// work-group sizes, so the multi-group paths and the +infinity positions of non-power-of-two n all run.
#include <catch2/catch.hpp>

#include "gpu_device.hpp"
#include "runner.hpp"
#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/distributions.hpp"
#include "sortscope/algo/reference.hpp"

using namespace sortscope;

namespace {

void check_lock_step(gpu::HeadlessDevice& device, const algo::Plan& plan, std::vector<uint32_t> keys,
                     uint32_t max_groups_per_dimension = 0) {
    gpu::Runner runner(device.programs, device.limits);
    if (max_groups_per_dimension != 0) runner.set_max_groups_per_dimension(max_groups_per_dimension);
    runner.load(plan, keys);
    for (const algo::Step& step : plan.steps) {
        algo::reference_step(step, keys);
        runner.step();
        const std::vector<uint32_t> gpu_keys = runner.read_keys();
        INFO("n = " << plan.options.n << ", wg = " << plan.options.local_size << ", dispatch "
                    << runner.cursor() - 1 << ": " << algo::describe(step));
        INFO("first difference at index " << test::first_difference(gpu_keys, keys));
        REQUIRE(gpu_keys == keys);
    }
}

}  // namespace

TEST_CASE("bitonic on the GPU equals the CPU reference after every dispatch", "[gpu][lock-step]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (uint32_t local_size : {4u, 64u, 256u}) {
        for (uint32_t n : {1u, 2u, 3u, 5u, 8u, 13u, 16u, 31u, 64u, 100u, 255u, 256u, 257u, 513u, 1000u, 1024u}) {
            const auto dist = n % 2 == 0 ? algo::Distribution::Random : algo::Distribution::FewUnique;
            check_lock_step(*device, algo::build_bitonic_plan({n, local_size}), algo::generate_keys(dist, n, n));
        }
    }
}

TEST_CASE("bitonic in lock-step also holds when grids are folded into two dimensions", "[gpu][lock-step][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // 1000 keys at work-group size 4 is 128 groups; a limit of 3 per dimension makes a 3 x 43 grid.
    check_lock_step(*device, algo::build_bitonic_plan({1000, 4}), algo::generate_keys(algo::Distribution::Random, 1000, 9),
                    3);
}
