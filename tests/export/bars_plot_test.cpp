// The bars layout that the app's bars view and the exported frames both draw (bars_plot.hpp): columns
// inside the area, one per key or the min..max of many, bars scaled by value, the +infinity positions in
// shared columns (a slide) or their own share of the width (the screen, in whole pixels), the marks in
// one row or two, and hit-testing the mouse and finding the columns of positions hovered elsewhere.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "sortscope/diagram/bars_plot.hpp"

using namespace sortscope::diagram;

namespace {

std::vector<const RectShape*> rects_of(const BarsPlot& plot, Role role) {
    std::vector<const RectShape*> found;
    for (const RectShape& rect : plot.drawing.rects) {
        if (rect.role == role) found.push_back(&rect);
    }
    return found;
}

// Keys 0..n-1 reversed, standing on 0, coloured from 0 to n - 1.
struct Reversed {
    std::vector<uint32_t> heights;
    BarKeys keys;

    explicit Reversed(uint32_t n, uint32_t virtual_positions = 0) : heights(n) {
        for (uint32_t i = 0; i < n; ++i) heights[i] = n - 1 - i;
        keys.heights = heights;
        keys.floor = 0;
        keys.top = n - 1;
        keys.shade_low = 0;
        keys.shade_high = n - 1;
        keys.virtual_positions = virtual_positions;
    }
};

// The app's look: whole pixels, the +infinity positions in their own share after a 2-pixel gap.
BarsStyle screen_style() {
    BarsStyle style;
    style.whole_pixels = true;
    style.gap_from = 5.0f;
    style.gap_share = 1.0f;
    style.gap_max = 1.0f;
    style.shared_columns = false;
    style.virtual_gap = 2.0f;
    style.mark_rows = true;
    style.fade_spans = true;
    return style;
}

}  // namespace

TEST_CASE("bars of keys that fit get a column each, in order inside the area, as tall as their keys", "[export][bars]") {
    const Reversed reversed(8);
    const BarsPlot plot = layout_bars_plot(reversed.keys, BarsStyle{}, 10.0f, 20.0f, 170.0f, 220.0f);
    REQUIRE(plot.columns.size() == 8);
    const std::vector<const RectShape*> bars = rects_of(plot, Role::KeyBar);
    REQUIRE(bars.size() == 8);
    for (uint32_t c = 0; c < 8; ++c) {
        INFO("column " << c);
        const PlacedBarColumn& column = plot.columns[c];
        CHECK(column.keys.first == c);
        CHECK(column.keys.count == 1);
        // 20 points a column, a gap of 3 (0.15 of it) centred between bars.
        CHECK(column.x0 == Approx(10.0f + 20.0f * static_cast<float>(c) + 1.5f));
        CHECK(column.x1 == Approx(column.x0 + 17.0f));
        CHECK(bars[c]->x == Approx(column.x0));
        CHECK(bars[c]->y + bars[c]->height == Approx(220.0f));  // standing on the bottom
        CHECK(bars[c]->height == Approx(std::max(1.5f, 200.0f * static_cast<float>(7 - c) / 7.0f)));
        CHECK(bars[c]->y >= 20.0f);
    }
    // The largest key red-orange, the smallest blue: the ends of the ramp.
    CHECK(bars[0]->fill.r == value_colour(1.0f).r);
    CHECK(bars[7]->fill.b == value_colour(0.0f).b);
    CHECK(plot.virtual_columns == 0);
    CHECK(rects_of(plot, Role::VirtualBar).empty());
    REQUIRE(plot.drawing.lines.size() == 1);  // the baseline
    CHECK(plot.drawing.lines[0].y0 == Approx(220.5f));
}

TEST_CASE("past one key per unit of width a column spans its keys' min..max, solid or fading", "[export][bars]") {
    const Reversed reversed(1000);
    const BarsPlot solid = layout_bars_plot(reversed.keys, BarsStyle{}, 0.0f, 0.0f, 100.0f, 100.0f);
    REQUIRE(solid.columns.size() == 100);
    uint32_t covered = 0;
    for (const PlacedBarColumn& column : solid.columns) {
        CHECK(column.keys.first == covered);
        CHECK(column.keys.count == 10);
        CHECK(column.keys.max - column.keys.min == 9);  // reversed keys: ten in a row
        covered += column.keys.count;
    }
    CHECK(covered == 1000);
    // Solid: the largest key's bar, then the smallest's over it.
    const std::vector<const RectShape*> bars = rects_of(solid, Role::KeyBar);
    REQUIRE(bars.size() == 200);
    CHECK(bars[0]->height > bars[1]->height);
    CHECK_FALSE(bars[0]->fill_bottom.has_value());

    BarsStyle fading;
    fading.fade_spans = true;
    const BarsPlot faded = layout_bars_plot(reversed.keys, fading, 0.0f, 0.0f, 100.0f, 100.0f);
    const std::vector<const RectShape*> fades = rects_of(faded, Role::KeyBar);
    REQUIRE(fades.size() == 200);
    // The smallest key's bar, and on it the span fading down to the smallest's colour.
    CHECK_FALSE(fades[0]->fill_bottom.has_value());
    REQUIRE(fades[1]->fill_bottom.has_value());
    CHECK(fades[1]->y + fades[1]->height == Approx(fades[0]->y));
    CHECK(fades[1]->fill_bottom->b == fades[0]->fill.b);
    CHECK(fades[1]->fill.r == bars[0]->fill.r);
}

