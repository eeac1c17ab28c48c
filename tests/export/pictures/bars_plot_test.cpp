// The bars layout that the app's bars view and the exported frames both draw (bars_plot.hpp): columns
// inside the area, one per key or the min..max of many, bars scaled by value over a minimum height, the
// keys' numbers under their bars where they fit, the +infinity positions in shared columns (a slide) or
// their own share of the width (the screen, in whole pixels), the marks in one row or two, and
// hit-testing the mouse and finding the columns of positions hovered elsewhere.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <numeric>
#include <string>
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
        // 8 (4% of the 200) for the smallest key, and the rest of the height by value over it.
        CHECK(bars[c]->height == Approx(8.0f + 192.0f * static_cast<float>(7 - c) / 7.0f));
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

    // The smallest key stands min_bar high, or min_bar_share of the height where that is more.
    const Reversed reversed(3);
    style.min_bar = 2.0f;
    style.min_bar_share = 0.0f;
    const BarsPlot lowest = layout_bars_plot(reversed.keys, style, 0.0f, 0.0f, 60.0f, 104.0f);
    CHECK(rects_of(lowest, Role::KeyBar).back()->height == Approx(2.0f));
    CHECK(rects_of(lowest, Role::KeyBar)[1]->height == Approx(51.0f));  // half way over the minimum
    CHECK(rects_of(lowest, Role::KeyBar).front()->height == Approx(100.0f));  // the headroom stays free
    style.min_bar_share = 0.1f;
    const BarsPlot share = layout_bars_plot(reversed.keys, style, 0.0f, 0.0f, 60.0f, 104.0f);
    CHECK(rects_of(share, Role::KeyBar).back()->height == Approx(10.0f));
    CHECK(rects_of(share, Role::KeyBar).front()->height == Approx(100.0f));
}

namespace {

// The keys' numbers of a plot, left to right, with their extents.
struct PlacedLabel {
    std::string text;
    float x0, x1, top, bottom;
};
std::vector<PlacedLabel> labels_of(const BarsPlot& plot, const BarsStyle& style) {
    std::vector<PlacedLabel> labels;
    for (const TextShape& text : plot.drawing.texts) {
        if (text.role != Role::KeyLabel) continue;
        REQUIRE(text.anchor == Anchor::Centre);
        const float width = style.text_width(text.text, text.size);
        labels.push_back({text.text, text.x - width * 0.5f, text.x + width * 0.5f, text.y - 0.8f * text.size, text.y + 0.2f * text.size});
    }
    return labels;
}

}  // namespace

TEST_CASE("with keys 5 3 8 1 9 2 7 4 every key is labelled in its bar's column, no label overlaps, and the 1 shows", "[export][bars]") {
    const std::vector<uint32_t> keys = {5, 3, 8, 1, 9, 2, 7, 4};
    const BarHeights heights = bar_heights(sortscope::algo::KeyType::U32, keys);  // as the app and the frames scale them
    BarKeys bar_keys = bar_keys_of(heights);
    bar_keys.labels = keys;
    for (const float width : {900.0f, 240.0f, 120.0f}) {
        INFO("the bars " << width << " wide");
        BarsStyle style = screen_style();
        style.key_label = 18.0f;
        style.key_label_min = 11.0f;
        style.min_bar = 2.0f;
        const BarsPlot plot = layout_bars_plot(bar_keys, style, 100.0f, 50.0f, 100.0f + width, 350.0f);
        REQUIRE(plot.columns.size() == 8);
        const std::vector<PlacedLabel> labels = labels_of(plot, style);
        REQUIRE(labels.size() == 8);
        CHECK(plot.key_label_size >= style.key_label_min);
        CHECK(plot.key_label_size <= style.key_label);
        for (size_t c = 0; c < 8; ++c) {
            INFO("key " << keys[c]);
            CHECK(labels[c].text == std::to_string(keys[c]));
            CHECK(labels[c].x0 >= plot.columns[c].x0);  // inside its bar's column
            CHECK(labels[c].x1 <= plot.columns[c].x1);
            CHECK(labels[c].top >= plot.bottom);        // under the bars, inside the area
            CHECK(labels[c].bottom <= 350.0f + 0.01f);
            if (c > 0) CHECK(labels[c - 1].x1 < labels[c].x0);  // no two overlap
        }
        // The bars stand on the numbers' row, in the order of their keys, the smallest at least the minimum.
        const std::vector<const RectShape*> bars = rects_of(plot, Role::KeyBar);
        REQUIRE(bars.size() == 8);
        const float full = plot.bottom - 50.0f - style.headroom;
        const float least = std::max(style.min_bar, style.min_bar_share * full);
        for (size_t c = 0; c < 8; ++c) {
            CHECK(bars[c]->y + bars[c]->height == Approx(plot.bottom));
            CHECK(bars[c]->height >= least - 0.001f);
            for (size_t d = 0; d < 8; ++d) {
                if (keys[c] < keys[d]) CHECK(bars[c]->height < bars[d]->height);
            }
        }
        CHECK(bars[3]->height > least);  // the 1, over the floor
        CHECK(bars[3]->height < bars[5]->height);
        CHECK(least >= 4.0f);
    }
}

