// The speed probe (see speed_probe.hpp).
#include "timing/speed_probe.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "algorithms/costs/traffic.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "device/gl.hpp"
#include "runner.hpp"

namespace sortscope::gpu {

namespace {

// Grow the probe until one run takes this long: longer than a scheduler's time slice, so that on a
// machine shared with other work (a CPU renderer on a loaded CI machine) one lucky slice does not make
// the device look several times faster than it will be for the run the estimate is for.
constexpr double kProbeMs = 20.0;

// Milliseconds of the slower of two runs of `plan` on `keys`, after an untimed one (which compiles and
// warms up): the estimate errs long rather than short.
double time_one_run(Runner& runner, const algo::Plan& plan, const std::vector<uint32_t>& keys,
                    const std::vector<uint32_t>& values = {}) {
    runner.load(plan, keys, values);
    runner.run_to_end();
    double slowest = 0.0;
    for (int run = 0; run < 2; ++run) {
        runner.restart();
        runner.wait_for_input();
        const auto start = std::chrono::steady_clock::now();
        runner.run_to_end();
        glFinish();
        slowest = std::max(slowest, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    return slowest;
}

std::vector<uint32_t> probe_keys(uint64_t count) {
    std::vector<uint32_t> keys(count);
    for (uint64_t i = 0; i < count; ++i) keys[i] = static_cast<uint32_t>(i * 2654435761u) ^ 0x9e3779b9u;
    return keys;
}

}  // namespace

algo::DeviceSpeed probe_device_speed(ProgramCache& programs, const DeviceLimits& limits) {
    algo::DeviceSpeed speed = algo::conservative_speed();
    Runner runner(programs, limits);
    for (uint32_t n = 1024;; n *= 2) {
        const algo::Plan plan = algo::build_rank_plan(algo::sized(n));
        const double ms = time_one_run(runner, plan, probe_keys(n));
        if (ms >= kProbeMs || n >= (1u << 16)) {
            speed.comparisons_per_ms = static_cast<double>(uint64_t{n} * n) / std::max(ms, 1e-3);
            break;
        }
    }
    for (uint64_t words = uint64_t{1} << 18;; words *= 2) {
        const algo::Plan plan = algo::build_copy_plan(words);
        const double ms = time_one_run(runner, plan, probe_keys(words));
        if (ms >= kProbeMs || words >= (uint64_t{1} << 24)) {
            speed.bytes_per_ms = static_cast<double>(algo::plan_bytes(plan)) / std::max(ms, 1e-3);
            break;
        }
    }
    speed.dispatch_ms = 0.01;
    speed.source = "a probe on this device: a rank and a copy run";
    return speed;
}

algo::DeviceSpeed calibrated_speed(ProgramCache& programs, const DeviceLimits& limits, const algo::DeviceSpeed& speed,
                                   algo::FunctionRef<algo::Plan(uint32_t)> build, uint32_t n) {
    // One timed size: the run's milliseconds, the model's size-dependent part and its dispatches.
    struct Timed {
        uint32_t n = 0;
        double ms = 0.0;
        double work_ms = 0.0;
        size_t dispatches = 0;
    };
    Runner runner(programs, limits);
    std::optional<Timed> smaller;
    std::optional<Timed> larger;
    for (uint32_t m = 4096; m <= n / 2; m *= 2) {
        std::optional<algo::Plan> plan;
        try {
            plan = build(m);
        } catch (const std::invalid_argument&) {
            continue;  // a size this algorithm's options refuse (a tile larger than the array)
        }
        const uint64_t keys = plan->total_keys();
        const std::vector<uint32_t> values = plan->options.values ? probe_keys(keys) : std::vector<uint32_t>{};
        Timed timed;
        timed.n = m;
        timed.ms = time_one_run(runner, *plan, probe_keys(keys), values);
        timed.dispatches = plan->steps.size();
        timed.work_ms = algo::estimate_plan_ms(*plan, speed) - static_cast<double>(timed.dispatches) * speed.dispatch_ms;
        smaller = larger;
        larger = timed;
        // Large enough that the run's own work, not its dispatches' overhead, is most of it; sooner for
        // the quadratic sorts, whose runs grow four times a step.
        if ((timed.ms >= kCalibrationMs && m >= kCalibrationKeys) || timed.ms >= 8 * kCalibrationMs || m >= (1u << 30)) break;
    }
    if (!larger) return speed;
    // Time = factor * the model's work + dispatch_ms * dispatches, both unknowns from the two largest
    // sizes (two equations): the work and the dispatches grow differently with n (odd-even
    // transposition's work as n^2, its dispatches as n; radix's work as n, its dispatches not at all),
    // so neither is taken for the other. With one size, or a solution out of range (noise on a loaded
    // machine), the factor alone from the largest run. Never faster than the probe's rates.
    const double base_dispatch_ms = speed.dispatch_ms;
    const auto largest_k = static_cast<double>(larger->dispatches);
    double factor = 0.0;  // below 1 until solved: then the largest run's ratio decides
    double dispatch_ms = base_dispatch_ms;
    if (smaller) {
        const auto smaller_k = static_cast<double>(smaller->dispatches);
        const double det = smaller->work_ms * largest_k - larger->work_ms * smaller_k;
        if (std::abs(det) > 1e-9 * std::max(1.0, larger->work_ms * largest_k)) {
            factor = (smaller->ms * largest_k - larger->ms * smaller_k) / det;
            dispatch_ms = (smaller->work_ms * larger->ms - larger->work_ms * smaller->ms) / det;
        }
    }
    // Out of range: one unknown held at its bound, the other from the largest run.
    if (factor < 1.0) {
        factor = 1.0;
        dispatch_ms = std::max(base_dispatch_ms, (larger->ms - larger->work_ms) / std::max(largest_k, 1.0));
    }
    if (dispatch_ms < base_dispatch_ms) {
        dispatch_ms = base_dispatch_ms;
        factor = std::max(1.0, (larger->ms - dispatch_ms * largest_k) / std::max(larger->work_ms, 1e-9));
    }
    if (factor == 1.0 && dispatch_ms == base_dispatch_ms) return speed;
    // The calibration's runs are few and small; the run itself meets larger buffers and a machine that
    // may be busier by then: kCalibrationMargin keeps it within 1.5 times its estimate.
    factor *= kCalibrationMargin;
    dispatch_ms *= kCalibrationMargin;
    algo::DeviceSpeed scaled = speed;
    scaled.comparisons_per_ms /= factor;
    scaled.bytes_per_ms /= factor;
    scaled.dispatch_ms = dispatch_ms;
    char text[96];
    std::snprintf(text, sizeof text, "%.2g and %.2g ms a dispatch", factor, scaled.dispatch_ms);
    scaled.source += ", then scaled by " + std::string(text) + " from runs of this plan at up to " + std::to_string(larger->n) + " keys";
    return scaled;
}

}  // namespace sortscope::gpu
