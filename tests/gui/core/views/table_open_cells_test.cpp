// The table view before a step: the step's tables ask its question, some cell reading "?"
// (kOpenCell), for every algorithm and both of onesweep's paths (its portable count showed rows of
// zeros where the others showed "?").
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

namespace {

bool has_open_cell(const Table& table) {
    for (const auto& row : table.rows) {
        for (const std::string& cell : row) {
            if (cell == kOpenCell) return true;
        }
    }
    return false;
}

void check_every_step_asks(const Plan& plan, const std::vector<uint32_t>& keys) {
    State state = make_state(plan, keys);
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        INFO(plan.name() << ", " << describe(plan.steps[s]));
        // Some table of the step asks (a table of the inputs it reads, a pass's bin starts, may be
        // whole).
        bool asks = false;
        bool any_rows = false;
        for (const Table& table : step_tables(plan, s, state, TableMoment::BeforeStep)) {
            any_rows = any_rows || !table.rows.empty();
            asks = asks || has_open_cell(table);
        }
        // Radix's scatter reads its tables whole: its answer is the keys, in the bars.
        if (any_rows && plan.steps[s].kernel != KernelId::RadixScatter) CHECK(asks);
        reference_step(plan, plan.steps[s], state);
    }
}

}  // namespace

TEST_CASE("every table before its step has cells left open", "[gui][core]") {
    std::vector<uint32_t> keys(64);
    for (uint32_t i = 0; i < keys.size(); ++i) keys[i] = (i * 37u + 11u) % 97u;
    for (const AlgorithmInfo& info : all_algorithms()) {
        Options options = sized(static_cast<uint32_t>(keys.size()), 16);
        check_every_step_asks(info.build(options), keys);
    }
    // Onesweep's two paths, several tiles each (the auto path chose the portable one above).
    for (const OnesweepPath path : {OnesweepPath::Portable, OnesweepPath::Lookback}) {
        Options options = sized(static_cast<uint32_t>(keys.size()), 16);
        set_onesweep_path(options, path);
        options.tile = 16;
        options.device.independent_progress = true;
        check_every_step_asks(find_algorithm("onesweep")->build(options), keys);
    }
}

TEST_CASE("onesweep's portable count asks each bin's keys and start, and answers them once run", "[gui][core]") {
    std::vector<uint32_t> keys(64);
    for (uint32_t i = 0; i < keys.size(); ++i) keys[i] = (i * 37u + 11u) % 97u;
    Options options = sized(static_cast<uint32_t>(keys.size()), 16);
    set_onesweep_path(options, OnesweepPath::Portable);
    options.tile = 16;
    const Plan plan = find_algorithm("onesweep")->build(options);
    REQUIRE(plan.steps.front().kernel == KernelId::OnesweepCount);
    const State state = make_state(plan, keys);
    const Table before = step_tables(plan, 0, state, TableMoment::BeforeStep).at(0);
    const Table after = step_tables(plan, 0, state, TableMoment::AfterStep).at(0);
    REQUIRE(before.columns == std::vector<std::string>{"bin", "keys", "start"});
    for (size_t r = 0; r < before.rows.size(); ++r) {
        INFO("bin " << r);
        CHECK(before.rows[r][1] == kOpenCell);  // today's bug: rows of counts (mostly 0) before the count ran
        CHECK(before.rows[r][2] == kOpenCell);
        CHECK(after.rows[r][1] != kOpenCell);
    }
    // A scan level computes the starts, not the counts, which the count step already showed.
    for (size_t s = 1; s < plan.steps.size() && plan.steps[s].kernel != KernelId::OnesweepPass; ++s) {
        const Table scan = step_tables(plan, s, state, TableMoment::BeforeStep).at(0);
        CHECK(scan.rows.at(0).at(1) != kOpenCell);
        CHECK(scan.rows.at(0).at(2) == kOpenCell);
    }
}
