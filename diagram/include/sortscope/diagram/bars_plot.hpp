// The bars themselves, laid out once for the app's bars view and the exported frames: one bar per key,
// its height and colour by value, or, past one key per unit of width, one column per unit holding the
// min..max of its keys (bar_columns.hpp); each key's number under its bar where the numbers fit; the
// marks of the current dispatch under the bars (the keys it compared and the ones it moved); and the
// +infinity positions of a power-of-two network after the keys, greyed, though no memory holds them.
// Bars are as tall as their keys' values (bar_heights): on 0 where no key is negative, so a 44 stands half
// as tall as an 88, else on the smallest key; every bar stands a minimum height above the floor, so the
// smallest key never vanishes (a 0 is a short bar, not nothing). Where each column went is kept, for hit-testing the mouse and
// lighting positions hovered elsewhere. The frame of a slide (bars_layout.hpp) adds a title, a caption,
// position numbers and a legend around it; the app's bars view draws it with its hover on top.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/keys.hpp"
#include "sortscope/diagram/bar_columns.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

// The marks of a key position after a step, as bits (the app's session keeps them so).
inline constexpr uint8_t kMarkCompared = 1;  // a comparator of the step touched the position
inline constexpr uint8_t kMarkMoved = 2;     // the key there is not the one that was there before

// What the bars show, one entry per key.
struct BarKeys {
    std::span<const uint32_t> heights;  // each key's order (comparable for every key type): bars scale by it
    uint32_t floor = 0;                 // the order drawn with no height
    uint32_t top = 0;                   // the order drawn at full height
    std::span<const uint32_t> shades;   // each key's place on the colour ramp; empty: its height
    uint32_t shade_low = 0;             // the ramp's ends: shade_low its first colour, shade_high its last
    uint32_t shade_high = 0;
    std::span<const uint8_t> marks;     // empty, or kMark* bits per key
    uint32_t virtual_positions = 0;     // +infinity positions after the keys
    std::span<const uint32_t> labels;   // empty, or each key's raw bits: its number under its bar
    algo::KeyType label_type = algo::KeyType::U32;  // how the numbers print (algo::format_key)
};

// How the bars look: the screen and a slide differ in units (whole pixels, points) and in taste.
struct BarsStyle {
    bool whole_pixels = false;   // column edges on whole units, so equal bars look equal on screen
    float gap_from = 6.0f;       // columns at least this wide get a gap of gap_share of their width,
    float gap_share = 0.15f;     // at most gap_max (the gap is centred on a slide, at the right on screen)
    float gap_max = 3.0f;
    float headroom = 0.0f;       // between the top of the area and the tallest bar
    float virtual_headroom = 0.0f;  // between the top of the area and the +infinity bars
    float min_bar = 1.5f;        // every bar stands this much over the floor (the smallest key's height),
    float min_bar_share = 0.04f; // or this share of the full height where that is more, so it shows
    float flat_share = 1.0f;     // every key equal: the bars' height as a share of the full height
    bool shared_columns = true;  // the keys and the +infinity positions share columns of one width
                                 // (whole points stay whole pixels at a slide's scale); else the keys get
                                 // their share of the width and the +infinity positions the rest,
    float virtual_gap = 0.0f;    // after this gap
    float virtual_label = 0.0f;  // text size of "+\u221E" over the +infinity bars where it fits (0: none)
    bool fade_spans = false;     // a column of many keys fades from its smallest key's colour up to its
                                 // largest's; else its part above the smallest key is the largest's colour
    float mark_gap = 4.0f;       // from the bottom of the bars down to the marks
    float mark_height = 6.0f;
    bool mark_rows = false;      // "compared" and "moved" in rows of their own; else one row, "moved" winning
    float mark_row_gap = 1.0f;
    bool baseline = true;        // a rule along the bottom of the bars
    float key_label = 0.0f;      // the keys' numbers under their bars: their largest text size (0: none),
    float key_label_min = 0.0f;  // their smallest (bars too narrow for it show no numbers at all: never
                                 // some and not others),
    float key_label_gap = 2.0f;  // and the gap between the bars and them
    std::function<Rgba(float)> ramp = value_colour;                          // the colours of the keys
    std::function<float(const std::string&, float)> text_width = estimated_text_width;  // for the labels
};

// A column as placed: its bar's extent and the keys under it.
struct PlacedBarColumn {
    float x0 = 0, x1 = 0;  // the bar
    float hit_x1 = 0;      // where the mouse leaves it: the gap after the bar still belongs to it
    BarColumn keys;        // the positions it covers (first, count), the min..max of their orders, their marks
};

struct BarsPlot {
    Drawing drawing;                       // bars, +infinity bars, marks, the baseline, the label
    std::vector<PlacedBarColumn> columns;  // the keys' columns, left to right
    float left = 0, right = 0;             // the area
    float top = 0, bottom = 0;             // the bars stand on bottom (over the keys' numbers, if shown)
    float key_label_size = 0;              // the text size of the keys' numbers (0: not shown)
    float marks_top = 0, marks_bottom = 0;
    float keys_right = 0;                  // where the keys' columns end and the +infinity positions begin
    uint32_t virtual_columns = 0;          // the +infinity positions' columns (past one per unit, fewer than them)

    // The column under (x, y), from the top of the bars to the bottom of the marks.
    std::optional<size_t> column_at(float x, float y) const;
    // The column that holds key position `position` (nullopt past the keys).
    std::optional<size_t> column_of(uint32_t position) const;
    // The columns holding any of positions [first, end), as the x extent of their bars.
    struct Extent {
        float x0, x1;
    };
    std::optional<Extent> extent_of(uint32_t first, uint32_t end) const;
};

// What the bars of `keys` (raw bits of `type`) scale by, the one rule of the screen and the frames: each
// key's height, in the key order, linear in its value (u32 and i32 keys by their order, which is; f32
// keys by their value where all are finite, else by their order: infinities and NaNs have no height), and
// the floor they stand on: the height of 0 where no key is negative, else the smallest key's.
struct BarHeights {
    std::vector<uint32_t> heights;  // BarKeys::heights
    uint32_t floor = 0;             // BarKeys::floor
    uint32_t lowest = 0, top = 0;   // the smallest and largest height: the colour ramp's ends, and top
};
BarHeights bar_heights(algo::KeyType type, std::span<const uint32_t> keys);
// The same into `bars`, reusing its vector (the app's bars view, every step at n = 2^20): the passes over
// the keys run split across the CPU's threads (algo::parallel_for).
void bar_heights(algo::KeyType type, std::span<const uint32_t> keys, BarHeights& bars);
// BarKeys scaled and coloured by `heights` (which must outlive them): heights, floor, top and the colour
// ramp's ends; the rest as BarKeys starts.
BarKeys bar_keys_of(const BarHeights& heights);

// Lays the bars out between left and right, reaching up to `top` (less the headroom) and standing on
// `bottom`, or, where the keys' numbers are shown, on their row at the bottom of the area; the marks hang
// below, mark_gap under `bottom`. Edges rather than a size, so that the caller's coordinates come back
// exactly. The numbers are shown where one key has a column of its own and every number fits in 85% of
// its bar at a size of at least key_label_min (all at one size): no number leaves its bar's column, so
// none overlaps another.
BarsPlot layout_bars_plot(const BarKeys& keys, const BarsStyle& style, float left, float top, float right, float bottom);

}  // namespace sortscope::diagram