TEST_CASE("the +infinity positions share a slide's columns after the keys", "[export][bars]") {
    const Reversed reversed(13, 3);
    const BarsPlot plot = layout_bars_plot(reversed.keys, BarsStyle{}, 0.0f, 0.0f, 160.0f, 100.0f);
    CHECK(plot.columns.size() == 13);
    CHECK(plot.virtual_columns == 3);
    CHECK(plot.keys_right == Approx(130.0f));  // 16 columns of 10
    const std::vector<const RectShape*> grey = rects_of(plot, Role::VirtualBar);
    REQUIRE(grey.size() == 3);
    for (size_t k = 0; k < grey.size(); ++k) {
        CHECK(grey[k]->x == Approx(130.0f + 10.0f * static_cast<float>(k) + 0.75f));
        CHECK(grey[k]->y == Approx(0.0f));
        CHECK(grey[k]->height == Approx(100.0f));  // full height: +infinity
    }

    // Two positions a column: the column holding key 300 and the first +infinity position is a key
    // column; the rest are grey.
    const Reversed many(301, 211);
    const BarsPlot summarised = layout_bars_plot(many.keys, BarsStyle{}, 0.0f, 0.0f, 256.0f, 100.0f);
    REQUIRE(summarised.columns.size() == 151);
    CHECK(summarised.columns.back().keys.first == 300);
    CHECK(summarised.columns.back().keys.count == 1);
    CHECK(summarised.virtual_columns == 105);
}

TEST_CASE("on screen the +infinity positions get their share of the width, after a gap, in whole pixels", "[export][bars]") {
    const Reversed reversed(200, 56);
    const BarsPlot plot = layout_bars_plot(reversed.keys, screen_style(), 100.0f, 50.0f, 700.0f, 400.0f);
    CHECK(plot.keys_right == 100.0f + std::floor(600.0f * 200.0f / 256.0f));
    REQUIRE(plot.columns.size() == 200);
    CHECK(plot.virtual_columns == 56);
    for (const PlacedBarColumn& column : plot.columns) {
        CHECK(column.x0 == std::floor(column.x0));
        CHECK(column.x1 == std::floor(column.x1));
        CHECK(column.x1 <= plot.keys_right);
    }
    const std::vector<const RectShape*> grey = rects_of(plot, Role::VirtualBar);
    REQUIRE(grey.size() == 56);
    CHECK(grey.front()->x == plot.keys_right + 2.0f);
    CHECK(grey.back()->x + grey.back()->width <= 700.0f);

    // Past one +infinity position per pixel, the grey columns are summarised too, never dropped.
    const Reversed wide(100000, 31072);
    const BarsPlot summarised = layout_bars_plot(wide.keys, screen_style(), 0.0f, 0.0f, 600.0f, 300.0f);
    CHECK(summarised.columns.size() == static_cast<size_t>(summarised.keys_right));
    const float grey_width = 600.0f - summarised.keys_right - 2.0f;
    CHECK(summarised.virtual_columns == static_cast<uint32_t>(grey_width));
    CHECK(rects_of(summarised, Role::VirtualBar).size() == summarised.virtual_columns);
}

TEST_CASE("the +infinity label shows over the +infinity positions only where it fits", "[export][bars]") {
    BarsStyle style = screen_style();
    style.virtual_label = 14.0f;
    style.text_width = [](const std::string&, float) { return 20.0f; };
    const Reversed reversed(5, 3);
    const BarsPlot roomy = layout_bars_plot(reversed.keys, style, 0.0f, 0.0f, 800.0f, 300.0f);
    REQUIRE(roomy.drawing.texts.size() == 1);
    CHECK(roomy.drawing.texts[0].text == "+\u221E");
    CHECK(roomy.drawing.texts[0].x > roomy.keys_right);
    CHECK(roomy.drawing.texts[0].x + 20.0f < 800.0f);
    const BarsPlot cramped = layout_bars_plot(reversed.keys, style, 0.0f, 0.0f, 50.0f, 300.0f);
    CHECK(cramped.drawing.texts.empty());
}

