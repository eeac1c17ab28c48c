// Key rows and flows drawn straight into an ImDrawList in ImGui colours, for a view that lays out no
// picture of its own (Predict mode): diagram/key_rows.hpp's rows and flows, drawn at once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "sortscope/diagram/key_rows.hpp"

namespace sortscope::ui {

using diagram::KeyRow;

// Boxes filled with `fills` (one per key); `labels` (optional, one per key) are drawn inside when they fit;
// `outline` (optional) outlines one key.
void draw_key_row(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills,
                  const std::vector<std::string>* labels, ImFont* font, float font_size, ImU32 text_colour,
                  std::optional<uint32_t> outline, ImU32 outline_colour);

// A line from the bottom of key `from` in `upper` to the top of key `to` in `lower`, with an arrowhead
// when `arrow`.
void draw_flow(ImDrawList* list, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, ImU32 colour,
               float thickness, bool arrow);

}  // namespace sortscope::ui
