// The race (see race_engine.hpp): its series for the measuring engine, and what the charts draw.
#include "core/race/race_engine.hpp"

#include <algorithm>
#include <cstdio>

#include "algorithms/catalogue/registry.hpp"
#include "frame_slice.hpp"
#include "plan_runs.hpp"

namespace sortscope::ui {

ReferenceKeys raced_keys(const RaceSettings& settings) { return {settings.key_type, settings.descending, settings.values}; }

RaceEngine::RaceEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits) : m_limits(limits), m_engine(programs, limits) {}

uint32_t RaceEngine::max_log2n(bool values) const {
    (void)values;  // keys and values live in separate buffers of the same size
    uint32_t log2n = 1;
    while (log2n < kMaxLog2n && (uint64_t{4} << (log2n + 1)) <= m_limits.max_storage_block_bytes) ++log2n;
    return log2n;
}

void RaceEngine::start(const RaceSettings& settings) {
    m_settings = settings;
    m_settings.last_log2n = std::min(m_settings.last_log2n, max_log2n(settings.values));
    m_settings.first_log2n = std::min(m_settings.first_log2n, m_settings.last_log2n);
    measure::SeriesSettings series;
    series.algorithms = m_settings.algorithms;
    for (uint32_t log2n = m_settings.first_log2n; log2n <= m_settings.last_log2n; ++log2n) series.sizes.push_back(1u << log2n);
    series.options.local_size = m_settings.local_size;
    // The race shows each algorithm at its best on this device: one with per-device defaults picks its own
    // work group, tile and own options, as sortscope-cli bench does when no option is given.
    series.options.local_size_given = false;
    algo::leave_own_options_to_device(series.options);
    series.options.key_type = m_settings.key_type;
    series.options.values = m_settings.values;
    series.options.descending = m_settings.descending;
    series.keys = {algo::Distribution::Random, 1, {}};
    series.reps = m_settings.reps;
    series.cpu_baselines = true;
    series.copy_bytes = measure::kAppCopyBandwidthBytes;
    series.timing = measure::RunTiming::PerDispatch;
    series.workers = true;
    m_runs.clear();
    m_engine.start(std::move(series));
    m_started = std::chrono::steady_clock::now();
    follow();
}

void RaceEngine::stop() {
    const bool was_running = m_engine.running();
    m_engine.stop();
    if (was_running) follow();
}

void RaceEngine::advance() {
    if (!m_engine.running()) return;
    m_engine.advance(measure::frame_slice_deadline());
    follow();
}

void RaceEngine::follow() {
    // Every job that got as far as its runs, in order; only the runs added since are copied.
    size_t shown = 0;
    for (const measure::GpuJob& job : m_engine.jobs()) {
        if (job.state != measure::JobState::Measuring && job.state != measure::JobState::Measured) continue;
        if (shown == m_runs.size()) m_runs.push_back({job.algorithm, job.log2n, {}, {}});
        RaceRuns& runs = m_runs[shown++];
        runs.warm_up_ms.insert(runs.warm_up_ms.end(), job.warm_up_ms.begin() + static_cast<std::ptrdiff_t>(runs.warm_up_ms.size()),
                               job.warm_up_ms.end());
        runs.timed_ms.insert(runs.timed_ms.end(), job.timed_ms.begin() + static_cast<std::ptrdiff_t>(runs.timed_ms.size()),
                             job.timed_ms.end());
    }
    if (m_engine.running() || m_engine.failed()) {
        m_status = m_engine.status();
    } else if (m_engine.finished()) {
        char text[96];
        const uint32_t sizes = m_settings.last_log2n - m_settings.first_log2n + 1;
        std::snprintf(text, sizeof text, "done: %zu algorithm%s at %u size%s in %.1f s", m_settings.algorithms.size(),
                      m_settings.algorithms.size() == 1 ? "" : "s", sizes, sizes == 1 ? "" : "s",
                      std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count());
        m_status = text;
    } else {
        m_status = "stopped";
    }
}

}  // namespace sortscope::ui
