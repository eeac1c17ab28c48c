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
#include <vector>

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

// The fills of a row's keys: a paint per key; or a few paints and each key's index into them (the radix
// picture's bins: no paint per key to make every step at n = 2^20); or one paint for `count` keys (a row
// not filled yet).
class RowFills {
public:
    RowFills(std::span<const Paint> each) : m_paints(each), m_count(each.size()) {}  // NOLINT: implicit, a paint per key
    RowFills(const std::vector<Paint>& each) : RowFills(std::span<const Paint>(each)) {}  // NOLINT: implicit too
    static RowFills by_index(std::span<const uint32_t> index, std::span<const Paint> paints) {
        RowFills fills(paints);
        fills.m_index = index;
        fills.m_count = index.size();
        return fills;
    }
    static RowFills all(Paint paint, size_t count) {
        RowFills fills(std::span<const Paint>{});
        fills.m_all = paint;
        fills.m_count = count;
        return fills;
    }

    size_t size() const { return m_count; }
    const Paint& operator[](size_t key) const {
        if (m_all) return *m_all;
        return m_index.empty() ? m_paints[key] : m_paints[m_index[key]];
    }

private:
    std::span<const Paint> m_paints;
    std::span<const uint32_t> m_index;
    std::optional<Paint> m_all;
    size_t m_count = 0;
};

// Boxes filled with `fills` (one per key); the labels inside where they fit; `outline` (optional)
// outlines one key. Past one key per pixel each pixel column shows the key at its middle, and runs of
// one fill are one box (a sorted row is a few bands), so the cost follows the width, not n.
void add_key_row(Picture& picture, const KeyRow& row, const RowFills& fills, const RowLabels& labels,
                 std::optional<uint32_t> outline, Paint outline_paint);

// A curve from the bottom of key `from` in `upper` to the top of key `to` in `lower`, with an arrowhead
// when `arrow`.
void add_flow(Picture& picture, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, Paint paint, float thickness,
              bool arrow);

}  // namespace sortscope::ui
