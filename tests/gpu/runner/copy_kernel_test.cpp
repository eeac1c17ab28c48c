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
    // Words: less than one uvec4, partial uvec4s, exactly one invocation's kCopyItems uvec4s, one past,
    // and many groups at small work-group sizes.
    const uint64_t invocation_words = 4 * uint64_t{algo::kCopyItems};
    for (uint32_t local_size : {1u, 4u, 64u}) {
        for (uint64_t words : {uint64_t{1}, uint64_t{3}, uint64_t{5}, invocation_words, invocation_words + 1, uint64_t{64},
                               uint64_t{1000}, uint64_t{4099}}) {
            const algo::Plan plan = algo::build_copy_plan(words, local_size);
            test::check_lock_step(*device, plan, algo::generate_keys(algo::Distribution::Random, static_cast<uint32_t>(words), words));
        }
    }
    // The measurement's own shape: two whole groups and a partial third.
    const uint64_t group_words = invocation_words * algo::kCopyLocalSize;
    for (uint64_t words : {group_words - 1, 2 * group_words + 5}) {
        const algo::Plan plan = algo::build_copy_plan(words);
        test::check_lock_step(*device, plan, algo::generate_keys(algo::Distribution::Random, static_cast<uint32_t>(words), words));
    }
}

TEST_CASE("the copy kernel copies when its grid is folded into two dimensions", "[gpu][copy][lock-step][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // 2000 words = 500 uvec4s, kCopyItems (8) per invocation, groups of 4: 16 groups, folded to 3 per
    // dimension.
    const algo::Plan plan = algo::build_copy_plan(2000, 4);
    REQUIRE(plan.steps.front().groups == (500 + 4 * algo::kCopyItems - 1) / (4 * algo::kCopyItems));
    REQUIRE(plan.steps.front().groups == 16);
    test::check_lock_step(*device, plan, algo::generate_keys(algo::Distribution::Random, 2000, 4), 3);
}
