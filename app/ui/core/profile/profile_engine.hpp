// The measurements behind the profile view: every dispatch of the session's plan timed on its own, and
// of a second algorithm's plan on the same keys and options, with the card's copy bandwidth, so that
// each dispatch's modelled bytes can be set against what the card moves. It times through the same
// mechanism as the race and `bench --per-dispatch` (gpu::TimedRun: a GL_TIMESTAMP pair around each
// dispatch, or glFinish and the clock where timestamps do not see compute work) and, like the race, runs
// on the GL thread a slice of each frame (advance) while the keys and the expected result are made on a
// worker, so measuring never freezes the app.
//
// Per lane: one checked run (a wrong result stops with an error, never a time), warm-up runs (at least
// one and gpu::kWarmUpMs of GPU work, at most RaceEngine::kMaxWarmUpRuns), then `reps` timed runs; each
// dispatch's time is the median of its timed runs. Then, once per engine, the copy plan
// (shaders/copy.comp, as `bench --copy`) on gpu::kAppCopyBandwidthBytes (as the race), checked word for word, timed the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "bench_export.hpp"
#include "core/background.hpp"
#include "core/session/input_spec.hpp"
#include "device_limits.hpp"
#include "dispatch_timing.hpp"
#include "program.hpp"
#include "runner.hpp"

namespace sortscope::ui {

struct ProfileRequest {
    InputSpec input;           // the session's input: its algorithm is the first lane
    std::string compare_with;  // a second algorithm on the same keys and options; empty for none
    uint32_t reps = 3;         // timed runs per lane

    bool operator==(const ProfileRequest&) const = default;
};

struct ProfileLane {
    InputSpec input;                          // the session's input with this lane's algorithm
    algo::Plan plan;
    std::vector<std::vector<double>> times;   // per step, every timed run (ms)
    std::vector<double> median_ms;            // per step
    double run_ms = 0.0;                      // the sum of the medians
    std::string skipped;                      // why the lane was not measured; empty when it was
    bool measured() const { return skipped.empty() && !median_ms.empty(); }
};

class ProfileEngine {
public:

    ProfileEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);
    ~ProfileEngine();
    ProfileEngine(const ProfileEngine&) = delete;
    ProfileEngine& operator=(const ProfileEngine&) = delete;

    // Drops the lanes measured so far and starts measuring `request` (the copy bandwidth is kept once
    // measured). Never blocks.
    void start(const ProfileRequest& request);
    void stop();     // keeps the lanes already finished
    void advance();  // this frame's slice: at most kFrameSliceMs on the GL thread (session/frame_slice.hpp)

    bool running() const { return m_running; }
    bool failed() const { return m_failed; }
    const std::string& status() const { return m_status; }
    float progress() const;
    const std::optional<ProfileRequest>& request() const { return m_request; }  // the last started
    const std::vector<ProfileLane>& lanes() const { return m_lanes; }
    std::optional<double> copy_gb_per_s() const { return m_copy_gb_per_s; }
    const std::string& renderer() const { return m_limits.renderer; }
    const char* timer() const;
    // Whether the renderer runs on the CPU (llvmpipe, softpipe, swrast): its times are CPU times.
    bool cpu_renderer() const;
    // The copy row, then per measured lane its whole-run row and a row per dispatch (kind "dispatch"):
    // the columns of `bench --csv`.
    std::vector<exports::BenchRecord> records() const;

private:
    struct Input;  // keys, values, expected result (and the copy's words), made by a worker
    enum class Phase { Input, Next, Check, WarmUp, Timed, Done };

    bool step();
    void begin_job();
    void start_run();
    void finish_job();
    void skip_lane(const std::string& why);
    void fail(const std::string& why);
    bool copy_job() const { return m_job == m_lanes.size(); }
    exports::BenchRecord run_record(const ProfileLane& lane) const;

    gpu::ProgramCache& m_programs;
    const gpu::DeviceLimits& m_limits;
    gpu::Runner m_runner;
    std::optional<ProfileRequest> m_request;
    std::vector<ProfileLane> m_lanes;
    bool m_running = false;
    bool m_failed = false;
    std::string m_status;
    Phase m_phase = Phase::Done;
    size_t m_job = 0;  // a lane, or m_lanes.size() for the copy
    Background<std::shared_ptr<const Input>> m_input_task;
    std::shared_ptr<const Input> m_input;
    std::unique_ptr<gpu::TimedRun> m_run;
    std::vector<std::vector<double>> m_times;  // the job's timed runs so far, per step
    double m_warm_up_spent = 0.0;
    size_t m_warm_up_runs = 0;
    uint32_t m_timed_runs = 0;
    double m_ms_per_dispatch = 0.0;
    size_t m_dispatches_left = 0;
    algo::Plan m_copy_plan;
    std::optional<double> m_copy_gb_per_s;
    std::vector<double> m_copy_times;  // the copy's timed runs (ms)
};

}  // namespace sortscope::ui
