// The window split and the view arrangement: every shown view gets a non-empty rectangle inside the
// area, none overlap, hidden views get nothing, and one view fills the area.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "core/look/layout.hpp"

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

TEST_CASE("a hidden control panel leaves a narrow strip and gives the stage the rest of the width", "[gui][core]") {
    const WindowSplit split = split_window(1280, 720, 1.0f, false);
    CHECK(split.controls.empty());
    CHECK(split.tab.width == kPanelTabWidth);
    CHECK(split.stage.x == split.tab.width);
    CHECK(split.stage.width == 1280 - kPanelTabWidth);
    CHECK(split.stage.width > split_window(1280, 720, 1.0f).stage.width + 250.0f);
    CHECK(split_window(1280, 720, 1.0f).tab.empty());
}

TEST_CASE("every combination of views fills the area without overlaps", "[gui][core]") {
    const PanelRect area{100, 50, 1400, 800};
    for (int mask = 1; mask < 16; ++mask) {
        ViewLayout views;
        views.bars = (mask & 1) != 0;
        views.network = (mask & 2) != 0;
        views.table = (mask & 4) != 0;
        views.kernel = (mask & 8) != 0;
        const ViewRects rects = arrange_views(area, views, 8.0f);
        INFO("bars " << views.bars << ", network " << views.network << ", table " << views.table << ", kernel " << views.kernel);
        const std::vector<std::pair<bool, PanelRect>> all = {
            {views.bars, rects.bars}, {views.network, rects.network}, {views.table, rects.table}, {views.kernel, rects.kernel}};
        for (const auto& [shown, rect] : all) {
            CHECK(shown == !rect.empty());
            if (shown) CHECK(inside(rect, area));
        }
        for (size_t a = 0; a < all.size(); ++a) {
            for (size_t b = a + 1; b < all.size(); ++b) {
                if (all[a].first && all[b].first) CHECK_FALSE(overlap(all[a].second, all[b].second));
            }
        }
        if (views.shown() + (views.kernel ? 1 : 0) == 1) {
            const PanelRect& only = views.bars ? rects.bars : views.network ? rects.network : views.table ? rects.table : rects.kernel;
            CHECK(only.width == area.width);
            CHECK(only.height == area.height);
        }
        if (views.kernel && views.shown() > 0) {
            // The kernel's source takes the right half, at full height.
            CHECK(rects.kernel.height == area.height);
            CHECK(rects.kernel.x + rects.kernel.width == area.x + area.width);
            CHECK(rects.kernel.width >= area.width / 2 - 8.0f);
        }
    }
}

namespace {

// The presenter look at 720 lines (ui scale 1, theme.cpp): small text 19 px, mono 20 px, item spacing
// 7, cell padding 3, window padding 12, scrollbar 16; the stage left under the compact header is about
// 910 x 560. The app computes its needs the same way (app.cpp).
constexpr float kSmallLine = 19.0f + 7.0f;
constexpr float kTableRow = 20.0f + 2.0f * 3.0f;
ViewNeeds presenter_needs(float area_height) {
    return {table_needs(kSmallLine, 1.0f, kTableRow, 4, 12.0f) + 16.0f, area_height * 0.55f};
}

}  // namespace

TEST_CASE("a table's needs count its title, caption, header and rows inside its frame", "[gui][core]") {
    CHECK(table_needs(26.0f, 2.0f, 26.0f, 5, 12.0f) == 26.0f * 3 + 26.0f * 6 + 24.0f);
    CHECK(table_needs(26.0f, 1.0f, 26.0f, 5, 12.0f) < table_needs(26.0f, 2.0f, 26.0f, 5, 12.0f));
}

