// Rows of keys as boxes, and curves from a key in one row to its place in another: the building blocks
// of the radix picture (keys flowing through their bins), the rank picture (each key with an arrow to its
// output position) and Predict mode's. A row is n equal cells across a given width.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::diagram {

// A shape's colour as a layout chooses it: a role's, or (Role::OwnColour) its own fill; at an opacity.
struct Ink {
    Role role = Role::Text;
    Rgba fill = {};
    uint8_t alpha = 255;

    bool operator==(const Ink&) const = default;
};

inline Ink role_ink(Role role, uint8_t alpha = 255) { return {role, {}, alpha}; }
inline Ink own_ink(Rgba fill, uint8_t alpha = 255) { return {Role::OwnColour, fill, alpha}; }

struct KeyRow {
    float left = 0, top = 0, width = 0, height = 0;
    uint32_t count = 0;

    float cell() const { return count > 0 ? width / static_cast<float>(count) : width; }
    float centre(uint32_t i) const { return left + (static_cast<float>(i) + 0.5f) * cell(); }
    float bottom() const { return top + height; }
    // The key at a point (anything with x and y: an ImVec2, a PicturePoint), if it is on the row.
    template <typename P>
    std::optional<uint32_t> index_at(const P& point) const {
        return index_at_xy(point.x, point.y);
    }
    std::optional<uint32_t> index_at_xy(float x, float y) const;
};

// The key under `point`: the upper row's key there, or the key whose destination (in `lower`) is there.
std::optional<uint32_t> key_at(PicturePoint point, const KeyRow& upper, const KeyRow& lower, std::span<const uint32_t> destination);

// How a row's labels are written: in which font and colour.
struct RowLabels {
    std::span<const std::string> texts;  // one per key, or none
    const TextMetrics* font = nullptr;
    Role role = Role::Ink;
};

// The fills of a row's keys: one per key; or a few and each key's index into them (the radix picture's
// bins: no fill per key to make every step at n = 2^20); or one for `count` keys (a row not filled yet).
class RowFills {
public:
    RowFills(std::span<const Ink> each) : m_inks(each), m_count(each.size()) {}  // NOLINT: implicit, a fill per key
    RowFills(const std::vector<Ink>& each) : RowFills(std::span<const Ink>(each)) {}  // NOLINT: implicit too
    static RowFills by_index(std::span<const uint32_t> index, std::span<const Ink> inks) {
        RowFills fills(inks);
        fills.m_index = index;
        fills.m_count = index.size();
        return fills;
    }
    static RowFills all(Ink ink, size_t count) {
        RowFills fills(std::span<const Ink>{});
        fills.m_all = ink;
        fills.m_count = count;
        return fills;
    }

    size_t size() const { return m_count; }
    const Ink& operator[](size_t key) const {
        if (m_all) return *m_all;
        return m_index.empty() ? m_inks[key] : m_inks[m_index[key]];
    }

private:
    std::span<const Ink> m_inks;
    std::span<const uint32_t> m_index;
    std::optional<Ink> m_all;
    size_t m_count = 0;
};

// A rectangle from (x0, y0) to (x1, y1) in `ink`, with rounded corners, or its outline only.
void add_box(Drawing& drawing, float x0, float y0, float x1, float y1, Ink ink, float rounding = 0.0f, float outline = 0.0f);

// Boxes filled with `fills` (one per key); the labels inside where they fit; `outline` (optional)
// outlines one key in `outline_ink`. Past one key per pixel each pixel column shows the key at its
// middle, and runs of one fill are one box (a sorted row is a few bands), so the cost follows the width.
void add_key_row(Drawing& drawing, const KeyRow& row, const RowFills& fills, const RowLabels& labels, std::optional<uint32_t> outline,
                 Ink outline_ink);

// A curve from the bottom of key `from` in `upper` to the top of key `to` in `lower`, with an arrowhead
// when `arrow`.
void add_flow(Drawing& drawing, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, Ink ink, float thickness, bool arrow);

}  // namespace sortscope::diagram
