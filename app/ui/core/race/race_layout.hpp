// How the race view uses its room, window-free: which settings the header and the chart show (the race
// run or running, else the one about to start: both the same, so that the header's range and the
// chart's axis agree), and how the throughput chart and the runs chart share the view's height (the
// chart first, with most of it; at a 720-line projector all of it).
#pragma once

#include "core/race/race_engine.hpp"

namespace sortscope::ui {

// The race shown: the engine's while it runs or has results, else the settings about to start.
const RaceSettings& shown_race_settings(const RaceEngine& engine, const RaceSettings& chosen);

// The throughput chart takes at least this share of the view's height.
constexpr float kRaceChartShare = 0.75f;

struct RaceChartSplit {
    float chart = 0.0f;
    float runs = 0.0f;  // 0: the runs chart is left out (a line says where it went)
};

// `height`: the charts' column; `needed`: what the chart's legend, notes and a readable plot take;
// `runs_smallest`: what the runs chart needs to hold its selector, a few bars and their caption;
// `note_line`: the line that says where the runs chart went.
RaceChartSplit race_chart_split(float height, float needed, float runs_smallest, float note_line);

}  // namespace sortscope::ui
