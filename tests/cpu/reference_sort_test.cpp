// The CPU reference executes the bitonic plan step by step; the result must equal std::sort of the
// input (so it is both sorted and a permutation) for every distribution and many sizes.
#include <catch2/catch.hpp>

#include <algorithm>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/distributions.hpp"
#include "sortscope/algo/reference.hpp"

using namespace sortscope::algo;

TEST_CASE("the bitonic reference sorts every distribution at sizes around powers of two", "[cpu][reference]") {
    for (uint32_t n : {0u, 1u, 2u, 3u, 7u, 8u, 9u, 255u, 256u, 257u, 1000u, 4097u}) {
        for (Distribution d : all_distributions()) {
            INFO(distribution_name(d) << ", n = " << n);
            const std::vector<uint32_t> input = generate_keys(d, n, 42 + n);
            std::vector<uint32_t> keys = input;
            reference_run(build_bitonic_plan({n, 64}), keys);
            std::vector<uint32_t> expected = input;
            std::sort(expected.begin(), expected.end());
            CHECK(std::is_sorted(keys.begin(), keys.end()));
            CHECK(std::is_permutation(keys.begin(), keys.end(), input.begin()));
            REQUIRE(keys == expected);
        }
    }
}

TEST_CASE("the reference counts comparisons and swaps of each step", "[cpu][reference]") {
    std::vector<uint32_t> keys = {3, 2, 1, 0};
    const Plan plan = build_bitonic_plan({4, 64});
    // Pass 0 sorts (0,1) ascending and (2,3) descending: 3,2 swaps; 1,0 stays.
    const StepEffect first = reference_step(plan.steps[0], keys);
    CHECK(first.comparisons == 2);
    CHECK(first.swaps == 1);
    CHECK(keys == std::vector<uint32_t>{2, 3, 1, 0});
    const StepEffect rest = reference_run(Plan{"bitonic", plan.options, {plan.steps.begin() + 1, plan.steps.end()}}, keys);
    CHECK(rest.comparisons == 4);
    CHECK(keys == std::vector<uint32_t>{0, 1, 2, 3});
}

TEST_CASE("the reference never touches positions at or beyond n", "[cpu][reference]") {
    // Keys past n in the span must survive: the kernel treats them as +infinity without reading them.
    std::vector<uint32_t> buffer = generate_keys(Distribution::Random, 13, 5);
    buffer.resize(16, 0xDEADBEEF);
    const Plan plan = build_bitonic_plan({13, 4});
    for (const Step& step : plan.steps) {
        std::vector<uint32_t> before = buffer;
        reference_step(step, std::span<uint32_t>(buffer).first(13));
        CHECK(std::equal(buffer.begin() + 13, buffer.end(), before.begin() + 13));
    }
    CHECK(std::is_sorted(buffer.begin(), buffer.begin() + 13));
}
