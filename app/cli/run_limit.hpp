// How long a command's GPU work may take, and what follows from it (algorithms/costs/cost.hpp's model):
//   - the rank sorts' counting is split so that no dispatch runs past gpu::kCommandDispatchBudgetMs;
//   - a run whose estimate is past --max-seconds (default 60) is refused with exit code 2 before any
//     keys are uploaded, naming the estimate and the largest n that fits.
// The device's rates come from the conservative default, and from a short probe on the device only when
// that default says the run could be long (so quick commands pay nothing for it).
#pragma once

#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "arguments.hpp"
#include "device_limits.hpp"
#include "program.hpp"

namespace sortscope::cli {

constexpr uint64_t kDefaultMaxSeconds = 60;

// Runs with no estimate past `probe_after_ms` by the conservative default are not probed.
constexpr double kProbeAfterMs = 1000.0;

struct RunBudget {
    algo::DeviceSpeed speed;
    double estimate_ms = 0.0;  // of the whole run
};

// The plan a command runs, and the speed and estimate it was checked with.
struct PlannedRun {
    algo::Plan plan;
    RunBudget budget;
};

// Plans the run of `options` on this device, deciding everything the plan needs before the plan that
// runs is built: the device's speed (probed only when the conservative estimate is past kProbeAfterMs),
// the check of the whole run against --max-seconds, and, for an algorithm whose counting is split
// (AlgorithmInfo::splits_counting), the comparisons one dispatch may do at that speed. Throws
// UsageError (exit 2) with the estimate and the largest n that fits, or naming a dispatch that alone
// would run past gpu::kWatchdogMs, which no split shortens.
PlannedRun plan_run(const Arguments& args, const algo::AlgorithmInfo& info, const algo::Options& options,
                    gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);

}  // namespace sortscope::cli
