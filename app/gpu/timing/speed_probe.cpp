// The speed probe (see speed_probe.hpp).
#include "timing/speed_probe.hpp"

#include <algorithm>
#include <chrono>
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
double time_one_run(Runner& runner, const algo::Plan& plan, const std::vector<uint32_t>& keys) {
    runner.load(plan, keys);
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

}  // namespace sortscope::gpu
