// Draws a diagram::Drawing (the same primitives the exports write) into an ImDrawList under a zoom and
// pan: screen = origin + scale * drawing point. Shapes outside the clip rectangle are skipped, so a
// large network costs only what is visible. The network view draws in a diagram theme's colours; the
// bars view in its palette's (a DrawingLook).
#pragma once

#include <functional>

#include <imgui.h>

#include "core/look/colour_theme.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::ui {

struct DrawingTransform {
    ImVec2 origin;  // screen position of the drawing's (0, 0)
    float scale = 1.0f;

    ImVec2 to_screen(float x, float y) const { return ImVec2(origin.x + x * scale, origin.y + y * scale); }
    ImVec2 to_drawing(ImVec2 screen) const { return ImVec2((screen.x - origin.x) / scale, (screen.y - origin.y) / scale); }
};

// How a drawing looks on screen. Key bars keep their own fill (the screen has no mono theme).
struct DrawingLook {
    std::function<ImU32(diagram::Role)> colour;  // every other shape's colour, by its role
    ImFont* font = nullptr;                      // draws the texts (none without it)
    std::function<ImFont*(diagram::Face, float size)> font_for;  // or this, per face and size (the pictures' fonts)
    float pixels_per_point = 1.25f;              // text sizes: points to pixels, roughly, at scale 1
    bool background = true;                      // fill the Background role's rects
    bool outlined_compared = false;              // the colour-blind theme: compared marks at least 4
                                                 // pixels wide drawn as outlines, told apart by shape
};

ImU32 im_colour(diagram::Theme theme, diagram::Role role);
// The value ramp as an ImGui colour: keys, bins and bars along one ramp, diagram::value_colour's
// blue-to-red in the standard theme, blue-to-yellow in the colour-blind one (theme_ramp).
ImU32 ramp_colour(float t, uint8_t alpha = 255);
// The theme ramp_colour follows: set by the app before a frame is drawn, read by every view.
void use_ramp_theme(ColourTheme theme);
ColourTheme ramp_theme();

// Texts below 6 px on screen are skipped; a text's baseline sits 0.8 of its line height under its top.
// Shapes of their own colour (diagram::own_colour) keep it; the others take the look's colour for their
// role, with the shape's alpha.
void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& transform,
                  const DrawingLook& look);
// In a diagram theme's colours, `text_font` drawing the texts.
void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& transform,
                  diagram::Theme theme, ImFont* text_font, bool draw_background = true);

}  // namespace sortscope::ui
