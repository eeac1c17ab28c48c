// Draws a Picture (core/pictures/picture.hpp) into an ImDrawList: each shape as laid out, its colour from
// the palette, the value ramp in the colour theme in use, or its fixed fill; texts in the one font the
// layout measured with.
#pragma once

#include <imgui.h>

#include "core/pictures/picture.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

ImU32 paint_colour(const Paint& paint, const Palette& colours);

// What `font` at `font_size` measures, as the layouts ask.
TextMetrics text_metrics(ImFont* font, float font_size);

void draw_picture(ImDrawList* list, const Picture& picture, const Palette& colours, ImFont* font, float font_size);

}  // namespace sortscope::ui