TEST_CASE("marks go in one row where moved wins, or in a row each", "[export][bars]") {
    Reversed reversed(4);
    const std::vector<uint8_t> marks = {0, kMarkCompared, kMarkMoved, kMarkCompared | kMarkMoved};
    reversed.keys.marks = marks;
    const BarsPlot one_row = layout_bars_plot(reversed.keys, BarsStyle{}, 0.0f, 0.0f, 80.0f, 100.0f);
    CHECK(rects_of(one_row, Role::ComparedMark).size() == 1);
    CHECK(rects_of(one_row, Role::MovedMark).size() == 2);
    for (const RectShape& rect : one_row.drawing.rects) {
        if (rect.role == Role::ComparedMark || rect.role == Role::MovedMark) CHECK(rect.y == Approx(104.0f));
    }
    CHECK(one_row.marks_bottom == Approx(110.0f));

    BarsStyle rows;
    rows.mark_rows = true;
    const BarsPlot two_rows = layout_bars_plot(reversed.keys, rows, 0.0f, 0.0f, 80.0f, 100.0f);
    const std::vector<const RectShape*> compared = rects_of(two_rows, Role::ComparedMark);
    const std::vector<const RectShape*> moved = rects_of(two_rows, Role::MovedMark);
    REQUIRE(compared.size() == 2);
    REQUIRE(moved.size() == 2);
    CHECK(compared[0]->y == Approx(104.0f));
    CHECK(moved[0]->y == Approx(111.0f));  // under the compared row, a unit apart
    CHECK(two_rows.marks_bottom == Approx(117.0f));
    CHECK(two_rows.columns[3].keys.marks == (kMarkCompared | kMarkMoved));
}

TEST_CASE("equal keys stand at the flat share, and the smallest key keeps a visible bar", "[export][bars]") {
    const std::vector<uint32_t> equal(6, 42);
    BarKeys keys;
    keys.heights = equal;
    keys.floor = 42;
    keys.top = 42;
    BarsStyle style = screen_style();
    style.flat_share = 0.5f;
    style.headroom = 4.0f;
    const BarsPlot flat = layout_bars_plot(keys, style, 0.0f, 0.0f, 60.0f, 104.0f);
    for (const RectShape* bar : rects_of(flat, Role::KeyBar)) CHECK(bar->height == Approx(50.0f));

    const Reversed reversed(3);
    style.min_bar = 2.0f;
    const BarsPlot lowest = layout_bars_plot(reversed.keys, style, 0.0f, 0.0f, 60.0f, 104.0f);
    CHECK(rects_of(lowest, Role::KeyBar).back()->height == Approx(2.0f));
    CHECK(rects_of(lowest, Role::KeyBar).front()->height == Approx(100.0f));  // the headroom stays free
}

TEST_CASE("the mouse hits the column under it, the gap after a bar belonging to it", "[export][bars]") {
    const Reversed reversed(10);
    const BarsPlot plot = layout_bars_plot(reversed.keys, screen_style(), 100.0f, 50.0f, 200.0f, 150.0f);
    REQUIRE(plot.columns.size() == 10);
    for (size_t c = 0; c < plot.columns.size(); ++c) {
        const PlacedBarColumn& column = plot.columns[c];
        CHECK(plot.column_at((column.x0 + column.x1) * 0.5f, 100.0f) == c);
        CHECK(plot.column_at(column.x1 + 0.5f, 100.0f) == c);  // the one-pixel gap after it
        CHECK(plot.column_at(column.x0, plot.marks_bottom) == c);  // down to the marks
    }
    CHECK_FALSE(plot.column_at(99.0f, 100.0f));   // left of the bars
    CHECK_FALSE(plot.column_at(150.0f, 49.0f));   // above
    CHECK_FALSE(plot.column_at(150.0f, plot.marks_bottom + 1.0f));  // below the marks
    CHECK_FALSE(plot.column_at(200.5f, 100.0f));  // right of the last gap
}

TEST_CASE("a position, or a range of them, finds the columns that hold it", "[export][bars]") {
    const Reversed reversed(1000);
    const BarsPlot plot = layout_bars_plot(reversed.keys, screen_style(), 0.0f, 0.0f, 100.0f, 100.0f);
    REQUIRE(plot.columns.size() == 100);
    CHECK(plot.column_of(0) == 0u);
    CHECK(plot.column_of(9) == 0u);
    CHECK(plot.column_of(10) == 1u);
    CHECK(plot.column_of(999) == 99u);
    CHECK_FALSE(plot.column_of(1000));
    const auto extent = plot.extent_of(15, 45);  // keys 15..44: columns 1..4
    REQUIRE(extent.has_value());
    CHECK(extent->x0 == plot.columns[1].x0);
    CHECK(extent->x1 == plot.columns[4].x1);
    const auto to_the_end = plot.extent_of(990, 5000);
    REQUIRE(to_the_end.has_value());
    CHECK(to_the_end->x1 == plot.columns[99].x1);
    CHECK_FALSE(plot.extent_of(1000, 1010));
    CHECK_FALSE(plot.extent_of(20, 20));
}
