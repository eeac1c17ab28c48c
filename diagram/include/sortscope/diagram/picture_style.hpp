// How the step pictures (radix, rank, onesweep) are placed and written: their rectangle, their fonts
// measured the way the renderer that draws them will write them (the app's ImGui fonts on screen;
// estimated_text_width in files), their colour ramp, and texts placed by their top-left corner and wrapped by the layout, so renderers only draw lines of
// text at a baseline. A line of text is `size` high; its baseline sits 0.8 of that under its top.
#pragma once

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

struct TextMetrics {
    float size = 0.0f;  // the font's size: the height of a line
    Face face = Face::Sans;
    std::function<float(const std::string& text)> width;  // of one line

    // The width rounded up to whole pixels, as ImGui's widgets measure text.
    float whole_width(const std::string& text) const { return std::floor(width(text) + 0.99999f); }
    // `text` in lines no wider than `wrap` (0: one line), broken at spaces; a word too long for a line
    // stands alone on its own.
    std::vector<std::string> lines(const std::string& text, float wrap) const;
    float height(const std::string& text, float wrap = 0.0f) const;
};

// Where a picture goes: its rectangle, in the drawing's coordinates (screen pixels, or points in files).
struct PictureRect {
    float x = 0, y = 0, width = 0, height = 0;
};

// A point of a picture (the mouse, a curve's end).
struct PicturePoint {
    float x = 0, y = 0;
};

// The fonts of a picture: small (most words), body (rows' names), mono (keys).
struct PictureFonts {
    TextMetrics small, body, mono;
};

// How a picture is drawn: its fonts and the colours of keys and bins by where they sit on the value
// ramp, t in [0, 1] (value_colour in files, the app's colour theme on screen).
struct PictureStyle {
    PictureFonts fonts;
    std::function<Rgba(float t)> ramp = value_colour;
};

// The style of exported pictures: fonts of 10, 13 and 12 points measured with estimated_text_width.
PictureStyle file_picture_style();

// One line of `text` with its top-left corner at (x, top).
void add_text(Drawing& drawing, float x, float top, const std::string& text, Role role, const TextMetrics& font);

// `text` wrapped at `wrap` from (x, top) down, a line at a time; lines reaching below `bottom` are left
// out. Returns the lines' height.
float add_wrapped_text(Drawing& drawing, float x, float top, const std::string& text, Role role, const TextMetrics& font, float wrap,
                       float bottom = INFINITY);

}  // namespace sortscope::diagram
