// Theme colours, the value ramp, the painting order and text estimates for drawings (see drawing.hpp).
#include "sortscope/diagram/drawing.hpp"

#include <algorithm>

namespace sortscope::diagram {

namespace {

// A role's colour in each theme, side by side.
struct ThemeColours {
    Rgba light;
    Rgba dark;
    Rgba mono;
};

ThemeColours theme_colours(Role role) {
    switch (role) {
        //                    light                  dark                   mono
        case Role::Background: return {{255, 255, 255, 255}, {19, 21, 26, 255}, {255, 255, 255, 255}};
        case Role::DispatchShade: return {{232, 238, 248, 255}, {32, 38, 52, 255}, {238, 238, 238, 255}};
        case Role::HighlightShade: return {{255, 236, 190, 255}, {70, 58, 28, 255}, {210, 210, 210, 255}};
        case Role::Wire: return {{60, 60, 60, 255}, {150, 156, 168, 255}, {0, 0, 0, 255}};
        case Role::WireLabel: return {{40, 40, 40, 255}, {200, 204, 212, 255}, {0, 0, 0, 255}};
        case Role::StageRule: return {{170, 170, 170, 255}, {70, 76, 90, 255}, {160, 160, 160, 255}};
        case Role::DispatchRule: return {{125, 145, 185, 255}, {110, 140, 200, 255}, {90, 90, 90, 255}};
        case Role::Comparator: return {{0, 0, 0, 255}, {238, 240, 245, 255}, {0, 0, 0, 255}};
        case Role::HighlightComparator: return {{200, 80, 0, 255}, {255, 200, 80, 255}, {0, 0, 0, 255}};
        case Role::SwappedComparator: return {{210, 30, 60, 255}, {255, 95, 110, 255}, {0, 0, 0, 255}};
        case Role::Caption: return {{20, 20, 20, 255}, {235, 237, 242, 255}, {0, 0, 0, 255}};
        case Role::DispatchLabel: return {{90, 110, 150, 255}, {140, 170, 230, 255}, {0, 0, 0, 255}};
        case Role::KeyBar: return {{128, 128, 128, 255}, {128, 128, 128, 255}, {128, 128, 128, 255}};
        case Role::VirtualBar: return {{222, 222, 222, 255}, {52, 56, 66, 255}, {225, 225, 225, 255}};
        case Role::ComparedMark: return {{185, 185, 185, 255}, {95, 100, 115, 255}, {170, 170, 170, 255}};
        case Role::MovedMark: return {{20, 20, 20, 255}, {240, 242, 246, 255}, {0, 0, 0, 255}};
        case Role::KeyLabel: return {{20, 20, 20, 255}, {235, 237, 242, 255}, {0, 0, 0, 255}};
        case Role::Text: return {{20, 20, 20, 255}, {235, 237, 242, 255}, {0, 0, 0, 255}};
        case Role::DimText: return {{100, 104, 112, 255}, {150, 156, 168, 255}, {90, 90, 90, 255}};
        case Role::Accent: return {{200, 80, 0, 255}, {255, 200, 80, 255}, {0, 0, 0, 255}};
        case Role::Hover: return {{210, 30, 60, 255}, {255, 95, 110, 255}, {0, 0, 0, 255}};
        case Role::Plate: return {{236, 238, 242, 255}, {32, 36, 46, 255}, {238, 238, 238, 255}};
        case Role::Ink: return {{10, 10, 14, 255}, {10, 10, 14, 255}, {0, 0, 0, 255}};
        case Role::OwnColour: return {{128, 128, 128, 255}, {128, 128, 128, 255}, {128, 128, 128, 255}};
        case Role::NotReadyStatus: return {{62, 64, 74, 255}, {62, 64, 74, 255}, {70, 70, 70, 255}};
        case Role::AggregateStatus: return {{240, 150, 50, 255}, {240, 150, 50, 255}, {175, 175, 175, 255}};
        case Role::PrefixStatus: return {{80, 195, 110, 255}, {80, 195, 110, 255}, {215, 215, 215, 255}};
        case Role::PortableTile: return {{125, 135, 155, 255}, {125, 135, 155, 255}, {190, 190, 190, 255}};
        case Role::MarkedComparator: return {{220, 40, 40, 255}, {255, 100, 100, 255}, {150, 150, 150, 255}};
    }
    return {{0, 0, 0, 255}, {0, 0, 0, 255}, {0, 0, 0, 255}};
}

}  // namespace

Rgba colour(Theme theme, Role role) {
    const ThemeColours colours = theme_colours(role);
    switch (theme) {
        case Theme::Light: return colours.light;
        case Theme::Dark: return colours.dark;
        case Theme::Mono: return colours.mono;
    }
    return {0, 0, 0, 255};
}

Rgba value_colour(float t) {
    // Five stops interpolated in sRGB; the low blue stays visible on the dark theme's background.
    static constexpr Rgba kStops[5] = {
        {70, 120, 235, 255}, {40, 190, 200, 255}, {110, 210, 90, 255}, {245, 195, 55, 255}, {240, 95, 65, 255}};
    t = std::clamp(t, 0.0f, 1.0f);
    const float scaled = t * 4.0f;
    const auto index = std::min(static_cast<size_t>(scaled), size_t{3});
    const float local = scaled - static_cast<float>(index);
    auto mix = [local](uint8_t a, uint8_t b) {
        return static_cast<uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * local + 0.5f);
    };
    const Rgba& a = kStops[index];
    const Rgba& b = kStops[index + 1];
    return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), 255};
}

