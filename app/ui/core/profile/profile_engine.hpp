// The measurements behind the profile view: every dispatch of the session's plan timed on its own, and
// of a second algorithm's plan on the same keys and options, with the card's copy bandwidth, so that
// each dispatch's modelled bytes can be set against what the card moves. The measuring is the measuring
// engine's (app/measure/measure_engine.hpp), as for `bench` and the race: the same skip rule, one
// checked run (a wrong result stops with an error, never a time), the same warm-up, then `reps` runs
// timed dispatch by dispatch (a GL_TIMESTAMP pair around each dispatch, or glFinish and the clock where
// timestamps do not see compute work), advanced a slice of each frame on the GL thread while the keys
// and the expected result are made on a worker, so measuring never freezes the app. The copy bandwidth
// (shaders/copy/copy.comp, as `bench --copy`, on measure::kAppCopyBandwidthBytes as the race) is measured
// first, once per engine. This class says what the profile measures and keeps its lanes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "bench_record.hpp"
#include "core/session/input_spec.hpp"
#include "device/device_limits.hpp"
#include "measure_engine.hpp"
#include "programs/program.hpp"

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

    // Drops the lanes measured so far and starts measuring `request` (the copy bandwidth is kept once
    // measured). Never blocks.
    void start(const ProfileRequest& request);
    void stop();     // keeps the lanes already finished
    void advance();  // this frame's slice: at most kFrameSliceMs on the GL thread (frame_slice.hpp)

    bool running() const { return m_engine.running(); }
    bool failed() const { return m_engine.failed(); }
    const std::string& status() const { return m_status; }
    float progress() const { return running() ? m_engine.progress() : 1.0f; }
    const std::optional<ProfileRequest>& request() const { return m_request; }  // the last started
    const std::vector<ProfileLane>& lanes() const { return m_lanes; }
    std::optional<double> copy_gb_per_s() const { return m_engine.copy_gb_per_s(); }
    const std::string& renderer() const { return m_limits.renderer; }
    std::string timer() const { return m_engine.timer(); }
    // Whether the renderer runs on the CPU (llvmpipe, softpipe, swrast): its times are CPU times.
    bool cpu_renderer() const;
    // The copy row, then per lane its whole-run row and, once measured, a row per dispatch (kind
    // "dispatch"): the columns of `bench --csv`.
    const std::vector<measure::BenchRecord>& records() const { return m_engine.records(); }

private:
    void follow();  // the lanes and the status, from the engine

    const gpu::DeviceLimits& m_limits;
    measure::MeasureEngine m_engine;
    std::optional<ProfileRequest> m_request;
    std::vector<ProfileLane> m_lanes;
    std::string m_status;
};

}  // namespace sortscope::ui
