// The panel split and the view arrangement (see layout.hpp).
#include "core/look/layout.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

namespace {

constexpr float kTableShare = 0.40f;  // of the height, when the table sits under the other views
constexpr float kPresenterTableShare = 0.30f;
constexpr float kBarsShare = 0.45f;   // of the width, when bars and network share a row
constexpr float kKernelShare = 0.5f;  // of the width, when the kernel view sits beside the others
constexpr float kKernelLeast = 0.25f;  // ... at least, where a step picture beside it needs more

}  // namespace

WindowSplit split_window(float width, float height, float ui_scale, bool panel_shown) {
    if (!panel_shown) {
        const float tab = std::floor(kPanelTabWidth * ui_scale);
        return {{}, {0.0f, 0.0f, tab, height}, {tab, 0.0f, width - tab, height}};
    }
    // On a very narrow window the panel keeps its width if it can and the stage gets what is left.
    const float controls = std::min(kControlsWidth * ui_scale, width * 0.4f);
    return {{0.0f, 0.0f, controls, height}, {}, {controls, 0.0f, width - controls, height}};
}

float table_needs(float small_line, float caption_lines, float row_height, int rows, float frame_padding) {
    return std::ceil(small_line * (1.0f + caption_lines) + row_height * static_cast<float>(rows + 1) + 2.0f * frame_padding);
}

namespace {

ViewRects arrange_shares(const PanelRect& area, const ViewLayout& views, float gap, const ViewNeeds& needs);

// Too short to read: what gives way first (the table, then the network), the bars never.
ViewRects arrange_readable(const PanelRect& area, ViewLayout views, float gap, const ViewNeeds& needs) {
    ViewRects rects = arrange_shares(area, views, gap, needs);
    const auto too_short = [&](const ViewRects& r) {
        return (views.network && r.network.height < needs.picture_least) || (views.bars && r.bars.height < needs.bars_least) ||
               (views.table && r.table.height < needs.table);
    };
    if (views.table && (views.bars || views.network) && too_short(rects)) {
        views.table = false;
        rects = arrange_shares(area, views, gap, needs);
        rects.table_gave_way = true;
    }
    if (views.network && views.bars && (rects.network.height < needs.picture_least || rects.network.width < needs.picture_least_width)) {
        const bool table_gave_way = rects.table_gave_way;
        views.network = false;
        rects = arrange_shares(area, views, gap, needs);
        rects.table_gave_way = table_gave_way;
        rects.network_gave_way = true;
    }
    return rects;
}

}  // namespace

float panel_above_views(float wanted, float room, float stage_height, float views_least) {
    return std::max(0.0f, std::min(wanted, room - std::max(std::floor(stage_height * kViewsLeastShare), views_least)));
}

float note_strip_height(float wanted, float folded, float room, float stage_height, float views_least, bool chart_view) {
    folded = std::min(folded, wanted);
    const float whole = panel_above_views(wanted, room, stage_height, views_least);
    if (whole >= wanted && !chart_view) return wanted;
    return panel_above_views(folded, room, stage_height, views_least) >= folded ? folded : 0.0f;
}

ViewRects arrange_views(const PanelRect& area, const ViewLayout& views, float gap, const ViewNeeds& needs) {
    if (views.kernel) {
        ViewLayout others = views;
        others.kernel = false;
        if (others.shown() == 0) {
            ViewRects alone;
            alone.kernel = area;
            return alone;
        }
        float kernel_width = std::floor((area.width - gap) * kKernelShare);
        // A step picture alone beside the kernel keeps the width that labels its bins: the kernel
        // narrows for it, down to kKernelLeast of the area (the kernel's lines scroll across).
        if (others.network && !others.bars && needs.picture_least_width > area.width - gap - kernel_width) {
            kernel_width = std::max(std::floor(area.width * kKernelLeast), std::floor(area.width - gap - needs.picture_least_width));
        }
        const PanelRect left = {area.x, area.y, area.width - gap - kernel_width, area.height};
        ViewRects rects = arrange_readable(left, others, gap, needs);
        rects.kernel = {left.x + left.width + gap, area.y, kernel_width, area.height};
        return rects;
    }
    return arrange_readable(area, views, gap, needs);
}

namespace {

ViewRects arrange_shares(const PanelRect& area, const ViewLayout& views, float gap, const ViewNeeds& needs) {
    ViewRects rects;
    const bool top_row = views.bars || views.network;
    PanelRect row = area;
    if (views.table) {
        if (!top_row) {
            rects.table = area;
            return rects;
        }
        const float shared = area.height - gap;
        float table_height = std::floor(shared * (views.presenter ? kPresenterTableShare : kTableShare));
        if (table_height < needs.table) table_height = std::max(table_height, std::floor(std::min(needs.table, shared - needs.top_row)));
        row.height = area.height - gap - table_height;
        if (row.height >= needs.top_row_least) {
            rects.table = {area.x, area.y + row.height + gap, area.width, table_height};
        } else {
            row = area;
        }
    }
    if (views.bars && views.network) {
        const float bars_width = std::floor((row.width - gap) * kBarsShare);
        rects.bars = {row.x, row.y, bars_width, row.height};
        rects.network = {row.x + bars_width + gap, row.y, row.width - gap - bars_width, row.height};
    } else if (views.bars) {
        rects.bars = row;
    } else if (views.network) {
        rects.network = row;
    }
    return rects;
}

}  // namespace

std::optional<float> class_width_of_wide_window(float width, float height) {
    if (height <= 0.0f || width < 3.0f * height) return std::nullopt;
    return std::floor(height * 16.0f / 9.0f);
}

}  // namespace sortscope::ui