TEST_CASE("bars are as tall as their keys' values, on 0 where no key is negative, else on the smallest", "[export][bars]") {
    using sortscope::algo::KeyType;
    auto float_bits = [](std::initializer_list<float> values) {
        std::vector<uint32_t> bits;
        for (float value : values) bits.push_back(std::bit_cast<uint32_t>(value));
        return bits;
    };
    // u32: their values, on 0.
    const BarHeights u32 = bar_heights(KeyType::U32, std::vector<uint32_t>{44, 88, 0});
    CHECK(u32.heights == std::vector<uint32_t>{44, 88, 0});
    CHECK(u32.floor == 0);
    CHECK(u32.lowest == 0);
    CHECK(u32.top == 88);
    CHECK(bar_heights(KeyType::U32, std::vector<uint32_t>{44, 88}).floor == 0);
    // i32: on 0 while no key is negative, else on the smallest; heights keep the spacing of the values.
    const BarHeights positive = bar_heights(KeyType::I32, std::vector<uint32_t>{3, 9});
    CHECK(positive.floor == 0x80000000u);
    CHECK(positive.heights[1] - positive.floor == 3 * (positive.heights[0] - positive.floor));
    const BarHeights negative = bar_heights(KeyType::I32, std::vector<uint32_t>{static_cast<uint32_t>(-4), 2, 8});
    CHECK(negative.floor == negative.heights[0]);
    CHECK(negative.heights[2] - negative.heights[1] == 6);
    // f32: by value (orders are not linear in it): -2 .. 1.5 in halves stand evenly, 0 half way up;
    // all positive ones on 0, 1.5 three times 0.5.
    const BarHeights pipe = bar_heights(KeyType::F32, float_bits({-2.0f, -1.5f, 0.0f, 1.5f}));
    CHECK(pipe.floor == 0);
    CHECK(pipe.heights[0] == 0);
    CHECK(pipe.heights[3] == UINT32_MAX);
    CHECK(static_cast<double>(pipe.heights[1]) == Approx(0.5 / 3.5 * UINT32_MAX));
    CHECK(static_cast<double>(pipe.heights[2]) == Approx(2.0 / 3.5 * UINT32_MAX));
    const BarHeights halves = bar_heights(KeyType::F32, float_bits({0.5f, 1.5f}));
    CHECK(halves.floor == 0);
    CHECK(static_cast<double>(halves.heights[1]) == Approx(3.0 * halves.heights[0]));
    // With an infinity among them floats have no scale of values: their order, on the smallest.
    const std::vector<uint32_t> infinite = float_bits({1.0f, -std::numeric_limits<float>::infinity(), 2.0f});
    const BarHeights ordered = bar_heights(KeyType::F32, infinite);
    CHECK(ordered.heights[0] == sortscope::algo::encode_key(KeyType::F32, infinite[0]));
    CHECK(ordered.floor == ordered.heights[1]);
}

