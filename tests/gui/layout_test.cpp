// The window split and the view arrangement: every shown view gets a non-empty rectangle inside the
// area, none overlap, hidden views get nothing, and one view fills the area.
#include <catch2/catch.hpp>

#include <vector>

#include "look/layout.hpp"

using namespace sortscope::ui;

namespace {

bool inside(const PanelRect& inner, const PanelRect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width + 0.01f &&
           inner.y + inner.height <= outer.y + outer.height + 0.01f;
}

bool overlap(const PanelRect& a, const PanelRect& b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

}  // namespace

TEST_CASE("the control panel keeps its width, scaled, and the stage gets the rest", "[gui][core]") {
    const WindowSplit split = split_window(1920, 1080, 1.5f);
    CHECK(split.controls.width == kControlsWidth * 1.5f);
    CHECK(split.stage.x == split.controls.width);
    CHECK(split.stage.width + split.controls.width == 1920);
    CHECK(split_window(600, 400, 2.0f).controls.width <= 600 * 0.4f);  // a narrow window keeps room for the views
}

TEST_CASE("every combination of views fills the area without overlaps", "[gui][core]") {
    const PanelRect area{100, 50, 1400, 800};
    for (int mask = 1; mask < 8; ++mask) {
        ViewLayout views;
        views.bars = (mask & 1) != 0;
        views.network = (mask & 2) != 0;
        views.table = (mask & 4) != 0;
        const ViewRects rects = arrange_views(area, views, 8.0f);
        INFO("bars " << views.bars << ", network " << views.network << ", table " << views.table);
        const std::vector<std::pair<bool, PanelRect>> all = {{views.bars, rects.bars}, {views.network, rects.network}, {views.table, rects.table}};
        for (const auto& [shown, rect] : all) {
            CHECK(shown == !rect.empty());
            if (shown) CHECK(inside(rect, area));
        }
        for (size_t a = 0; a < all.size(); ++a) {
            for (size_t b = a + 1; b < all.size(); ++b) {
                if (all[a].first && all[b].first) CHECK_FALSE(overlap(all[a].second, all[b].second));
            }
        }
        if (views.shown() == 1) {
            const PanelRect& only = views.bars ? rects.bars : views.network ? rects.network : rects.table;
            CHECK(only.width == area.width);
            CHECK(only.height == area.height);
        }
    }
}
