// The pieces every measurement is made of: one run of a loaded plan, issued in slices and timed either
// as a whole or dispatch by dispatch; the warm-up policy; how the copy measurement sizes and fills its
// buffer. The measuring engine (measure_engine.hpp) puts them together; nothing else times a plan.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "device/device_limits.hpp"
#include "timing/dispatch_timing.hpp"
#include "timing/gpu_clock.hpp"
#include "runner.hpp"
#include "timing/timer.hpp"

namespace sortscope::measure {

// How a run is timed.
enum class RunTiming {
    // One GL_TIMESTAMP pair (or glFinish and the clock) around all of a run's dispatches, issued at once:
    // the run as a whole, gaps between dispatches included (`sortscope-cli bench`).
    WholeRun,
    // A pair around each dispatch (gpu::TimedRun), so a run may be issued over several frames and the
    // time between them is never counted; the run's time is the sum of its dispatches' (the race, the
    // profile; on the H100 such sums matched whole runs).
    PerDispatch,
};

// What the records' timer column says: "GL_TIMESTAMP", "GL_TIMESTAMP pairs around each dispatch",
// "glFinish + steady_clock around each dispatch", ...
std::string timer_text(RunTiming timing, bool timestamps);

// One run of the plan loaded in a Runner, from its cursor to the end. The caller puts the cursor at the
// start first (Runner::restart and finish_uploads, or Runner::rewind), so no upload is timed.
class PlanRun {
public:
    PlanRun(gpu::Runner& runner, RunTiming timing, bool timestamps);

    // Issues up to `max_dispatches` more dispatches; a whole run issues all of them at once and waits for
    // its time. Returns how many it issued.
    size_t issue(size_t max_dispatches);
    bool all_issued() const;
    // Whether the times can be read without waiting.
    bool ready() const;
    // Per dispatch (PerDispatch), or one entry for the whole run; waits for the GPU if not ready.
    std::vector<double> times_ms() const;
    size_t issued() const { return m_issued; }

private:
    gpu::Runner& m_runner;
    RunTiming m_timing;
    bool m_timestamps;
    size_t m_steps;
    size_t m_issued = 0;
    std::unique_ptr<gpu::TimedRun> m_dispatches;  // PerDispatch
    double m_whole_ms = 0.0;                       // WholeRun
};

// Warm-up before timed runs: at least one run, then runs until the GPU has worked kWarmUpMs, at most
// kMaxWarmUpRuns. On the H100 one warm-up run was not enough: after an idle spell (std::sort running on
// the CPU) the first runs of a size were up to 2.8 times slower for about 100 ms of GPU work, then
// settled. The cap only bounds a plan of almost no work (a few keys), whose runs take microseconds.
// Where the GPU's clock can be read (gpu_clock.hpp), the warm-up goes on until the clock is back at full
// speed, for at most kMaxClockWait (by the wall clock: a plan of little work cannot load the GPU enough to
// raise its clock, and its runs take microseconds): on the H200 the clock fell to 345 MHz while the CPU
// made and sorted the keys, and runs timed before it came back took 2 to 3.5 times as long.
constexpr double kWarmUpMs = 250.0;
constexpr size_t kMaxWarmUpRuns = 10000;
constexpr std::chrono::milliseconds kMaxClockWait{2000};

class WarmUp {
public:
    explicit WarmUp(const gpu::GpuClock* clock = nullptr) : m_clock(clock) {}
    void add(double ms) {
        if (m_runs == 0) m_started = std::chrono::steady_clock::now();
        m_spent_ms += ms;
        ++m_runs;
        if (m_clock == nullptr || m_clock_ready || !enough_runs()) return;
        m_clock_ready = std::chrono::steady_clock::now() - m_started >= kMaxClockWait || m_clock->at_full_speed();
    }
    bool done() const { return enough_runs() && (m_clock == nullptr || m_clock_ready); }
    size_t runs() const { return m_runs; }

private:
    bool enough_runs() const { return m_runs >= 1 && (m_spent_ms >= kWarmUpMs || m_runs >= kMaxWarmUpRuns); }
    const gpu::GpuClock* m_clock;
    double m_spent_ms = 0.0;
    size_t m_runs = 0;
    bool m_clock_ready = false;
    std::chrono::steady_clock::time_point m_started;
};

// [SECTION] The copy measurement's buffer
constexpr uint64_t kCopyBandwidthBytes = uint64_t{256} << 20;  // `bench --copy`'s default size
// The app's copy measurement (race and profile): large enough for a GPU's DRAM, short enough for a frame.
constexpr uint64_t kAppCopyBandwidthBytes = uint64_t{64} << 20;
// Where allocating fails (out of GPU memory), the copy tries half the size, down to this.
constexpr uint64_t kMinCopyBytes = uint64_t{1} << 20;

// The bytes a copy measurement of `bytes` moves on this device: within its largest storage block (when
// known), a whole number of 16-byte vectors (at least one), at most 2^32 - 1 words.
uint64_t copy_bytes_within(const gpu::DeviceLimits& limits, uint64_t bytes);

// The words the copy measurement copies: a recognisable pattern (a multiplicative hash of the index), so
// a copy that misplaces words fails its check. A prefix of the pattern is the pattern of fewer words.
std::vector<uint32_t> copy_pattern(uint64_t words);

}  // namespace sortscope::measure
