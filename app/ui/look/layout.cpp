// The panel split and the view arrangement (see layout.hpp).
#include "look/layout.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

namespace {

constexpr float kTableShare = 0.40f;  // of the height, when the table sits under the other views
constexpr float kPresenterTableShare = 0.30f;
constexpr float kBarsShare = 0.45f;   // of the width, when bars and network share a row

}  // namespace

WindowSplit split_window(float width, float height, float ui_scale) {
    // On a very narrow window the panel keeps its width if it can and the stage gets what is left.
    const float controls = std::min(kControlsWidth * ui_scale, width * 0.4f);
    return {{0.0f, 0.0f, controls, height}, {controls, 0.0f, width - controls, height}};
}

ViewRects arrange_views(const PanelRect& area, const ViewLayout& views, float gap) {
    ViewRects rects;
    const bool top_row = views.bars || views.network;
    PanelRect row = area;
    if (views.table) {
        if (!top_row) {
            rects.table = area;
            return rects;
        }
        const float table_height = std::floor((area.height - gap) * (views.presenter ? kPresenterTableShare : kTableShare));
        row.height = area.height - gap - table_height;
        rects.table = {area.x, area.y + row.height + gap, area.width, table_height};
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

}  // namespace sortscope::ui
