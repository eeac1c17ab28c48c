// The step pictures on screen (see draw_picture.hpp).
#include "screen/pictures/draw_picture.hpp"

#include <cfloat>

#include "core/look/colour_theme.hpp"

namespace sortscope::ui {

namespace {

diagram::TextMetrics metrics_of(ImFont* font, diagram::Face face) {
    const float size = font->FontSize;
    return {size, face, [font, size](const std::string& text) { return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x; }};
}

}  // namespace

diagram::PictureStyle picture_style(const Fonts& fonts) {
    diagram::PictureStyle style;
    style.fonts = {metrics_of(fonts.small, diagram::Face::Sans), metrics_of(fonts.body, diagram::Face::Sans),
                   metrics_of(fonts.mono, diagram::Face::Mono)};
    const ColourTheme theme = ramp_theme();
    style.ramp = [theme](float t) { return theme_ramp(theme, t); };
    return style;
}

DrawingLook picture_look(const Palette& colours, const Fonts& fonts) {
    DrawingLook look;
    look.colour = [&colours](diagram::Role role) -> ImU32 {
        switch (role) {
            case diagram::Role::DimText: return colours.dim_text;
            case diagram::Role::Accent: return colours.accent;
            case diagram::Role::Hover: return colours.hover;
            case diagram::Role::Plate: return colours.plate;
            case diagram::Role::Text: return colours.text;
            default: break;
        }
        // The ink on light fills and the look-back's status fills are the same in every theme.
        const diagram::Rgba c = diagram::colour(diagram::Theme::Light, role);
        return IM_COL32(c.r, c.g, c.b, c.a);
    };
    look.font_for = [small = fonts.small, body = fonts.body, mono = fonts.mono](diagram::Face face, float size) {
        if (face == diagram::Face::Mono) return mono;
        return size == body->FontSize ? body : small;
    };
    look.pixels_per_point = 1.0f;
    return look;
}

void draw_picture(const diagram::Drawing& drawing, const Palette& colours, const Fonts& fonts) {
    draw_drawing(ImGui::GetWindowDrawList(), drawing, DrawingTransform{ImVec2(0.0f, 0.0f), 1.0f}, picture_look(colours, fonts));
}

diagram::PictureRect content_rect() {
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    return {corner.x, corner.y, size.x, size.y};
}

std::optional<diagram::PicturePoint> mouse_in_view() {
    if (!ImGui::IsWindowHovered()) return std::nullopt;
    const ImVec2 mouse = ImGui::GetMousePos();
    return diagram::PicturePoint{mouse.x, mouse.y};
}

}  // namespace sortscope::ui
