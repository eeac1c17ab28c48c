// check_step, the CPU work of one app step (app/ui/core/session/step_check.hpp), on the CPU alone: the
// "GPU's" keys are the reference's own, or one key off.
#include <catch2/catch.hpp>

#include <numeric>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/teaching/table.hpp"
#include "core/session/step_check.hpp"

using namespace sortscope;

namespace {

struct FirstStep {
    algo::Plan plan;
    algo::State before;
    std::vector<uint32_t> keys_before;
    std::vector<uint32_t> keys_after;  // the reference's after the first step
};

FirstStep first_step(uint32_t n) {
    algo::Options options;
    options.n = n;
    options.local_size = 4;
    FirstStep got{algo::find_algorithm("bitonic")->build(options), {}, {}, {}};
    got.keys_before.resize(n);
    for (uint32_t i = 0; i < n; ++i) got.keys_before[i] = (i * 2654435761u) >> 7;  // scrambled, distinct
    got.before = algo::make_state(got.plan, got.keys_before);
    algo::State after = got.before;
    algo::reference_step(got.plan, got.plan.steps[0], after);
    got.keys_after = after[algo::keys_buffer(got.plan.steps[0].keys_after())];
    return got;
}

}  // namespace

TEST_CASE("a step's check makes its tables only when asked to, and they are the step's, capped", "[gui][session]") {
    const FirstStep s = first_step(64);
    for (const bool make_tables : {false, true}) {
        INFO("make_tables " << make_tables);
        ui::StepFindings findings;
        findings.reference = s.before;
        findings.keys = s.keys_after;
        findings.tables = std::vector<algo::Table>(3);  // a previous step's, to be dropped
        ui::BufferSet behind{};
        const ui::StepToCheck what{s.plan, 0, s.plan.steps[0], s.before, behind, s.keys_before, false, make_tables};
        ui::check_step(what, findings);
        CHECK(findings.check.ok);
        REQUIRE(findings.tables.has_value() == make_tables);
        if (!make_tables) continue;
        const auto want = algo::step_tables(s.plan, 0, s.before, algo::TableMoment::AfterStep, ui::kShownTableRows);
        REQUIRE(findings.tables->size() == want.size());
        REQUIRE_FALSE(want.empty());
        for (size_t t = 0; t < want.size(); ++t) {
            CHECK((*findings.tables)[t].rows == want[t].rows);
            CHECK((*findings.tables)[t].total_rows == want[t].total_rows);
        }
    }
}

TEST_CASE("a step's check names the first position where the GPU's keys differ from the reference's", "[gui][session]") {
    const FirstStep s = first_step(64);
    ui::StepFindings findings;
    findings.reference = s.before;
    findings.keys = s.keys_after;
    findings.keys[37] ^= 1u;
    const ui::StepToCheck what{s.plan, 0, s.plan.steps[0], s.before, ui::BufferSet{}, s.keys_before, false, false};
    ui::check_step(what, findings);
    CHECK_FALSE(findings.check.ok);
    CHECK(findings.check.first_difference == 37);
    CHECK_FALSE(findings.check.keys_agree_there);
}
