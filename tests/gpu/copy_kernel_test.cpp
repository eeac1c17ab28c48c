// The copy kernel that the copy-bandwidth measurement times (tests/measure/copy_test.cpp) copies
// exactly: lock-step with its CPU reference, which is a plain copy.
#include <catch2/catch.hpp>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/copy/copy.hpp"
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
