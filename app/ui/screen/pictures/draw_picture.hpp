// Draws a Picture (core/pictures/picture.hpp) into an ImDrawList: each shape as laid out, its colour from
// the palette, the value ramp in the colour theme in use, or its fixed fill; texts in the app's font the
// layout measured them in.
#pragma once

#include <optional>

#include <imgui.h>

#include "core/look/layout.hpp"
#include "core/pictures/picture.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

// An ImGui font at a size.
struct FontFace {
    ImFont* font = nullptr;
    float size = 0.0f;
};

// The faces of a picture's PictureFont roles.
struct PictureFontFaces {
    FontFace small, body, mono;

    static PictureFontFaces of(const Fonts& fonts) {
        return {{fonts.small, fonts.small->FontSize}, {fonts.body, fonts.body->FontSize}, {fonts.mono, fonts.mono->FontSize}};
    }
    const FontFace& operator[](PictureFont font) const { return font == PictureFont::Body ? body : font == PictureFont::Mono ? mono : small; }
};

ImU32 paint_colour(const Paint& paint, const Palette& colours);

// What a face measures, as the layouts ask.
TextMetrics text_metrics(const FontFace& face);
PictureFonts picture_fonts(const PictureFontFaces& faces);

void draw_picture(ImDrawList* list, const Picture& picture, const Palette& colours, const PictureFontFaces& faces);

// What a picture's layout is given of the current view: the content region left from the cursor, and
// the mouse where the view is hovered.
PanelRect content_rect();
std::optional<Point> mouse_in_view();

}  // namespace sortscope::ui
