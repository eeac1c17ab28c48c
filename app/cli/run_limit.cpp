// The run-time guard of the commands that run plans on the GPU (see run_limit.hpp).
#include "run_limit.hpp"

#include "speed_probe.hpp"

namespace sortscope::cli {

namespace {

constexpr uint64_t kMaxMaxSeconds = 10'000'000;  // about 4 months: past it, a typo more than a wish

// The plan's estimate without splitting (a split plan does the same comparisons in more dispatches,
// and at huge n would be millions of steps just to be refused).
double whole_estimate(const algo::AlgorithmInfo& info, algo::Options options, const algo::DeviceSpeed& speed) {
    options.device.max_dispatch_comparisons = 0;
    return algo::estimate_plan_ms(info.build(options), speed);
}

}  // namespace

std::set<std::string> run_limit_options() { return {"max-seconds"}; }

RunBudget budget_run(const Arguments& args, const algo::AlgorithmInfo& info, algo::Options& options,
                     gpu::ProgramCache& programs, const gpu::DeviceLimits& limits) {
    const uint64_t max_seconds = args.number("max-seconds", kMaxMaxSeconds).value_or(kDefaultMaxSeconds);
    if (max_seconds == 0) throw UsageError("--max-seconds: must be at least 1");
    const double limit_ms = static_cast<double>(max_seconds) * 1000.0;

    RunBudget budget;
    budget.speed = algo::conservative_speed();
    budget.estimate_ms = whole_estimate(info, options, budget.speed);
    if (budget.estimate_ms > kProbeAfterMs) {
        budget.speed = gpu::probe_device_speed(programs, limits);
        budget.estimate_ms = whole_estimate(info, options, budget.speed);
    }
    if (budget.estimate_ms > limit_ms) {
        const auto reason = algo::run_too_long(info, options, budget.speed, limit_ms,
                                               "the " + std::to_string(max_seconds) + " s limit (--max-seconds)", budget.estimate_ms);
        if (reason) throw UsageError(*reason);
    }
    options.device.max_dispatch_comparisons = algo::comparison_budget(budget.speed, gpu::kCommandDispatchBudgetMs);
    return budget;
}

void check_dispatches(const algo::Plan& plan, const RunBudget& budget) {
    const algo::LongestDispatch longest = algo::longest_dispatch(plan, budget.speed);
    if (longest.ms <= gpu::kWatchdogMs) return;
    throw UsageError(plan.algorithm + " at n = " + std::to_string(plan.options.n) + ": dispatch " +
                     std::to_string(longest.step) + " alone would take about " + algo::duration_text(longest.ms) +
                     " on this device, past the " + algo::duration_text(gpu::kWatchdogMs) +
                     " one dispatch may run before a desktop driver's watchdog could reset the GPU; use a smaller n "
                     "(estimated from " + budget.speed.source + ")");
}

}  // namespace sortscope::cli
