// Drawing primitives: what a layout produces and every renderer draws (ImDrawList on screen; SVG, TikZ,
// PDF and PNG in files). Shapes carry a Role, not a colour: the renderer asks the Theme for the colour,
// so one layout serves the light, dark and mono looks. Coordinates are in points (1/72 inch; one pixel
// at scale 1), y down, origin at the top left.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
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
    KeyBar,            // a key as a bar, filled with RectShape::fill (its value's colour)
    VirtualBar,        // a position >= n of a power-of-two network: +infinity, never touched
    ComparedMark,      // under a bar: the step compared this position and left its key
    MovedMark,         // under a bar: the step changed the key at this position
    KeyLabel,          // under a bar: its key, as the user gave it
    // The step pictures (radix, rank, onesweep: step_picture.hpp)
    Text,              // their sentences and the words that matter now
    DimText,           // their labels, axes and secondary words
    Accent,            // what the picture is about now (the tile and bin explained, a running sum)
    Hover,             // the key traced through the picture
    Plate,             // behind a chart, or a row not filled yet
    Ink,               // dark text on light fills (keys, bins, tiles), the same in every theme
    OwnColour,         // a key's or a bin's colour: the shape's `fill` (value_colour's ramp, or the app's)
    NotReadyStatus,    // onesweep's status words: a tile that has published nothing yet,
    AggregateStatus,   //   its own keys of a bin (an aggregate),
    PrefixStatus,      //   the bin's keys up to and with it (an inclusive prefix)
    PortableTile,      // onesweep's tiles on the portable path (no status words)
    MarkedComparator,  // a comparator drawn marked: one that never swaps on any input (--mark-redundant)
};

struct Rgba {
    uint8_t r = 0, g = 0, b = 0, a = 255;

    bool operator==(const Rgba&) const = default;
};

enum class Theme { Light, Dark, Mono };
Rgba colour(Theme theme, Role role);

// The colour of a key by where it sits between the smallest and largest key, `t` in [0, 1] (clamped):
// blue, teal, green, amber, red-orange, so sorted keys read as a smooth ramp and a swap shows as a jump
// in colour as well as in height.
Rgba value_colour(float t);

// Where `order` sits between `lo` and `hi`, in [0, 1] (0.5 when they are equal): the t of value_colour
// and of the app's themed ramps.
float value_fraction(uint32_t order, uint32_t lo, uint32_t hi);

struct RectShape {
    float x, y, width, height;
    Role role;
    Rgba fill = {};  // Role::KeyBar only: the bar's own colour
    // Role::KeyBar only: the bar fades from `fill` at its top to this at its bottom (a column of many
    // keys spanning the colours of their values).
    std::optional<Rgba> fill_bottom = {};
    float rounding = 0.0f;  // corner radius
    float outline = 0.0f;   // 0: filled; else only its outline, this thick (centred on its edges)
    uint8_t alpha = 255;    // the colour's opacity (Role::OwnColour: over fill's own)
    bool darker = false;    // its colour darkened (darker()): tiles too narrow for a gap between them
};

// A rectangle's colour: the theme's colour for its role, or its own fill for a key bar (in grey under
// the mono theme, keeping its lightness); with `bottom`, the colour a fading key bar ends in. The
// rectangle's alpha and darkening are applied.
Rgba colour(Theme theme, const RectShape& rect, bool bottom = false);

// Whether shapes of `role` carry their colour in `fill` (a key bar, Role::OwnColour).
inline bool own_colour(Role role) { return role == Role::KeyBar || role == Role::OwnColour; }

// A shape's colour: the theme's for its role, or `fill` for a role of its own colour (grey under mono);
// `alpha` (255: opaque) replaces the colour's alpha.
Rgba colour(Theme theme, Role role, Rgba fill, uint8_t alpha);

// Every channel at 3/4: neighbours of one colour told apart without a gap.
Rgba darker(Rgba colour);

