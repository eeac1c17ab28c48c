// The profile view's timeline as pure geometry: from the measured dispatches of one or two plans (time,
// kernel, modelled bytes), one lane per plan on one time axis, one bar per dispatch whose x extent is
// its time (bars laid end to end from the lane's start, so a lane's length is its whole run), a colour
// slot per kernel, the axis ticks, the lit bar (the step on screen), and hit-testing a point to the bar
// under it. No ImGui: tests check it without a window; profile_view.cpp draws it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/look/layout.hpp"

namespace sortscope::ui {

struct TimelineDispatch {
    double ms = 0.0;       // the median of its timed runs
    std::string kernel;    // its kernel's file, which picks its colour
    uint64_t bytes = 0;    // global-memory bytes read + written (algo::step_bytes)
};

struct TimelineLane {
    std::string label;                         // the algorithm
    std::vector<TimelineDispatch> dispatches;  // in plan order
};

// A dispatch of a lane: what is lit, and what a click hits.
struct TimelineStep {
    size_t lane = 0;
    size_t step = 0;
    bool operator==(const TimelineStep&) const = default;
};

struct TimelineBar {
    TimelineStep at;
    float x0 = 0.0f, x1 = 0.0f;  // x1 - x0 = its time x the axis scale
    float y0 = 0.0f, y1 = 0.0f;
    size_t kernel_slot = 0;      // index into TimelineLayout::kernels
};

struct TimelineTick {
    float x = 0.0f;
    double ms = 0.0;
};

struct TimelineLayout {
    PanelRect plot;                    // where the bars go
    double axis_ms = 0.0;              // the time at the plot's right edge: the longest lane's total
    float px_per_ms = 0.0f;
    std::vector<PanelRect> lanes;      // one row per lane, top to bottom
    std::vector<double> lane_ms;       // each lane's total: the sum of its dispatches
    std::vector<TimelineBar> bars;     // lane by lane, each in plan order
    std::vector<std::string> kernels;  // colour slots, in order of first appearance
    std::vector<TimelineTick> ticks;   // 0, then every tick_ms up to axis_ms
    double tick_ms = 0.0;
    std::optional<size_t> lit;         // the index in bars of the lit dispatch, if it is on the timeline
};

// Lays the lanes out in `plot`, one row each, `lane_gap` apart. `lit`: the step on screen, if any.
// At most `max_ticks` ticks (at least 2) on a 1-2-5 step.
TimelineLayout layout_timeline(const std::vector<TimelineLane>& lanes, const PanelRect& plot,
                               std::optional<TimelineStep> lit, float lane_gap, int max_ticks = 8);

// The dispatch under (x, y), or nullopt when the point is outside every bar (a dispatch measured as 0 ms
// has no width and cannot be hit).
std::optional<TimelineStep> hit_test(const TimelineLayout& layout, float x, float y);

}  // namespace sortscope::ui
