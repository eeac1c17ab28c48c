// The odd-even transposition plan (seed 002): n phases of neighbour comparators, n(n-1)/2 comparators
// in all, the pairs of each phase, its tables, and its stability.
#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

TEST_CASE("odd-even transposition has n phases and n(n-1)/2 comparators", "[cpu][plan]") {
    for (uint32_t n : {0u, 1u, 2u, 3u, 4u, 5u, 7u, 8u, 9u, 16u, 17u, 31u, 100u, 255u, 1000u, 4097u}) {
        const Plan plan = build_odd_even_transposition_plan(sized(n, 64));
        INFO("n = " << n);
        CHECK(plan.steps.size() == n);
        CHECK(plan.stage_count() == n);
        CHECK(comparator_count(plan) == uint64_t{n} * (n == 0 ? 0 : n - 1) / 2);
        for (size_t p = 0; p < plan.steps.size(); ++p) {
            const Step& step = plan.steps[p];
            CHECK(step.kernel == KernelId::OddEvenTranspositionStep);
            CHECK(step.first_stage == p);
            CHECK(step.stage_count == 1);
            CHECK(odd_even_transposition_args(step).phase == p);
            CHECK(odd_even_transposition_args(step).parity == p % 2);
            // One invocation per comparator: (n - parity) / 2 of them.
            CHECK(step.params.work_items == (n - p % 2) / 2);
            CHECK(comparator_count(step) == step.params.work_items);
            CHECK(step.groups == (step.params.work_items + 63) / 64);
        }
    }
}

TEST_CASE("odd-even transposition phase p compares (i, i+1) for every i of p's parity with i+1 < n", "[cpu][plan][seed002]") {
    using IndexPair = std::pair<uint32_t, uint32_t>;
    const std::vector<IndexPair> even = {{0, 1}, {2, 3}, {4, 5}};
    const std::vector<IndexPair> odd = {{1, 2}, {3, 4}, {5, 6}};
    const Plan plan = build_odd_even_transposition_plan(sized(7, 2));
    REQUIRE(plan.steps.size() == 7);
    for (size_t p = 0; p < plan.steps.size(); ++p) {
        INFO(describe(plan.steps[p]));
        std::vector<IndexPair> pairs;
        for_each_comparator(plan.steps[p], [&](const Comparator& c) {
            CHECK(c.ascending);
            CHECK(c.stage == p);
            pairs.emplace_back(c.i, c.j);
        });
        CHECK(pairs == (p % 2 == 0 ? even : odd));
    }
}

TEST_CASE("odd-even transposition tables name the phase and its parity", "[cpu][table][seed002]") {
    const Plan plan = build_odd_even_transposition_plan(sized(6, 256));
    const std::vector<uint32_t> keys = {1, 3, 2, 5, 4, 0};
    const std::vector<Table> tables = step_tables(plan, 1, make_state(plan, keys), TableMoment::AfterStep);
    REQUIRE(tables.size() == 1);
    const std::vector<std::string> columns = {"step", "stage", "i", "j", "ascending", "swapped", "phase", "parity"};
    CHECK(tables.front().columns == columns);
    const std::vector<std::vector<std::string>> rows = {
        {"2", "2", "1", "2", "1", "1", "1", "odd"},  // step 2 (plan.steps[1]), stage 2: 3 > 2
        {"2", "2", "3", "4", "1", "1", "1", "odd"},  // 5 > 4
    };
    CHECK(tables.front().rows == rows);
    CHECK(step_tables(plan, 0, make_state(plan, keys), TableMoment::AfterStep).front().rows.front().back() == "even");
}

TEST_CASE("odd-even transposition keeps equal keys in their input order", "[cpu][reference][stable]") {
    // Only neighbours are exchanged, and only when strictly out of order, so equal keys never pass.
    Options options = sized(9, 4);
    options.values = true;
    for (bool descending : {false, true}) {
        options.descending = descending;
        const std::vector<uint32_t> keys = {2, 1, 2, 1, 2, 1, 2, 1, 2};
        const std::vector<uint32_t> values = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        const SortResult result = reference_sort(build_odd_even_transposition_plan(options), keys, values);
        INFO((descending ? "descending" : "ascending"));
        if (descending) {
            CHECK(result.keys == std::vector<uint32_t>{2, 2, 2, 2, 2, 1, 1, 1, 1});
            CHECK(result.values == std::vector<uint32_t>{0, 2, 4, 6, 8, 1, 3, 5, 7});
        } else {
            CHECK(result.keys == std::vector<uint32_t>{1, 1, 1, 1, 2, 2, 2, 2, 2});
            CHECK(result.values == std::vector<uint32_t>{1, 3, 5, 7, 0, 2, 4, 6, 8});
        }
    }
}

TEST_CASE("odd-even transposition describe names the phase, its parity and the comparators", "[cpu][plan]") {
    const Plan plan = build_odd_even_transposition_plan(sized(9, 2));
    const std::string text = describe(plan.steps[3]);
    CHECK_THAT(text, Catch::Contains("phase 3 (odd)"));
    CHECK_THAT(text, Catch::Contains("i <-> i+1 for odd i"));
    CHECK_THAT(text, Catch::Contains("4 comparators, 2 groups of 2"));
    CHECK_THAT(describe(plan.steps[8]), Catch::Contains("phase 8 (even)"));
}
