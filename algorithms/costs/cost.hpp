// What a plan will cost on a device, before it runs: each dispatch's work in the unit its time grows
// with (key comparisons for the rank sorts, whose counting is compute; the global-memory bytes of
// traffic.hpp for every other kernel) divided by the device's rate for that unit, plus a fixed cost per
// dispatch. The rates come from a short probe on the device (gpu/speed_probe.hpp) or, without one, a
// conservative default (a CPU renderer: llvmpipe on a slow machine). Used to
//   - split long counting dispatches so that none can trip a desktop driver's watchdog or hold up a
//     frame of the app (DeviceCaps::max_dispatch_comparisons, rank.hpp),
//   - refuse a whole run whose estimate is past a limit (sortscope-cli sort --max-seconds), naming the
//     estimate and the largest n that fits,
//   - and, scaled from a measured run instead of a probe, bench's skip rule (timing.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/budget.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct DeviceSpeed {
    double comparisons_per_ms = 0.0;  // rank.comp's key comparisons
    double bytes_per_ms = 0.0;        // global-memory bytes of the traffic model (copy.comp)
    double dispatch_ms = 0.0;         // the fixed cost of one dispatch
    std::string source;               // how these were found, for messages
};

// 10^8 comparisons and 10^9 bytes per second, 0.05 ms a dispatch: slower than llvmpipe on this
// project's 2-core CI machine, so that estimates without a probe err long.
DeviceSpeed conservative_speed();

// The two units of one dispatch's work (over the whole batch).
struct StepWork {
    uint64_t comparisons = 0;  // rank and rank-shared: batch * n * columns; 0 for the other kernels
    uint64_t bytes = 0;        // the other kernels: traffic.hpp's step_bytes; 0 for the rank kernels
};
StepWork step_work(const Plan& plan, const Step& step);

double estimate_step_ms(const Plan& plan, const Step& step, const DeviceSpeed& speed);
double estimate_plan_ms(const Plan& plan, const DeviceSpeed& speed);
// The estimate of the plan's longest dispatch, and its index (0 for a plan with no steps).
struct LongestDispatch {
    double ms = 0.0;
    size_t step = 0;
};
LongestDispatch longest_dispatch(const Plan& plan, const DeviceSpeed& speed);

// The most comparisons one dispatch may do to stay within `budget_ms` at `speed` (at least 1).
uint64_t comparison_budget(const DeviceSpeed& speed, double budget_ms);

// The whole-run check shared by the CLI (--max-seconds) and the app, on budget.hpp's one mechanism
// (time only): nullopt when `info`'s plan for `options`, unsplit (options.device.max_dispatch_comparisons
// is ignored: a split plan does the same work), is estimated within `limit_ms`; otherwise the reason,
// with the estimate and the largest n that fits with room for a device twice as slow: "rank at n =
// 10000000 would take about 3.2 days on this device, over the 60 s limit (--max-seconds); the largest n
// that fits is about 97000 (with room for a device twice as slow; estimated from ...)". `limit_text`
// names the limit ("the 60 s limit (--max-seconds)"). `max_buffer_bytes` (0: none) is the device's
// largest storage buffer: a plan with a larger buffer does not fit either, so the largest n suggested
// is one the device can hold.
std::optional<std::string> run_too_long(const AlgorithmInfo& info, const Options& options, const DeviceSpeed& speed,
                                        double limit_ms, const std::string& limit_text, uint64_t max_buffer_bytes = 0);

// The bytes of the plan's largest logical buffer (a storage buffer of its own on the GPU).
uint64_t largest_buffer_bytes(const Plan& plan);

// How `info`'s plan for `options` grows with n, for budget.hpp's check (FewDispatches: built at n first).
PlanGrowth plan_growth(const AlgorithmInfo& info, const Options& options);

// "12.3 ms", "4.5 s", "3.2 min", "5.1 h", "2.3 days": estimates span many orders of magnitude.
std::string duration_text(double ms);

}  // namespace sortscope::algo
