// A table before its step runs asks the step's question: the inputs are filled in and every cell the
// step computes reads "?" (kOpenCell); after the step the same cells hold the answer. The radix prefix
// sums beside a count step stay open until the scan that computes them has run.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

namespace {

// How many of the table's result cells are open, and how many are filled.
struct ResultCells {
    size_t open = 0;
    size_t filled = 0;
};

ResultCells result_cells(const Table& table) {
    ResultCells cells;
    for (const auto& row : table.rows) {
        for (size_t column : table.results) (row.at(column) == kOpenCell ? cells.open : cells.filled) += 1;
    }
    return cells;
}

}  // namespace

TEST_CASE("the table of a step not yet run has no result column filled", "[cpu][table][question]") {
    const std::vector<uint32_t> keys = {5, 1, 7, 3, 0, 6, 2, 4, 9, 8, 15, 11, 10, 14, 12, 13};
    for (const AlgorithmInfo& info : all_algorithms()) {
        const Plan plan = info.build(sized(16, 4));
        State state = make_state(plan, keys);
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            INFO(info.id << ", " << describe(plan.steps[s]));
            const std::vector<Table> question = step_tables(plan, s, state, TableMoment::BeforeStep);
            const std::vector<Table> answer = step_tables(plan, s, state, TableMoment::AfterStep);
            REQUIRE(question.size() == answer.size());
            for (size_t t = 0; t < question.size(); ++t) {
                INFO(question[t].title);
                CHECK(result_cells(question[t]).filled == 0);
                // The rest of the table, the question's inputs, is the same before and after.
                CHECK(question[t].columns == answer[t].columns);
                for (size_t r = 0; r < question[t].rows.size(); ++r) {
                    for (size_t c = 0; c < question[t].columns.size(); ++c) {
                        if (question[t].rows[r][c] != kOpenCell) CHECK(question[t].rows[r][c] == answer[t].rows[r][c]);
                    }
                }
            }
            reference_step(plan, plan.steps[s], state);
        }
    }
}

TEST_CASE("a step's answer fills the cells it computes, and only a later step's stay open", "[cpu][table][question]") {
    const std::vector<uint32_t> keys = {5, 1, 7, 3, 0, 6, 2, 4};
    // The networks and rank: one table, its results filled once the step ran.
    for (const char* id : {"bitonic", "odd-even-transposition", "rank"}) {
        const Plan plan = find_algorithm(id)->build(sized(8, 4));
        const State state = make_state(plan, keys);
        const Table before = step_tables(plan, 0, state, TableMoment::BeforeStep).at(0);
        const Table after = step_tables(plan, 0, state, TableMoment::AfterStep).at(0);
        INFO(id << ": " << after.title);
        CHECK(result_cells(before).open == before.rows.size() * before.results.size());
        CHECK(result_cells(before).open > 0);
        CHECK(result_cells(after).open == 0);
    }
    // Radix: after its count step, the counts are the answer; the prefix sums, the bin starts and the
    // scanned table belong to the scan after it.
    const Plan radix = find_algorithm("radix")->build(sized(8, 4));
    const State state = make_state(radix, keys);
    const std::vector<Table> after_count = step_tables(radix, 0, state, TableMoment::AfterStep);
    REQUIRE(after_count.size() == 4);
    CHECK(result_cells(after_count[0]).open == 0);
    CHECK(result_cells(after_count[0]).filled > 0);
    for (size_t t = 1; t < 4; ++t) {
        INFO(after_count[t].title);
        CHECK(result_cells(after_count[t]).filled == 0);
        CHECK(result_cells(after_count[t]).open > 0);
    }
}

TEST_CASE("a table capped at a number of rows holds the first rows of the whole table and counts them all", "[cpu][table]") {
    std::vector<uint32_t> keys(4096);
    for (uint32_t i = 0; i < keys.size(); ++i) keys[i] = (i * 2654435761u) >> 7;
    for (const AlgorithmInfo& info : all_algorithms()) {
        const Plan plan = info.build(sized(static_cast<uint32_t>(keys.size()), 64));
        const State state = make_state(plan, keys);
        for (size_t s = 0; s < plan.steps.size(); s += std::max<size_t>(1, plan.steps.size() / 5)) {
            INFO(info.id << " step " << s);
            const std::vector<Table> whole = step_tables(plan, s, state, TableMoment::BeforeStep);
            const std::vector<Table> capped = step_tables(plan, s, state, TableMoment::BeforeStep, 5);
            REQUIRE(capped.size() == whole.size());
            for (size_t t = 0; t < whole.size(); ++t) {
                CHECK(capped[t].total_rows == whole[t].total_rows);
                CHECK(whole[t].total_rows == whole[t].rows.size());
                CHECK(capped[t].rows.size() == std::min<size_t>(5, whole[t].rows.size()));
                for (size_t r = 0; r < capped[t].rows.size(); ++r) CHECK(capped[t].rows[r] == whole[t].rows[r]);
            }
        }
    }
}
