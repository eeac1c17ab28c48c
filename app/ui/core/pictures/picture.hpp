// What a picture's layout hands its drawing: shapes in drawing order, in screen pixels, coloured by what
// they mean (the palette's text, accent and hover, the value ramp, or a fixed fill) rather than by an
// ImGui colour, so that layouts need no window and tests read what they placed. Texts are placed by
// their top-left corner in one of the app's fonts, as the layout measured them (TextMetrics). The screen
// draws a Picture with draw_picture (screen/pictures/draw_picture.hpp).
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::ui {

enum class Tone : uint8_t {
    Text,     // the palette's: body text
    DimText,  // secondary text, axes
    Accent,   // what the picture is about now
    Hover,    // what the mouse is over
    Plate,    // behind a chart
    Ramp,     // the value ramp at Paint::ramp (the keys' colours, in the colour theme in use)
    Fixed,    // Paint::rgba, the same in every theme
};

struct Paint {
    Tone tone = Tone::Text;
    float ramp = 0.0f;        // Tone::Ramp: where on the ramp, 0..1
    diagram::Rgba rgba = {};  // Tone::Fixed
    uint8_t alpha = 255;      // over the tone's own alpha (palette tones, the ramp)
    bool darker = false;      // every channel at 3/4: neighbours told apart without a gap

    bool operator==(const Paint&) const = default;
};

struct Point {
    float x = 0, y = 0;
};

struct PictureBox {
    float x0, y0, x1, y1;
    Paint paint;
    float rounding = 0.0f;
    float outline = 0.0f;  // 0: filled; else an outline this thick
};

// The fonts a picture writes in (the app's small, body and mono fonts).
enum class PictureFont : uint8_t { Small, Body, Mono };

// A rectangle that a text is cut to.
struct Clip {
    float x0, y0, x1, y1;
};

struct PictureText {
    float x, y;  // top left
    std::string text;
    Paint paint;
    float wrap = 0.0f;          // the width to wrap at; 0: one line
    std::optional<Clip> clip;   // drawn only inside this
    PictureFont font = PictureFont::Small;
};

struct PictureLine {
    Point a, b;
    Paint paint;
    float thickness = 1.0f;
};

// A quadratic Bezier curve from a to b, bending toward `control`.
struct PictureCurve {
    Point a, control, b;
    Paint paint;
    float thickness = 1.0f;
};

// A cubic Bezier curve from a to b, leaving a toward c1 and arriving at b from c2, drawn in `segments`
// straight pieces (0: as many as the drawing finds smooth).
struct PictureCubic {
    Point a, c1, c2, b;
    Paint paint;
    float thickness = 1.0f;
    int segments = 0;
};

struct PicturePolyline {
    std::vector<Point> points;
    Paint paint;
    float thickness = 1.0f;
};

// A filled polygon of three or four corners (a quad's in order around it).
struct PicturePolygon {
    std::vector<Point> corners;
    Paint paint;
};

struct PictureDot {
    Point centre;
    float radius;
    Paint paint;
};

using PictureShape =
    std::variant<PictureBox, PictureText, PictureLine, PictureCurve, PictureCubic, PicturePolyline, PicturePolygon, PictureDot>;

struct Picture {
    std::vector<PictureShape> shapes;

    template <typename Shape>
    void add(Shape shape) { shapes.emplace_back(std::move(shape)); }
};

// The size of a text in the picture's font: one line, or wrapped at `wrap` pixels (ImGui's rule: at
// spaces, a word too long for a line standing alone).
struct TextSize {
    float width = 0, height = 0;
};
struct TextMetrics {
    float size = 0.0f;  // the font's pixel size: the height of a line
    std::function<TextSize(const std::string& text, float wrap)> measure;

    TextSize operator()(const std::string& text, float wrap = 0.0f) const { return measure(text, wrap); }
    // The width rounded up to whole pixels, as ImGui's widgets measure text (CalcTextSize).
    float whole_width(const std::string& text) const { return std::floor(measure(text, 0.0f).width + 0.99999f); }
};

// The metrics of each of a picture's fonts.
struct PictureFonts {
    TextMetrics small, body, mono;

    const TextMetrics& operator[](PictureFont font) const {
        return font == PictureFont::Body ? body : font == PictureFont::Mono ? mono : small;
    }
};

// Dark text on light fills (tiles, bins, keys), the same in every theme.
inline constexpr diagram::Rgba kDarkInk{10, 10, 14, 255};

// Paints by tone.
inline Paint tone(Tone tone, uint8_t alpha = 255) { return Paint{tone, 0.0f, {}, alpha, false}; }
inline Paint fixed(diagram::Rgba rgba) { return Paint{Tone::Fixed, 0.0f, rgba, 255, false}; }
inline Paint ramp(float t, uint8_t alpha = 255) { return Paint{Tone::Ramp, t, {}, alpha, false}; }

}  // namespace sortscope::ui
