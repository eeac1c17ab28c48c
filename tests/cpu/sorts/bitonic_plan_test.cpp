// The bitonic plan: its step and comparator counts against the closed forms (seed 002), and its pairs
// and flips against the 8-element tables of seed 000.
#include <catch2/catch.hpp>

#include <tuple>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"

using namespace sortscope::algo;

TEST_CASE("bitonic plan has m(m+1)/2 stages, one per dispatch, for n = 2^m", "[cpu][plan]") {
    for (uint32_t m = 0; m <= 24; ++m) {
        const Plan plan = build_bitonic_plan(sized(uint32_t{1} << m, 256));
        INFO("n = 2^" << m);
        CHECK(plan.steps.size() == m * (m + 1) / 2);
        CHECK(plan.stage_count() == m * (m + 1) / 2);
        for (size_t i = 0; i < plan.steps.size(); ++i) {
            CHECK(plan.steps[i].first_stage == i);
            CHECK(plan.steps[i].stage_count == 1);
        }
    }
}

TEST_CASE("bitonic plan has n/2 * m(m+1)/2 comparators for n = 2^m", "[cpu][plan]") {
    for (uint32_t m = 0; m <= 12; ++m) {
        const uint32_t n = uint32_t{1} << m;
        INFO("n = " << n);
        CHECK(comparator_count(build_bitonic_plan(sized(n, 64))) == uint64_t{n} / 2 * m * (m + 1) / 2);
    }
}

TEST_CASE("bitonic plan for n that is not a power of two uses the stages of the next power of two", "[cpu][plan]") {
    for (uint32_t n : {3u, 5u, 7u, 9u, 13u, 100u, 1000u, 4097u}) {
        const uint32_t m = bitonic_pass_count(n);
        REQUIRE(m > 0);
        const Plan plan = build_bitonic_plan(sized(n, 64));
        INFO("n = " << n);
        CHECK((uint32_t{1} << m) >= n);
        CHECK((uint32_t{1} << (m - 1)) < n);
        CHECK(plan.steps.size() == m * (m + 1) / 2);
        // Comparators that would touch a position >= n are not counted: they are never executed.
        CHECK(comparator_count(plan) < (uint64_t{1} << (m - 1)) * m * (m + 1) / 2);
        for (const Step& step : plan.steps) {
            for_each_comparator(step, [&](const Comparator& c) {
                REQUIRE(c.i < c.j);
                REQUIRE(c.j < n);
            });
        }
    }
}

TEST_CASE("bitonic plan sizes its groups from the work-group size", "[cpu][plan]") {
    const Plan plan = build_bitonic_plan(sized(1000, 64));
    for (const Step& step : plan.steps) {
        INFO(describe(step));
        CHECK(step.params.work_items == 512);
        CHECK(step.local_size == 64);
        CHECK(step.groups == 8);
    }
    CHECK(build_bitonic_plan(sized(0, 64)).steps.empty());
    CHECK(build_bitonic_plan(sized(1, 64)).steps.empty());
}

// Seed 000 lists, for 8 elements, each pass's (pair, flip): pass 0 step 1, pass 1 step 2, pass 2 step 4;
// the stages it marks "same as" repeat the earlier pairs with the pass's own flips.
TEST_CASE("bitonic pairs and flips for n = 8 are seed 000's tables", "[cpu][plan][seed000]") {
    using Row = std::tuple<uint32_t, uint32_t, bool>;  // p0, p1, flip
    const std::vector<std::vector<Row>> expected = {
        {{0, 1, false}, {2, 3, true}, {4, 5, false}, {6, 7, true}},    // pass 0, distance 1
        {{0, 2, false}, {1, 3, false}, {4, 6, true}, {5, 7, true}},    // pass 1, distance 2
        {{0, 1, false}, {2, 3, false}, {4, 5, true}, {6, 7, true}},    // pass 1, distance 1
        {{0, 4, false}, {1, 5, false}, {2, 6, false}, {3, 7, false}},  // pass 2, distance 4
        {{0, 2, false}, {1, 3, false}, {4, 6, false}, {5, 7, false}},  // pass 2, distance 2
        {{0, 1, false}, {2, 3, false}, {4, 5, false}, {6, 7, false}},  // pass 2, distance 1
    };
    const Plan plan = build_bitonic_plan(sized(8, 256));
    REQUIRE(plan.steps.size() == expected.size());
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        INFO(describe(plan.steps[s]));
        std::vector<Row> rows;
        for_each_comparator(plan.steps[s], [&](const Comparator& c) { rows.emplace_back(c.i, c.j, !c.ascending); });
        CHECK(rows == expected[s]);
    }
}

TEST_CASE("bitonic flip parity is zero for powers of two and follows the block holding n otherwise", "[cpu][plan]") {
    for (const Step& step : build_bitonic_plan(sized(1024, 256)).steps) CHECK(bitonic_args(step).flip_parity == 0);
    // n = 6: pass 0 blocks of 2 -> 6 is a multiple, parity 0; pass 1 blocks of 4 -> n in block 1, parity 1;
    // pass 2 blocks of 8 -> n in block 0, parity 0.
    const Plan plan = build_bitonic_plan(sized(6, 256));
    REQUIRE(plan.steps.size() == 6);
    CHECK(bitonic_args(plan.steps[0]).flip_parity == 0);
    CHECK(bitonic_args(plan.steps[1]).flip_parity == 1);
    CHECK(bitonic_args(plan.steps[2]).flip_parity == 1);
    CHECK(bitonic_args(plan.steps[3]).flip_parity == 0);
}

TEST_CASE("describe names the pass, the distance and the comparator count", "[cpu][plan]") {
    const Plan plan = build_bitonic_plan(sized(16, 4));
    const std::string text = describe(plan.steps[1]);
    CHECK_THAT(text, Catch::Contains("pass 1"));
    CHECK_THAT(text, Catch::Contains("distance 2"));
    CHECK_THAT(text, Catch::Contains("8 comparators"));
    CHECK_THAT(text, Catch::Contains("2 groups of 4"));
    CHECK_THAT(describe(build_bitonic_plan(sized(16, 64)).steps[0]), Catch::Contains("1 group of 64"));
}