TEST_CASE("at 1280x720 in presenter mode every view gets room for its content", "[gui][core]") {
    const PanelRect area{360, 150, 910, 560};
    ViewLayout all;
    all.presenter = true;
    const ViewNeeds needs = presenter_needs(area.height);
    const ViewRects rects = arrange_views(area, all, 9.0f, needs);
    // The table under the bars and the network shows its header and at least four rows...
    CHECK(rects.table.height >= needs.table);
    const float rows_shown = (rects.table.height - 2 * 12.0f - 16.0f - 2 * kSmallLine) / kTableRow - 1.0f;
    CHECK(rows_shown >= 4.0f);
    // ... while the bars and the network keep over half the height: sixteen wires at least 14 px apart.
    CHECK(rects.network.height >= area.height * 0.55f - 9.0f);
    CHECK(rects.network.height - 2 * 12.0f - kSmallLine >= 16 * 14.0f);
    CHECK(rects.bars.width >= 0.4f * area.width);
    CHECK(rects.network.width >= 0.5f * area.width);
    // Without needs (the old arrangement) the table got 30% of the height: a header and one row.
    CHECK(arrange_views(area, all, 9.0f).table.height < needs.table);

    // One view alone fills the area, so the table alone shows far more rows.
    ViewLayout table_only = all;
    table_only.bars = table_only.network = false;
    CHECK(arrange_views(area, table_only, 9.0f, needs).table.height == area.height);
}

TEST_CASE("the table's needs never take the row above below its own", "[gui][core]") {
    // A short window: the row above keeps its own; a table that would get less than its few readable
    // rows is not squeezed to a strip but gives way (3 shows it alone).
    const PanelRect area{0, 0, 900, 300};
    ViewLayout all;
    all.presenter = true;
    const ViewNeeds needs = presenter_needs(area.height);
    const ViewRects rects = arrange_views(area, all, 9.0f, needs);
    CHECK(rects.bars.height >= needs.top_row - 9.0f);
    CHECK(rects.table.empty());
    CHECK(rects.table_gave_way);
    CHECK(rects.bars.height == area.height);
    // A tall window: the share is already more than the needs, so nothing changes.
    const PanelRect tall{0, 0, 1500, 1400};
    CHECK(arrange_views(tall, all, 9.0f, presenter_needs(tall.height)).table.height == arrange_views(tall, all, 9.0f).table.height);
}

TEST_CASE("the table is left out where keeping it would squeeze the bars and the network", "[gui][core]") {
    // Predict mode's panel on a 720-line projector leaves the views 360 px: with the table the row above
    // would get about half of that, less than 40% of the window.
    const PanelRect area{0, 0, 960, 360};
    ViewLayout all;
    all.presenter = true;
    ViewNeeds needs = presenter_needs(area.height);
    needs.table = 100.0f;  // a table this short stays readable: only the row above's least can leave it out
    const ViewRects squeezed = arrange_views(area, all, 9.0f, needs);
    REQUIRE_FALSE(squeezed.table.empty());
    CHECK(squeezed.bars.height < 720 * kLeastTopRowShare);
    needs.top_row_least = 720 * kLeastTopRowShare;
    const ViewRects rects = arrange_views(area, all, 9.0f, needs);
    CHECK(rects.table.empty());
    CHECK(rects.bars.height == area.height);
    CHECK(rects.network.height == area.height);
    CHECK(rects.bars.width + rects.network.width + 9.0f == area.width);
    // With room enough the table stays.
    const PanelRect roomy{0, 0, 960, 560};
    CHECK_FALSE(arrange_views(roomy, all, 9.0f, needs).table.empty());
}

TEST_CASE("a wide window across a laptop and a projector splits off the teacher's screen", "[gui][core]") {
    // Two 1280x720 screens side by side: the class's 16:9 at the left, the teacher's at the right.
    const auto two_screens = class_width_of_wide_window(2560.0f, 720.0f);
    REQUIRE(two_screens);
    CHECK(*two_screens == 1280.0f);
    CHECK(class_width_of_wide_window(3840.0f, 1080.0f) == 1920.0f);
    // One screen, an ultrawide one included: no split.
    CHECK_FALSE(class_width_of_wide_window(1920.0f, 1080.0f));
    CHECK_FALSE(class_width_of_wide_window(2560.0f, 1080.0f));
    CHECK_FALSE(class_width_of_wide_window(0.0f, 0.0f));
}
