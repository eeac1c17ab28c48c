// Resolve once, plan once: from the options a front end parsed (the device's sizes and features already
// in them) to the plan that runs, the device speed its estimate used, the estimate and the verdict. The
// CLI's commands that run a plan (run_limit.hpp's plan_run), the app's session (sort_session.cpp), the
// measuring engine (bench, the race's lanes, the profile), the CLI's exports and the lab's checks call it
// (resolve_plan below where no limit applies), so the rules live here once:
//   - the plan is built once, unsplit (DeviceCaps::max_dispatch_comparisons 0); the speed is the
//     conservative default unless the front end's `probe` measures the device for that plan;
//   - a run estimated past the time limit, or needing a buffer larger than the device's largest, is
//     refused with the largest n that fits (cost.hpp's run_too_long, which builds the smaller plans of
//     its search only then);
//   - an algorithm that splits its counting (the rank sorts) has the split decided from that speed, and
//     its plan built once more with it: the only second build;
//   - unless the front end keeps the split its options carry (RunLimits::keep_split: the measuring
//     engine's series, the exports and the lab draw and run what they were asked): then the plan is
//     built once, with it.
#pragma once

#include <optional>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct RunLimits {
    double max_ms = 60e3;           // the whole run
    std::string time_limit;         // how the refusal names it: "the 60 s limit (--max-seconds)"
    double dispatch_budget_ms = 0;  // the longest a split counting dispatch may take
    uint64_t max_buffer_bytes = 0;  // the device's largest storage buffer (0: not bounded)
    // The options' own DeviceCaps::max_dispatch_comparisons is the split: none is decided here, and the
    // plan is built once, as asked (dispatch_budget_ms is then not read).
    bool keep_split = false;
};

// A measured device's rates: those the whole run is estimated with (a probe calibrated by the plan's own
// kernels, where the front end does that), and those one dispatch is checked and split with (the probe's).
struct RunSpeeds {
    DeviceSpeed run;
    DeviceSpeed dispatch;
};

struct ResolvedRun {
    Plan plan;                           // the plan that runs (the unsplit one when refused)
    DeviceSpeed speed;                   // the rates the whole run's estimate used
    DeviceSpeed dispatch_speed;          // the rates one dispatch is split and checked with
    double estimate_ms = 0.0;            // the whole plan at `speed`
    std::optional<std::string> refusal;  // set: the run is refused, with the estimate and the largest n
};

// `probe(plan, conservative)`: the device's measured rates when the front end wants them for this plan
// (the CLI: a long estimate; the app: a dispatch that could hold up a frame), or nothing to keep the
// conservative default.
using SpeedProbe = FunctionRef<std::optional<RunSpeeds>(const Plan& plan, const DeviceSpeed& conservative)>;

// `info`'s run for `options`; `unsplit`, when given, is that plan already built (by the budget's check)
// for the same options with max_dispatch_comparisons 0, and is not built again.
ResolvedRun resolve_run(const AlgorithmInfo& info, const Options& options, SpeedProbe probe, const RunLimits& limits,
                        std::optional<Plan> unsplit = std::nullopt);

// `info`'s plan for `options` where no limit applies and nothing is measured (the limits are the caller's:
// the measuring engine's skip rule, the export's budget, the lab's sizes): resolve_run with no probe, no
// time or buffer limit, and the options' split kept. `built`, when given, is that plan already built (by
// a budget's check) and is not built again. Throws what the plan builder throws (std::invalid_argument).
Plan resolve_plan(const AlgorithmInfo& info, const Options& options, std::optional<Plan> built = std::nullopt);

}  // namespace sortscope::algo
