// The race behind the throughput chart: every chosen algorithm timed at every size of a range, next to
// std::sort and std::stable_sort of the same keys, with the card's copy bandwidth for the ceilings.
// It runs on the GL thread a little each frame (advance), so the app stays responsive: a run issues a
// few dispatches per frame, each bracketed by its own GL_TIMESTAMP pair (or by glFinish and the clock
// where timestamps do not see compute work), and its time is the sum of its dispatches (time between
// frames is not counted; on the H100 such sums matched whole runs): a gpu::TimedRun, as bench's
// --per-dispatch and the profile view time dispatches. Keys, the
// expected result and the CPU sorts are made on worker threads, which the GL thread only polls.
//
// Per size: the input (worker), then per algorithm: a plan that the device can hold and that would not
// take over kMaxRunMs (estimated from the previous size), one checked run (a wrong result ends the race
// with an error, not a number), warm-up runs (at least one and kWarmUpMs of GPU work), then the timed
// runs. The CPU sorts of the same keys are timed on a worker meanwhile.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/verify/check.hpp"
#include "bench_export.hpp"
#include "core/background.hpp"
#include "device_limits.hpp"
#include "dispatch_timing.hpp"
#include "program.hpp"
#include "runner.hpp"

namespace sortscope::ui {

struct RaceSettings {
    std::vector<std::string> algorithms;
    uint32_t first_log2n = 10;
    uint32_t last_log2n = 20;
    uint32_t reps = 5;
    algo::KeyType key_type = algo::KeyType::U32;
    bool values = false;
    uint32_t local_size = 256;
    uint32_t radix_bits = 4;
};

// One series point, with every run in order (warm-up runs too, for the time-series chart).
struct RaceRuns {
    std::string algorithm;
    uint32_t log2n = 0;
    std::vector<double> warm_up_ms;
    std::vector<double> timed_ms;
};

class RaceEngine {
public:
    static constexpr double kMaxRunMs = 2000.0;  // the skip rule's limit on one estimated run
    static constexpr uint32_t kMaxLog2n = 28;
    static constexpr size_t kMaxWarmUpRuns = 16;

    RaceEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);
    ~RaceEngine();
    RaceEngine(const RaceEngine&) = delete;
    RaceEngine& operator=(const RaceEngine&) = delete;

    // The largest log2 n whose keys (and values) this device's storage buffers can hold.
    uint32_t max_log2n(bool values) const;

    // Clears the results, measures the copy bandwidth (once per engine) and starts. Throws gpu::GpuError.
    void start(const RaceSettings& settings);
    void stop();  // keeps what was measured
    // Does this frame's share of the work (session/frame_slice.hpp): at most kFrameSliceMs on the GL
    // thread, and dispatches worth about that much GPU time at the speed measured so far.
    void advance();

    bool running() const { return m_running; }
    float progress() const;            // 0..1 over the (size, algorithm) pairs
    const std::string& status() const { return m_status; }  // what it is doing, or why it stopped
    bool failed() const { return m_failed; }
    const RaceSettings& settings() const { return m_settings; }
    const std::vector<exports::BenchRecord>& records() const { return m_records; }  // gpu, cpu and copy rows
    const std::vector<RaceRuns>& runs() const { return m_runs; }
    std::optional<double> copy_gb_per_s() const { return m_copy_gb_per_s; }
    std::string renderer() const { return m_limits.renderer; }

private:
    struct SizeInput;   // keys, values and the expected result of one size (made by a worker)
    enum class Phase { Input, Next, Check, WarmUp, Timed, Done };

    bool step();  // one move of the state machine; false when it must wait for a later frame
    void begin_size();
    void begin_algorithm();
    void start_run();
    void issue_dispatches();
    bool collect_run(double& ms);
    void finish_algorithm();
    void poll_cpu();
    void skip(const std::string& algorithm, const std::string& why);
    void fail(const std::string& why);
    exports::BenchRecord base_record(const std::string& kind, const std::string& algorithm) const;

    gpu::ProgramCache& m_programs;
    const gpu::DeviceLimits& m_limits;
    gpu::Runner m_runner;
    RaceSettings m_settings;
    bool m_running = false;
    std::chrono::steady_clock::time_point m_started;
    bool m_failed = false;
    std::string m_status;
    Phase m_phase = Phase::Done;
    uint32_t m_log2n = 0;
    size_t m_algorithm = 0;
    Background<std::shared_ptr<const SizeInput>> m_input_task;
    std::shared_ptr<const SizeInput> m_input;
    std::vector<Background<exports::BenchRecord>> m_cpu_tasks;
    std::unique_ptr<gpu::TimedRun> m_run;  // the run being issued and timed
    algo::Plan m_plan;
    double m_warm_up_spent = 0.0;
    double m_ms_per_dispatch = 0.0;  // of the last run collected: sizes each frame's share
    uint32_t m_dispatches_left = 0;  // of this frame's share
    std::vector<std::optional<std::pair<algo::Plan, double>>> m_last;  // per algorithm: for the skip rule
    std::vector<exports::BenchRecord> m_records;
    std::vector<RaceRuns> m_runs;
    std::optional<double> m_copy_gb_per_s;
    size_t m_pairs_done = 0;
};

}  // namespace sortscope::ui
