// The profile's measurements (see profile_engine.hpp): its series for the measuring engine, and its lanes.
#include "core/profile/profile_engine.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>

#include "algorithms/costs/timing.hpp"
#include "frame_slice.hpp"
#include "plan_runs.hpp"

namespace sortscope::ui {

ProfileEngine::ProfileEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits) : m_limits(limits), m_engine(programs, limits) {}

bool ProfileEngine::cpu_renderer() const {
    std::string renderer = m_limits.renderer;
    std::transform(renderer.begin(), renderer.end(), renderer.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "lavapipe"}) {
        if (renderer.find(name) != std::string::npos) return true;
    }
    return false;
}

void ProfileEngine::start(const ProfileRequest& request) {
    m_request = request;
    m_lanes.clear();
    ProfileLane first;
    first.input = request.input;
    m_lanes.push_back(first);
    if (!request.compare_with.empty() && request.compare_with != request.input.algorithm) {
        ProfileLane second;
        second.input = request.input;
        second.input.algorithm = request.compare_with;
        m_lanes.push_back(second);
    }
    measure::SeriesSettings series;
    for (const ProfileLane& lane : m_lanes) series.algorithms.push_back(lane.input.algorithm);
    series.options = plan_options(request.input, gpu::device_caps(m_limits));
    series.sizes = {series.options.n};
    series.keys = {request.input.distribution, request.input.seed, request.input.typed_keys};
    series.reps = request.reps;
    series.cpu_baselines = false;
    series.copy_bytes = measure::kAppCopyBandwidthBytes;
    series.timing = measure::RunTiming::PerDispatch;
    series.dispatch_rows = measure::DispatchRows::Every;
    series.workers = true;
    m_engine.start(std::move(series));
    follow();
}

void ProfileEngine::stop() {
    const bool was_running = m_engine.running();
    m_engine.stop();
    if (was_running) follow();
}

void ProfileEngine::advance() {
    if (!m_engine.running()) return;
    m_engine.advance(measure::frame_slice_deadline());
    follow();
}

void ProfileEngine::follow() {
    const std::vector<measure::GpuJob>& jobs = m_engine.jobs();
    for (size_t l = 0; l < m_lanes.size() && l < jobs.size(); ++l) {
        ProfileLane& lane = m_lanes[l];
        const measure::GpuJob& job = jobs[l];
        if (!lane.median_ms.empty() || !lane.skipped.empty()) continue;  // finished before
        lane.plan = job.plan;
        if (job.skip) lane.skipped = job.skip->reason;
        if (job.state != measure::JobState::Measured) continue;
        lane.times = job.step_ms;
        lane.median_ms.clear();
        for (const std::vector<double>& runs : lane.times) lane.median_ms.push_back(algo::summarize(runs).median_ms);
        lane.run_ms = std::accumulate(lane.median_ms.begin(), lane.median_ms.end(), 0.0);
    }
    if (m_engine.running() || m_engine.failed()) {
        m_status = m_engine.status();
    } else {
        m_status = m_engine.finished() ? "measured" : "stopped";
    }
}

}  // namespace sortscope::ui
