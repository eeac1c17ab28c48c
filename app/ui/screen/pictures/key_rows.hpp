// Rows of keys as boxes, and lines from a key in one row to its place in another: the building blocks
// of the radix picture (keys flowing through their bins) and the rank picture (each key with an arrow
// to its output position). A row is n equal cells across a given width.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

namespace sortscope::ui {

struct KeyRow {
    float left = 0, top = 0, width = 0, height = 0;
    uint32_t count = 0;

    float cell() const { return count > 0 ? width / static_cast<float>(count) : width; }
    float centre(uint32_t i) const { return left + (static_cast<float>(i) + 0.5f) * cell(); }
    float bottom() const { return top + height; }
    std::optional<uint32_t> index_at(ImVec2 point) const;
};

// Boxes filled with `fills` (one per key); `labels` (optional, one per key) are drawn inside when they fit;
// `outline` (optional) outlines one key.
void draw_key_row(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills,
                  const std::vector<std::string>* labels, ImFont* font, float font_size, ImU32 text_colour,
                  std::optional<uint32_t> outline, ImU32 outline_colour);

// A line from the bottom of key `from` in `upper` to the top of key `to` in `lower`, with an arrowhead
// when `arrow`.
// The key under `point`: the upper row's key there, or the key whose destination (in `lower`) is there.
std::optional<uint32_t> key_at(ImVec2 point, const KeyRow& upper, const KeyRow& lower,
                               std::span<const uint32_t> destination);

void draw_flow(ImDrawList* list, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, ImU32 colour,
               float thickness, bool arrow);

}  // namespace sortscope::ui
