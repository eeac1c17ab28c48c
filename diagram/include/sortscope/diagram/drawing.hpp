// Drawing primitives: what a layout produces and every renderer draws (ImDrawList on screen; SVG, TikZ,
// PDF and PNG in files). Shapes carry a Role, not a colour: the renderer asks the Theme for the colour,
// so one layout serves the light, dark and mono looks. Coordinates are in points (1/72 inch; one pixel
// at scale 1), y down, origin at the top left.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sortscope::diagram {

enum class Role : uint8_t {
    Background,        // the page
    DispatchShade,     // band behind every other dispatch (--shade)
    HighlightShade,    // band behind the highlighted dispatch
    Wire,              // a key position, left to right
    WireLabel,         // its index
    StageRule,         // thin rule between stages fused into one dispatch
    DispatchRule,      // heavy rule between dispatches
    Comparator,        // a comparator's segment and dots
    HighlightComparator,  // a comparator of the highlighted dispatch
    SwappedComparator,    // a comparator that exchanged its keys (the GUI's current step)
    Caption,           // the caption line
    DispatchLabel,     // a dispatch's number above its band
};

struct Rgba {
    uint8_t r = 0, g = 0, b = 0, a = 255;
};

enum class Theme { Light, Dark, Mono };
Rgba colour(Theme theme, Role role);

struct RectShape {
    float x, y, width, height;
    Role role;
};

struct LineShape {
    float x0, y0, x1, y1;
    float width;
    Role role;
    bool dashed = false;
};

struct DotShape {
    float x, y, radius;
    Role role;
};

// A filled triangle: the arrowhead of a descending comparator.
struct TriangleShape {
    float x[3], y[3];
    Role role;
};

enum class Anchor : uint8_t { Left, Centre, Right };

struct TextShape {
    float x, y;  // the baseline point the anchor refers to
    float size;  // font size in points
    std::string text;
    Anchor anchor;
    Role role;
};

// Renderers draw the layers in this order: rects, lines, triangles, dots, texts.
struct Drawing {
    float width = 0;
    float height = 0;
    std::vector<RectShape> rects;
    std::vector<LineShape> lines;
    std::vector<TriangleShape> triangles;
    std::vector<DotShape> dots;
    std::vector<TextShape> texts;
};

// A rough text width for layout (renderers' fonts differ; this errs wide): 0.6 em per character.
float estimated_text_width(const std::string& text, float size);

}  // namespace sortscope::diagram
