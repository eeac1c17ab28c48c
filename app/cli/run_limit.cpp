// The run-time guard of the commands that run plans on the GPU (see run_limit.hpp).
#include "run_limit.hpp"

#include "algorithms/text/steps.hpp"
#include "speed_probe.hpp"

namespace sortscope::cli {

namespace {

constexpr uint64_t kMaxMaxSeconds = 10'000'000;  // about 4 months: past it, a typo more than a wish

void check_dispatches(const algo::Plan& plan, const RunBudget& budget) {
    const algo::LongestDispatch longest = algo::longest_dispatch(plan, budget.speed);
    if (longest.ms <= gpu::kWatchdogMs) return;
    throw UsageError(plan.algorithm + " at n = " + std::to_string(plan.options.n) + ": " +
                     algo::step_name(longest.step) + " (one dispatch) alone would take about " + algo::duration_text(longest.ms) +
                     " on this device, past the " + algo::duration_text(gpu::kWatchdogMs) +
                     " one dispatch may run before a desktop driver's watchdog could reset the GPU; use a smaller n "
                     "(estimated from " + budget.speed.source + ")");
}

}  // namespace

PlannedRun plan_run(const Arguments& args, const algo::AlgorithmInfo& info, const algo::Options& options,
                    gpu::ProgramCache& programs, const gpu::DeviceLimits& limits) {
    const uint64_t max_seconds = args.number("max-seconds", kMaxMaxSeconds).value_or(kDefaultMaxSeconds);
    if (max_seconds == 0) throw UsageError("--max-seconds: must be at least 1");
    const double limit_ms = static_cast<double>(max_seconds) * 1000.0;

    // The whole run is estimated from its plan without the split: splitting does the same comparisons in
    // more dispatches, and a run about to be refused could split into millions of them. That plan is
    // built once and estimated again if the device is probed. It is the plan that runs, unless the
    // algorithm splits its counting: then the split, which needs the speed, is decided now and that
    // plan built once.
    algo::Options unsplit = options;
    unsplit.device.max_dispatch_comparisons = 0;
    PlannedRun run{info.build(unsplit), {algo::conservative_speed(), 0.0}};
    RunBudget& budget = run.budget;
    budget.estimate_ms = algo::estimate_plan_ms(run.plan, budget.speed);
    if (budget.estimate_ms > kProbeAfterMs) {
        budget.speed = gpu::probe_device_speed(programs, limits);
        budget.estimate_ms = algo::estimate_plan_ms(run.plan, budget.speed);
    }
    if (budget.estimate_ms > limit_ms) {
        const auto reason = algo::run_too_long(info, unsplit, budget.speed, limit_ms,
                                               "the " + std::to_string(max_seconds) + " s limit (--max-seconds)", budget.estimate_ms);
        if (reason) throw UsageError(*reason);
    }
    if (info.splits_counting) {
        algo::Options split = options;
        split.device.max_dispatch_comparisons = algo::comparison_budget(budget.speed, gpu::kCommandDispatchBudgetMs);
        run.plan = info.build(split);
    }
    check_dispatches(run.plan, budget);
    return run;
}

}  // namespace sortscope::cli
