// The race panel: choose algorithms, key type, payload, a range of log2 n (up to what the device's
// buffers hold) and the repeats; start, watch the progress (the app stays responsive: the engine does a
// frame's share at a time) and stop. The throughput chart fills in as sizes finish, next to std::sort
// and std::stable_sort measured on worker threads and the ceilings from the card's copy bandwidth; a
// second chart shows every run of one algorithm at one n. The measurements export as CSV, the chart as
// PNG (the app grabs its pixels after the frame is drawn). Reference lines measured elsewhere (a CSV:
// core/race/race_reference.hpp) can be loaded next to the race.
#pragma once

#include <string>
#include <vector>

#include "core/export/save_strip.hpp"
#include "core/look/layout.hpp"
#include "core/race/race_engine.hpp"
#include "core/race/race_reference.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/rate_chart.hpp"

namespace sortscope::ui {

class RaceView {
public:
    // Needs the window's GL context current. Throws gpu::GpuError.
    RaceView();

    // `panel_shown`: the control panel beside it (the chart's note on too little room names H then).
    void draw(const Fonts& fonts, const Palette& colours, const PanelRect& rect, bool panel_shown);
    // Takes the stage's header while the race is shown: what races, at which sizes, and what it is doing.
    void draw_header(const Fonts& fonts, const Palette& colours, float frame_ms) const;
    // Called once per frame, drawn or not: the race goes on in the background of the other views.
    void advance() { m_engine.advance(); }
    RaceEngine& engine() { return m_engine; }
    RaceSettings& settings() { return m_settings; }  // what Start uses (the command line sets it too)
    SaveStrip& saves() { return m_saves; }  // the CSV and PNG saves, and what the last one did
    // Reads reference lines from a CSV file, replacing any shown. Throws std::invalid_argument (the
    // lines shown stay as they were).
    void load_references(const std::string& path);
    const std::vector<ReferenceLine>& references() const { return m_references; }

private:
    void draw_settings(const Fonts& fonts);
    void draw_exports();
    void draw_references();
    void draw_runs(ImVec2 top, float bottom, const Fonts& fonts, const Palette& colours);

    gpu::DeviceLimits m_limits;    // the engine keeps references to these two, so they come first
    gpu::ProgramCache m_programs;
    RaceEngine m_engine;
    RaceSettings m_settings;
    int m_runs_choice = -1;  // which (algorithm, n) the runs chart shows; -1: the latest
    SaveStrip m_saves{"race.csv", "race.png"};
    ImVec2 m_chart_min, m_chart_max;
    diagram::RateChartLayout m_chart_layout;  // the throughput chart as drawn last frame (Save the chart (SVG))
    std::string m_svg_path = "race.svg";
    std::vector<ReferenceLine> m_references;
    std::string m_reference_path;
    std::string m_reference_message;  // what the last load did
    bool m_reference_error = false;
    double m_default_estimate_ms = 0.0;  // the estimate of the race first shown (core/race/race_sizes.hpp)
    bool m_cpu_renderer = false;         // llvmpipe and the like: the header says the speeds are a CPU's
};

}  // namespace sortscope::ui