struct LineShape {
    float x0, y0, x1, y1;
    float width;
    Role role;
    bool dashed = false;
    Rgba fill = {};        // Role::OwnColour only
    uint8_t alpha = 255;
};

// A cubic Bezier curve from (x[0], y[0]) to (x[3], y[3]), leaving toward point 1 and arriving from point
// 2: the flows of keys to their places, the look-back's walk.
struct CurveShape {
    float x[4], y[4];
    float width;
    Role role;
    Rgba fill = {};  // Role::OwnColour only
    uint8_t alpha = 255;
};

// Straight segments through `points` (x0, y0, x1, y1, ...), joined: a running sum's staircase.
struct PolylineShape {
    std::vector<float> points;
    float width;
    Role role;
    uint8_t alpha = 255;
};

// A filled convex quadrilateral, corners in order around it (a magnified range's funnel).
struct QuadShape {
    float x[4], y[4];
    Role role;
    uint8_t alpha = 255;
};

struct DotShape {
    float x, y, radius;
    Role role;
};

// A filled triangle: the arrowhead of a descending comparator, or of a flow.
struct TriangleShape {
    float x[3], y[3];
    Role role;
    Rgba fill = {};  // Role::OwnColour only
    uint8_t alpha = 255;
};

enum class Anchor : uint8_t { Left, Centre, Right };
// The typeface: the proportional one, or the monospaced one the keys are written in.
enum class Face : uint8_t { Sans, Mono };

struct TextShape {
    float x, y;  // the baseline point the anchor refers to
    float size;  // font size in points
    std::string text;
    Anchor anchor;
    Role role;
    Face face = Face::Sans;
};

// Renderers draw the layers in this order: rects, quads, lines, polylines, curves, triangles, dots, texts, then
// the drawings `above`, each the same way (paint() below): a picture whose curves run under its boxes
// puts the boxes in a drawing above.
struct Drawing {
    float width = 0;
    float height = 0;
    std::vector<RectShape> rects;
    std::vector<QuadShape> quads;
    std::vector<LineShape> lines;
    std::vector<PolylineShape> polylines;
    std::vector<CurveShape> curves;
    std::vector<TriangleShape> triangles;
    std::vector<DotShape> dots;
    std::vector<TextShape> texts;
    std::vector<Drawing> above;
};

// A renderer: paint() hands it every shape of a drawing, layer by layer, so each format only says how
// to draw one shape (SVG and TikZ text, cairo paths, the GUI's ImDrawList) and the order is kept once.
class Painter {
public:
    virtual ~Painter() = default;
    virtual void rect(const RectShape& rect) = 0;
    virtual void quad(const QuadShape& quad) = 0;
    virtual void line(const LineShape& line) = 0;
    virtual void polyline(const PolylineShape& polyline) = 0;
    virtual void curve(const CurveShape& curve) = 0;
    virtual void triangle(const TriangleShape& triangle) = 0;
    virtual void dot(const DotShape& dot) = 0;
    virtual void text(const TextShape& text) = 0;
};

void paint(const Drawing& drawing, Painter& painter);

// How many shapes of each kind and role were painted: renderers fill one in as they draw, so tests can
// check that what reached a PNG or PDF is what the layout placed.
struct ShapeCounts {
    static constexpr size_t kRoles = static_cast<size_t>(Role::MarkedComparator) + 1;
    size_t rects[kRoles] = {};
    size_t quads[kRoles] = {};
    size_t lines[kRoles] = {};
    size_t polylines[kRoles] = {};
    size_t curves[kRoles] = {};
    size_t triangles[kRoles] = {};
    size_t dots[kRoles] = {};
    size_t texts[kRoles] = {};

    static size_t index(Role role) { return static_cast<size_t>(role); }
};

// The CSS-style name of a role ("comparator", "dispatch-rule"): SVG classes, TikZ colour names.
const char* role_name(Role role);

// A rough text width for layout (renderers' fonts differ; this errs wide): 0.6 em per character.
float estimated_text_width(const std::string& text, float size);

}  // namespace sortscope::diagram
