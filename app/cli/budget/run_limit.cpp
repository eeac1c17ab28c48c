// The budget of the commands (see run_limit.hpp): its options, the machine's available memory, and the
// run-time guard of the commands that run plans on the GPU.
#include "run_limit.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/text/steps.hpp"
#include "timing/speed_probe.hpp"
#include "option_table.hpp"

namespace sortscope::cli {

namespace {

constexpr uint64_t kMaxMaxSeconds = 10'000'000;  // about 4 months: past it, a typo more than a wish
constexpr uint64_t kMaxMaxMemoryMiB = uint64_t{1} << 40;  // an exbibyte: past it, a typo

void memory_limit(const Arguments& args, algo::Budget& budget) {
    if (auto mib = args.number(options::kMaxMemoryOption, kMaxMaxMemoryMiB)) {
        if (*mib == 0) throw UsageError("--max-memory: at least 1 MiB, got 0");
        budget.max_bytes = *mib << 20;
        budget.memory_limit = "the " + std::to_string(*mib) + " MiB limit (--max-memory)";
        return;
    }
    if (const char* text = std::getenv(kMaxMemoryVariable); text != nullptr && *text != '\0') {
        const uint64_t mib = parse_whole_number(text, kMaxMaxMemoryMiB, kMaxMemoryVariable);
        if (mib == 0) throw UsageError(std::string(kMaxMemoryVariable) + ": at least 1 MiB, got 0");
        budget.max_bytes = mib << 20;
        budget.memory_limit = "the " + std::to_string(mib) + " MiB limit (" + kMaxMemoryVariable + ")";
        return;
    }
    // The smallest of MemAvailable, the process's own limits (ulimit -v, -d) and its control group's.
    if (const auto limit = algo::process_memory_limit()) {
        budget.max_bytes = limit->bytes;
        budget.memory_limit = limit->text + " (--max-memory MIB sets a limit)";
    }
}

void check_dispatches(const algo::Plan& plan, const algo::DeviceSpeed& speed) {
    const algo::LongestDispatch longest = algo::longest_dispatch(plan, speed);
    if (longest.ms <= gpu::kWatchdogMs) return;
    throw UsageError(plan.name() + " at n = " + std::to_string(plan.options.n) + ": " +
                     algo::step_name(longest.step) + " (one dispatch) alone would take about " + algo::duration_text(longest.ms) +
                     " on this device, past the " + algo::duration_text(gpu::kWatchdogMs) +
                     " one dispatch may run before a desktop driver's watchdog could reset the GPU; use a smaller n "
                     "(estimated from " + speed.source + ")");
}

}  // namespace

algo::Budget budget_option(const Arguments& args) {
    algo::Budget budget;
    const uint64_t max_seconds = args.number(options::kMaxSecondsOption, kMaxMaxSeconds).value_or(kDefaultMaxSeconds);
    if (max_seconds == 0) throw UsageError("--max-seconds: must be at least 1");
    budget.max_ms = static_cast<double>(max_seconds) * 1000.0;
    budget.time_limit = "the " + std::to_string(max_seconds) + " s limit (--max-seconds)";
    memory_limit(args, budget);
    return budget;
}

algo::Plan plan_within_budget(const std::string& what, uint32_t n, algo::FunctionRef<algo::Plan(uint32_t)> build,
                              algo::FunctionRef<algo::Cost(const algo::Plan&)> cost, const algo::Budget& budget,
                              algo::PlanGrowth growth) {
    algo::BudgetCheck check = algo::check_budget(what, n, build, cost, budget, algo::conservative_speed().source, growth);
    if (!check.plan) throw UsageError(check.refusal);
    return std::move(*check.plan);
}

algo::Plan plan_within_budget(const std::string& what, uint32_t n, const PlanBuilder& build,
                              algo::FunctionRef<algo::Cost(const algo::Plan&)> cost, const algo::Budget& budget) {
    algo::Plan checked = plan_within_budget(what, n, algo::FunctionRef<algo::Plan(uint32_t)>(build), cost, budget, build.growth());
    algo::Options sized = build.options;
    sized.n = n;
    return algo::resolve_plan(*build.info, sized, std::move(checked));
}

PlannedRun plan_run(const algo::Budget& limits_of_run, const algo::AlgorithmInfo& info, const algo::Options& options,
                    gpu::ProgramCache& programs, const gpu::DeviceLimits& limits, std::optional<algo::Plan> checked) {
    // Probed whenever the run may take more than kProbeAfterMs (or the limit): the default's error is up
    // to kModelError times on a device whose kernels compute more than they move (bitonic-shared on
    // llvmpipe), so a run it puts at a tenth of a second may take seconds. The probe's rates are a rank
    // sort's and a copy's; the plan's own kernels may compute more per byte (radix and bitonic on
    // llvmpipe: 16 and 5 times): timed at a small size, they scale the whole run's estimate. One
    // dispatch's checks (the rank sorts' split, the watchdog's second) keep the probe's rates.
    auto probe = [&](const algo::Plan& unsplit, const algo::DeviceSpeed& conservative) -> std::optional<algo::RunSpeeds> {
        if (algo::estimate_plan_ms(unsplit, conservative) * kModelError <= std::min(kProbeAfterMs, limits_of_run.max_ms)) {
            return std::nullopt;
        }
        const algo::DeviceSpeed probed = gpu::probe_device_speed(programs, limits);
        auto build_unsplit = [&](uint32_t m) {
            algo::Options sized = unsplit.options;
            sized.n = m;
            return info.build(sized);
        };
        return algo::RunSpeeds{gpu::calibrated_speed(programs, limits, probed, build_unsplit, options.n), probed};
    };
    const algo::RunLimits run_limits{limits_of_run.max_ms, limits_of_run.time_limit, gpu::kCommandDispatchBudgetMs,
                                     limits.max_storage_block_bytes};
    algo::ResolvedRun resolved = algo::resolve_run(info, options, probe, run_limits, std::move(checked));
    if (resolved.refusal) throw UsageError(*resolved.refusal);
    PlannedRun run{std::move(resolved.plan), {std::move(resolved.speed), resolved.estimate_ms}};
    check_dispatches(run.plan, resolved.dispatch_speed);
    return run;
}

}  // namespace sortscope::cli
