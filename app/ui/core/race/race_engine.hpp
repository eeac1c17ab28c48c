// The race behind the throughput chart: every chosen algorithm timed at every size of a range, next to
// std::sort and std::stable_sort of the same keys, with the card's copy bandwidth for the ceilings. The
// measuring is the measuring engine's (app/measure/measure_engine.hpp), advanced a frame slice at a time
// on the GL thread so the app stays responsive: each run is timed dispatch by dispatch (a GL_TIMESTAMP
// pair around each, so the time between frames is never counted), the keys, the expected result and the
// CPU baselines are made on worker threads. Its rules are bench's: the same checks, skip rule (a limit of
// 2 s on one estimated run, a probe run for the quadratic sorts, 3 s on a CPU baseline's run) and
// warm-up. This class says what the race measures (random keys, seed 1, one array per size) and keeps
// what the charts draw.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/keys.hpp"
#include "bench_record.hpp"
#include "core/race/race_reference.hpp"
#include "device/device_limits.hpp"
#include "measure_engine.hpp"
#include "programs/program.hpp"

namespace sortscope::ui {

struct RaceSettings {
    std::vector<std::string> algorithms;
    uint32_t first_log2n = 10;
    uint32_t last_log2n = 20;
    uint32_t reps = 5;
    algo::KeyType key_type = algo::KeyType::U32;
    bool descending = false;
    bool values = false;  // a u32 payload (each key's input position) moves with its key
    uint32_t local_size = 256;
};

// What a race with `settings` sorts, as reference lines name it: the chart draws the lines of this kind.
ReferenceKeys raced_keys(const RaceSettings& settings);

// One series point, with every run in order (warm-up runs too, for the time-series chart).
struct RaceRuns {
    std::string algorithm;
    uint32_t log2n = 0;
    std::vector<double> warm_up_ms;
    std::vector<double> timed_ms;
};

class RaceEngine {
public:
    static constexpr uint32_t kMaxLog2n = 28;

    RaceEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);

    // The largest log2 n whose keys (and values) this device's storage buffers can hold.
    uint32_t max_log2n(bool values) const;

    // Clears the results and starts; the copy bandwidth is measured first, once per engine.
    void start(const RaceSettings& settings);
    void stop();  // keeps what was measured
    // Does this frame's share of the work (frame_slice.hpp): at most kFrameSliceMs on the GL thread, and
    // dispatches worth about that much GPU time at the speed measured so far.
    void advance();

    bool running() const { return m_engine.running(); }
    float progress() const { return m_engine.progress(); }  // 0..1 over the jobs
    const std::string& status() const { return m_status; }  // what it is doing, or why it stopped
    bool failed() const { return m_engine.failed(); }
    const RaceSettings& settings() const { return m_settings; }
    const std::vector<measure::BenchRecord>& records() const { return m_engine.records(); }  // copy, gpu and cpu rows
    const std::vector<RaceRuns>& runs() const { return m_runs; }
    std::optional<double> copy_gb_per_s() const { return m_engine.copy_gb_per_s(); }
    std::string renderer() const { return m_limits.renderer; }

private:
    void follow();  // the status and the runs, from the engine

    const gpu::DeviceLimits& m_limits;
    measure::MeasureEngine m_engine;
    RaceSettings m_settings;
    std::chrono::steady_clock::time_point m_started;
    std::string m_status;
    std::vector<RaceRuns> m_runs;
};

}  // namespace sortscope::ui
