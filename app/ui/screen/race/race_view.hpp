// The race panel: choose algorithms, key type, payload, a range of log2 n (up to what the device's
// buffers hold) and the repeats; start, watch the progress (the app stays responsive: the engine does a
// frame's share at a time) and stop. The throughput chart fills in as sizes finish, next to std::sort
// and std::stable_sort measured on worker threads and the ceilings from the card's copy bandwidth; a
// second chart shows every run of one algorithm at one n. The measurements export as CSV, the chart as
// PNG (the app grabs its pixels after the frame is drawn).
#pragma once

#include <string>

#include "core/export/save_strip.hpp"
#include "core/look/layout.hpp"
#include "core/race/race_engine.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"

namespace sortscope::ui {

class RaceView {
public:
    // Needs the window's GL context current. Throws gpu::GpuError.
    RaceView();

    void draw(const Fonts& fonts, const Palette& colours, const PanelRect& rect);
    // Takes the stage's header while the race is shown: what races, at which sizes, and what it is doing.
    void draw_header(const Fonts& fonts, const Palette& colours, float frame_ms) const;
    // Called once per frame, drawn or not: the race goes on in the background of the other views.
    void advance() { m_engine.advance(); }
    RaceEngine& engine() { return m_engine; }
    RaceSettings& settings() { return m_settings; }  // what Start uses (the command line sets it too)
    SaveStrip& saves() { return m_saves; }  // the CSV and PNG saves, and what the last one did

private:
    void draw_settings(const Fonts& fonts);
    void draw_exports();

    gpu::DeviceLimits m_limits;    // the engine keeps references to these two, so they come first
    gpu::ProgramCache m_programs;
    RaceEngine m_engine;
    RaceSettings m_settings;
    int m_runs_choice = -1;  // which (algorithm, n) the runs chart shows; -1: the latest
    SaveStrip m_saves{"race.csv", "race.png"};
    ImVec2 m_chart_min, m_chart_max;
};

}  // namespace sortscope::ui
