// How long a command's GPU work may take, and what follows from it (algo/cost.hpp's model):
//   - the rank sorts' counting is split so that no dispatch runs past gpu::kCommandDispatchBudgetMs;
//   - a run whose estimate is past --max-seconds (default 60) is refused with exit code 2 before any
//     keys are uploaded, naming the estimate and the largest n that fits.
// The device's rates come from the conservative default, and from a short probe on the device only when
// that default says the run could be long (so quick commands pay nothing for it).
#pragma once

#include <set>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "arguments.hpp"
#include "device_limits.hpp"
#include "program.hpp"

namespace sortscope::cli {

constexpr uint64_t kDefaultMaxSeconds = 60;

std::set<std::string> run_limit_options();  // max-seconds

// Runs with no estimate past `probe_after_ms` by the conservative default are not probed.
constexpr double kProbeAfterMs = 1000.0;

struct RunBudget {
    algo::DeviceSpeed speed;
    double estimate_ms = 0.0;  // of the plan built with these options
};

// Sets options.device.max_dispatch_comparisons for this device and checks the whole run against
// --max-seconds. Throws UsageError (exit 2) with the estimate and the largest n that fits.
RunBudget budget_run(const Arguments& args, const algo::AlgorithmInfo& info, algo::Options& options,
                     gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);

// Refuses (UsageError) a plan with a dispatch estimated past gpu::kWatchdogMs, which no split shortens.
void check_dispatches(const algo::Plan& plan, const RunBudget& budget);

}  // namespace sortscope::cli
