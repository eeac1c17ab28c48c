// Frame times: see frame_times.hpp.
#include "core/profile/frame_times.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace sortscope::ui {

void FrameTimes::frame_started(double now_ms, size_t step, bool playing) {
    if (m_started) {
        m_current.ms = now_ms - m_start_ms;
        m_frames.push_back(m_current);
    }
    m_started = true;
    m_start_ms = now_ms;
    m_current = FrameTime{0.0, step, playing};
}

void FrameTimes::frame_ended(double now_ms) {
    if (!m_started) return;
    m_current.ms = now_ms - m_start_ms;
    m_frames.push_back(m_current);
    m_started = false;
}

FrameTimeSummary FrameTimes::summary() const {
    FrameTimeSummary summary;
    summary.frames = m_frames.size();
    if (m_frames.empty()) return summary;
    std::vector<double> sorted;
    sorted.reserve(m_frames.size());
    double total = 0.0;
    for (const FrameTime& frame : m_frames) {
        sorted.push_back(frame.ms);
        total += frame.ms;
        if (frame.ms > 16.0) ++summary.over_16ms;
    }
    std::sort(sorted.begin(), sorted.end());
    const auto at_fraction = [&](double fraction) {
        const auto index = static_cast<size_t>(std::ceil(fraction * static_cast<double>(sorted.size()))) - 1;
        return sorted[std::min(index, sorted.size() - 1)];
    };
    summary.median_ms = at_fraction(0.5);
    summary.p99_ms = at_fraction(0.99);
    summary.max_ms = sorted.back();
    summary.frames_per_second = total > 0.0 ? 1000.0 * static_cast<double>(sorted.size()) / total : 0.0;
    return summary;
}

void FrameTimes::write_csv(const std::string& path) const {
    std::FILE* file = std::fopen(path.c_str(), "w");
    if (file == nullptr) throw std::runtime_error("cannot write the frame times to " + path);
    std::fprintf(file, "frame,ms,step,playing\n");
    for (size_t i = 0; i < m_frames.size(); ++i) {
        std::fprintf(file, "%zu,%.3f,%zu,%d\n", i + 1, m_frames[i].ms, m_frames[i].step, m_frames[i].playing ? 1 : 0);
    }
    if (std::fclose(file) != 0) throw std::runtime_error("cannot write the frame times to " + path);
}

std::string summary_line(const FrameTimeSummary& summary) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "frame times: %zu frames, median %.2f ms, 99th percentile %.2f ms, slowest %.2f ms, %zu over 16 ms, %.0f per second",
                  summary.frames, summary.median_ms, summary.p99_ms, summary.max_ms, summary.over_16ms, summary.frames_per_second);
    return line;
}

}  // namespace sortscope::ui
