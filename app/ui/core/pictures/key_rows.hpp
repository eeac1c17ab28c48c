// Rows of keys as boxes, and curves from a key in one row to its place in another: the building blocks
// of the radix picture (keys flowing through their bins), the rank picture (each key with an arrow to its
// output position) and Predict mode's. A row is n equal cells across a given width. Pure geometry and
// Picture shapes: the screen draws them with draw_picture (screen/pictures/key_rows.hpp draws them
// straight into an ImDrawList for Predict mode).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "core/pictures/picture.hpp"

namespace sortscope::ui {

struct KeyRow {
    float left = 0, top = 0, width = 0, height = 0;
    uint32_t count = 0;

    float cell() const { return count > 0 ? width / static_cast<float>(count) : width; }
    float centre(uint32_t i) const { return left + (static_cast<float>(i) + 0.5f) * cell(); }
    float bottom() const { return top + height; }
    // The key at a point (anything with x and y: a Point, an ImVec2), if it is on the row.
    template <typename P>
    std::optional<uint32_t> index_at(const P& point) const {
        return index_at_xy(point.x, point.y);
    }
    std::optional<uint32_t> index_at_xy(float x, float y) const;
};

// The key under `point`: the upper row's key there, or the key whose destination (in `lower`) is there.
std::optional<uint32_t> key_at(Point point, const KeyRow& upper, const KeyRow& lower, std::span<const uint32_t> destination);

// How a row's labels are written: in which font and paint, measured how.
struct RowLabels {
    std::span<const std::string> texts;  // one per key, or none
    PictureFont font = PictureFont::Small;
    const TextMetrics* metrics = nullptr;
    Paint paint;
};

// Boxes filled with `fills` (one per key); the labels inside where they fit; `outline` (optional)
// outlines one key. Past one key per pixel each pixel column shows the key at its middle, and runs of
// one fill are one box (a sorted row is a few bands), so the cost follows the width, not n.
void add_key_row(Picture& picture, const KeyRow& row, std::span<const Paint> fills, const RowLabels& labels,
                 std::optional<uint32_t> outline, Paint outline_paint);

// A curve from the bottom of key `from` in `upper` to the top of key `to` in `lower`, with an arrowhead
// when `arrow`.
void add_flow(Picture& picture, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, Paint paint, float thickness,
              bool arrow);

}  // namespace sortscope::ui
