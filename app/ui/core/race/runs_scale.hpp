// The race's runs chart scale (screen/race/race_chart.cpp draws the chart): which warm-up runs it shows
// and how tall its top is, so that the timed runs stay readable.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/race/race_engine.hpp"

namespace sortscope::ui {

struct RunsScale {
    size_t hidden_warm_ups = 0;  // the first warm-up runs left out (the last kShownWarmUpRuns stand for them)
    double top_ms = 1.0;         // the chart's top; a bar past it is drawn cut at the top and marked
};

// A warm-up of a few keys can take thousands of runs (measure/plan_runs.hpp): the last ones shown stand
// for the rest, so the timed runs keep their width.
inline constexpr size_t kShownWarmUpRuns = 16;
// A warm-up run longer than this many times the slowest timed run (a first run that builds its programs,
// a busy machine) does not set the scale: one outlier would flatten the bars the chart is for.
inline constexpr double kWarmUpHeadroom = 2.0;

RunsScale runs_scale(const RaceRuns& runs);

// The step between the runs chart's labelled times: a round number (core/look/axis_step.hpp) with 2 to 4
// intervals up to top_ms, as many as leave each label, `label_height` pixels tall, half its height clear
// of the next on a plot `plot_height` pixels tall (a projector's short chart gets fewer, not overlapping).
double runs_tick_step(double top_ms, float plot_height, float label_height);

// The runs chart's caption in its forms, longest first: what the bars are (warm-up runs grey, the timed
// ones, the dashed median) and, while they apply, that only the last warm-ups are shown and that a broken
// bar goes on past the top. The chart shows the longest form its space holds, so that a projector's
// short chart gets a shorter caption, never a cut one; the last form is one short line.
std::vector<std::string> runs_captions(size_t warm_ups, size_t timed, bool warm_ups_hidden, bool bar_past_top);

}  // namespace sortscope::ui
