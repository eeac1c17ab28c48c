// The profile timeline's geometry (see timeline_layout.hpp).
#include "core/profile/timeline_layout.hpp"

#include <algorithm>

#include "core/look/axis_step.hpp"

namespace sortscope::ui {

TimelineLayout layout_timeline(const std::vector<TimelineLane>& lanes, const PanelRect& plot,
                               std::optional<TimelineStep> lit, float lane_gap, int max_ticks) {
    TimelineLayout layout;
    layout.plot = plot;
    for (const TimelineLane& lane : lanes) {
        double total = 0.0;
        for (const TimelineDispatch& dispatch : lane.dispatches) total += std::max(0.0, dispatch.ms);
        layout.lane_ms.push_back(total);
        layout.axis_ms = std::max(layout.axis_ms, total);
    }
    layout.px_per_ms = layout.axis_ms > 0.0 ? static_cast<float>(plot.width / layout.axis_ms) : 0.0f;

    const size_t count = lanes.size();
    const float row_height =
        count == 0 ? 0.0f : std::max(0.0f, (plot.height - lane_gap * static_cast<float>(count - 1)) / static_cast<float>(count));
    for (size_t l = 0; l < count; ++l) {
        const PanelRect row{plot.x, plot.y + static_cast<float>(l) * (row_height + lane_gap), plot.width, row_height};
        layout.lanes.push_back(row);
        // Each bar starts where the one before ended: positions come from the running sum of the times,
        // so rounding never accumulates and the lane ends at its total.
        double start_ms = 0.0;
        for (size_t s = 0; s < lanes[l].dispatches.size(); ++s) {
            const TimelineDispatch& dispatch = lanes[l].dispatches[s];
            const double end_ms = start_ms + std::max(0.0, dispatch.ms);
            auto slot = std::find(layout.kernels.begin(), layout.kernels.end(), dispatch.kernel);
            if (slot == layout.kernels.end()) slot = layout.kernels.insert(layout.kernels.end(), dispatch.kernel);
            TimelineBar bar;
            bar.at = {l, s};
            bar.x0 = plot.x + static_cast<float>(start_ms) * layout.px_per_ms;
            bar.x1 = plot.x + static_cast<float>(end_ms) * layout.px_per_ms;
            bar.y0 = row.y;
            bar.y1 = row.y + row.height;
            bar.kernel_slot = static_cast<size_t>(slot - layout.kernels.begin());
            if (lit && *lit == bar.at) layout.lit = layout.bars.size();
            layout.bars.push_back(bar);
            start_ms = end_ms;
        }
    }

    layout.tick_ms = tick_step(layout.axis_ms, std::max(2, max_ticks));
    if (layout.axis_ms > 0.0) {
        for (int t = 0;; ++t) {
            const double ms = layout.tick_ms * t;
            if (ms > layout.axis_ms * (1.0 + 1e-9)) break;
            layout.ticks.push_back({plot.x + static_cast<float>(ms) * layout.px_per_ms, ms});
        }
    }
    return layout;
}

std::optional<TimelineStep> hit_test(const TimelineLayout& layout, float x, float y) {
    for (const TimelineBar& bar : layout.bars) {
        // Bars of a lane tile it without gaps; a point on a shared edge belongs to the later bar.
        if (y >= bar.y0 && y < bar.y1 && x >= bar.x0 && x < bar.x1) return bar.at;
    }
    return std::nullopt;
}

}  // namespace sortscope::ui