float value_fraction(uint32_t order, uint32_t lo, uint32_t hi) {
    if (hi <= lo) return 0.5f;
    // double: a float cannot tell neighbouring uint32 keys apart, and the ratio is what matters here.
    return static_cast<float>(static_cast<double>(order - lo) / static_cast<double>(hi - lo));
}

namespace {

Rgba themed_fill(Theme theme, Rgba fill) {
    if (theme != Theme::Mono) return fill;
    // Rec. 709 luma, so the ramp stays a ramp in grey.
    const auto grey = static_cast<uint8_t>(0.2126f * fill.r + 0.7152f * fill.g + 0.0722f * fill.b + 0.5f);
    return {grey, grey, grey, fill.a};
}

}  // namespace

Rgba colour(Theme theme, Role role, Rgba fill, uint8_t alpha) {
    Rgba result = own_colour(role) ? themed_fill(theme, fill) : colour(theme, role);
    if (alpha != 255) result.a = alpha;
    return result;
}

Rgba darker(Rgba c) {
    auto three_quarters = [](uint8_t v) { return static_cast<uint8_t>((v >> 1) + (v >> 2)); };
    return {three_quarters(c.r), three_quarters(c.g), three_quarters(c.b), c.a};
}

Rgba colour(Theme theme, const RectShape& rect, bool bottom) {
    Rgba result = colour(theme, rect.role, bottom && rect.fill_bottom ? *rect.fill_bottom : rect.fill, rect.alpha);
    return rect.darker ? darker(result) : result;
}

void paint(const Drawing& drawing, Painter& painter) {
    for (const RectShape& rect : drawing.rects) painter.rect(rect);
    for (const QuadShape& quad : drawing.quads) painter.quad(quad);
    for (const LineShape& line : drawing.lines) painter.line(line);
    for (const PolylineShape& polyline : drawing.polylines) painter.polyline(polyline);
    for (const CurveShape& curve : drawing.curves) painter.curve(curve);
    for (const TriangleShape& triangle : drawing.triangles) painter.triangle(triangle);
    for (const DotShape& dot : drawing.dots) painter.dot(dot);
    for (const TextShape& text : drawing.texts) painter.text(text);
    for (const Drawing& layer : drawing.above) paint(layer, painter);
}

const char* role_name(Role role) {
    switch (role) {
        case Role::Background: return "background";
        case Role::DispatchShade: return "dispatch-shade";
        case Role::HighlightShade: return "highlight-shade";
        case Role::Wire: return "wire";
        case Role::WireLabel: return "wire-label";
        case Role::StageRule: return "stage-rule";
        case Role::DispatchRule: return "dispatch-rule";
        case Role::Comparator: return "comparator";
        case Role::HighlightComparator: return "highlight-comparator";
        case Role::SwappedComparator: return "swapped-comparator";
        case Role::Caption: return "caption";
        case Role::DispatchLabel: return "dispatch-label";
        case Role::KeyBar: return "key-bar";
        case Role::VirtualBar: return "virtual-bar";
        case Role::ComparedMark: return "compared-mark";
        case Role::MovedMark: return "moved-mark";
        case Role::KeyLabel: return "key-label";
        case Role::Text: return "text";
        case Role::DimText: return "dim-text";
        case Role::Accent: return "accent";
        case Role::Hover: return "hover";
        case Role::Plate: return "plate";
        case Role::Ink: return "ink";
        case Role::OwnColour: return "own-colour";
        case Role::NotReadyStatus: return "not-ready-status";
        case Role::AggregateStatus: return "aggregate-status";
        case Role::PrefixStatus: return "prefix-status";
        case Role::PortableTile: return "portable-tile";
        case Role::MarkedComparator: return "marked-comparator";
    }
    return "shape";
}

float estimated_text_width(const std::string& text, float size) {
    size_t glyphs = 0;
    for (unsigned char c : text) glyphs += (c & 0xC0) != 0x80 ? 1 : 0;  // count UTF-8 lead bytes
    return 0.6f * size * static_cast<float>(glyphs);
}

}  // namespace sortscope::diagram
