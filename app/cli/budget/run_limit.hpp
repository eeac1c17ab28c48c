// The budget of every sortscope-cli command (algorithms/costs/budget.hpp is the mechanism), read from
// the command line before any other work:
//   - time: --max-seconds S (default 60), for the whole command;
//   - memory: --max-memory MIB, or else the environment's SORTSCOPE_MAX_MEMORY_MIB, or else the memory
//     this machine has available now (MemAvailable in /proc/meminfo).
// A command whose estimate (algorithms/costs/command_costs.hpp) is past either is refused with exit code 2 before it
// allocates its keys, naming the estimate, the limit and the largest n that fits.
//
// For the commands that run plans on the GPU (sort), the run is also estimated on the device:
//   - the rank sorts' counting is split so that no dispatch runs past gpu::kCommandDispatchBudgetMs;
//   - a run whose estimate is past --max-seconds is refused before any keys are uploaded.
// The device's rates come from the conservative default, and from a short probe on the device only when
// that default says the run could be long (so quick commands pay nothing for it).
#pragma once

#include <optional>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/budget.hpp"
#include "algorithms/costs/cost.hpp"
#include "arguments.hpp"
#include "device/device_limits.hpp"
#include "programs/program.hpp"

namespace sortscope::cli {

constexpr uint64_t kDefaultMaxSeconds = 60;
constexpr const char* kMaxMemoryVariable = "SORTSCOPE_MAX_MEMORY_MIB";

// Runs that cannot take kProbeAfterMs, even kModelError times slower than the conservative default
// estimates (a plan whose kernels compute more than they move), are not probed; the others are.
constexpr double kProbeAfterMs = 1000.0;
constexpr double kModelError = 25.0;

// --max-seconds and --max-memory (or their defaults), checked: a usage error names the bad value.
algo::Budget budget_option(const Arguments& args);

// The plan `build(n)` of a command whose cost model is `cost`, when it fits `budget`; otherwise a
// UsageError with the refusal. `what` names the command and algorithm ("table of bitonic").
// `growth` (algo::plan_growth) lets a plan of few dispatches be built once, at n, when it fits.
algo::Plan plan_within_budget(const std::string& what, uint32_t n, algo::FunctionRef<algo::Plan(uint32_t)> build,
                              algo::FunctionRef<algo::Cost(const algo::Plan&)> cost, const algo::Budget& budget,
                              algo::PlanGrowth growth = algo::PlanGrowth::Unknown);

// An algorithm's plan for some options at any n keys per array: what the budget's check builds. It
// knows how the plan grows with n, so a plan of few dispatches that fits is built once.
struct PlanBuilder {
    const algo::AlgorithmInfo* info = nullptr;
    algo::Options options;
    algo::Plan operator()(uint32_t n) const {
        algo::Options sized = options;
        sized.n = n;
        return info->build(sized);
    }
    algo::PlanGrowth growth() const { return algo::plan_growth(*info, options); }
};
// The plan the budget's check built at n, resolved (algo::resolve_plan: the options' split kept), so that
// a command that draws or lists a plan (export, table, quiz) builds it once, as `sort` does.
algo::Plan plan_within_budget(const std::string& what, uint32_t n, const PlanBuilder& build,
                              algo::FunctionRef<algo::Cost(const algo::Plan&)> cost, const algo::Budget& budget);

struct RunBudget {
    algo::DeviceSpeed speed;
    double estimate_ms = 0.0;  // of the whole run
};

// The plan a command runs, and the speed and estimate it was checked with.
struct PlannedRun {
    algo::Plan plan;
    RunBudget budget;
};

// Plans the run of `options` on this device through algo::resolve_run (the one place a run is
// resolved): the device's speed (probed, then calibrated by the plan's own kernels, unless the
// conservative estimate, kModelError times over, is within kProbeAfterMs), the check of the whole run
// against the budget's time and the device's largest buffer, and, for an algorithm whose counting is split
// (AlgorithmInfo::splits_counting), the comparisons one dispatch may do at that speed. `checked` is the
// plan the budget's check built for these options (unsplit), which is not built again. Throws
// UsageError (exit 2) with the estimate and the largest n that fits, or naming a dispatch that alone
// would run past gpu::kWatchdogMs, which no split shortens.
PlannedRun plan_run(const algo::Budget& budget, const algo::AlgorithmInfo& info, const algo::Options& options,
                    gpu::ProgramCache& programs, const gpu::DeviceLimits& limits,
                    std::optional<algo::Plan> checked = std::nullopt);

}  // namespace sortscope::cli
