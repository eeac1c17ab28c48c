// The step pictures on screen: what their layouts (diagram/: radix_layout.hpp, rank_layout.hpp, ...)
// are given of the app (its fonts, measured by ImGui; its colour theme's ramp; the
// view's rectangle and the mouse), and the look draw_drawing draws them in (the palette's colours for
// the pictures' roles, the app's fonts for their texts). A picture's coordinates are screen pixels.
#pragma once

#include <optional>

#include <imgui.h>

#include "core/look/layout.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/look/theme.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::ui {

// The app's small, body and mono fonts as a picture measures them, and the ramp in the colour theme in use.
diagram::PictureStyle picture_style(const Fonts& fonts);

// The palette's colours for the pictures' roles, and the app's fonts for their texts.
DrawingLook picture_look(const Palette& colours, const Fonts& fonts);

// Draws a picture laid out in screen pixels into the current window.
void draw_picture(const diagram::Drawing& drawing, const Palette& colours, const Fonts& fonts);

// What a picture's layout is given of the current view: the content region left from the cursor, and
// the mouse where the view is hovered.
diagram::PictureRect content_rect();
std::optional<diagram::PicturePoint> mouse_in_view();

}  // namespace sortscope::ui