TEST_CASE("a bar stands the minimum over the floor and its value's share of the rest", "[export][bars]") {
    const std::vector<uint32_t> keys = {44, 88, 0};
    const BarHeights heights = bar_heights(sortscope::algo::KeyType::U32, keys);
    const BarKeys bar_keys = bar_keys_of(heights);
    BarsStyle style;
    style.min_bar = 10.0f;
    style.min_bar_share = 0.0f;
    const BarsPlot plot = layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 90.0f, 210.0f);
    const std::vector<const RectShape*> bars = rects_of(plot, Role::KeyBar);
    REQUIRE(bars.size() == 3);
    CHECK(bars[0]->height == Approx(110.0f));
    CHECK(bars[1]->height == Approx(210.0f));
    CHECK(bars[2]->height == Approx(10.0f));  // the 0 still shows
}

TEST_CASE("the keys' numbers shrink to fit their bars, and narrower bars show none rather than some", "[export][bars]") {
    std::vector<uint32_t> keys(64);
    for (uint32_t i = 0; i < 64; ++i) keys[i] = (i * 37) % 100;  // two digits, 0..99
    BarKeys bar_keys;
    bar_keys.heights = keys;
    bar_keys.top = 99;
    bar_keys.labels = keys;
    BarsStyle style;
    style.key_label = 14.0f;
    style.key_label_min = 8.0f;
    // 1200 wide: 18.75 a column, the widest number ("99": 16.8 at 14) just too wide for 85% of a bar.
    const BarsPlot roomy = layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 1200.0f, 300.0f);
    const std::vector<PlacedLabel> shrunk = labels_of(roomy, style);
    REQUIRE(shrunk.size() == 64);
    CHECK(roomy.key_label_size < 14.0f);
    CHECK(roomy.key_label_size >= 8.0f);
    for (size_t c = 0; c < 64; ++c) {
        CHECK(shrunk[c].x0 >= roomy.columns[c].x0);
        CHECK(shrunk[c].x1 <= roomy.columns[c].x1);
        CHECK(roomy.drawing.texts[c].size == roomy.key_label_size);  // one size for all
    }
    // 400 wide: 6.25 a column, where "99" would need a size of 4: no numbers, and the bars keep the area.
    const BarsPlot narrow = layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 400.0f, 300.0f);
    CHECK(labels_of(narrow, style).empty());
    CHECK(narrow.key_label_size == 0.0f);
    CHECK(narrow.bottom == 300.0f);
    // Past one key a column (many keys summarised) there are no numbers either.
    std::vector<uint32_t> many(1000, 7);
    bar_keys.heights = many;
    bar_keys.labels = many;
    CHECK(labels_of(layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 400.0f, 300.0f), style).empty());
    // And none without the style's size.
    bar_keys.heights = keys;
    bar_keys.labels = keys;
    style.key_label = 0.0f;
    CHECK(labels_of(layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 1200.0f, 300.0f), style).empty());
}

TEST_CASE("signed and float keys are labelled as the user gave them", "[export][bars]") {
    const std::vector<uint32_t> keys = {static_cast<uint32_t>(-3), 7, 0};
    BarKeys bar_keys;
    bar_keys.top = 3;
    bar_keys.labels = keys;
    bar_keys.label_type = sortscope::algo::KeyType::I32;
    BarsStyle style;
    style.key_label = 12.0f;
    std::vector<uint32_t> heights = {1, 3, 2};
    bar_keys.heights = heights;
    const BarsPlot plot = layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 300.0f, 200.0f);
    std::vector<std::string> texts;
    for (const PlacedLabel& label : labels_of(plot, style)) texts.push_back(label.text);
    CHECK(texts == std::vector<std::string>{"-3", "7", "0"});
    const std::vector<uint32_t> floats = {0x3FC00000u, 0xC0200000u, 0x80000000u};  // 1.5, -2.5, -0
    bar_keys.labels = floats;
    bar_keys.label_type = sortscope::algo::KeyType::F32;
    texts.clear();
    for (const PlacedLabel& label : labels_of(layout_bars_plot(bar_keys, style, 0.0f, 0.0f, 300.0f, 200.0f), style)) texts.push_back(label.text);
    CHECK(texts == std::vector<std::string>{"1.5", "-2.5", "-0"});
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
