// ImDrawList rendering of drawings (see draw_drawing.hpp).
#include "draw_drawing.hpp"

#include <algorithm>

namespace sortscope::ui {

namespace {

bool outside(const ImVec4& clip, float x0, float y0, float x1, float y1) {
    return std::max(x0, x1) < clip.x || std::min(x0, x1) > clip.z || std::max(y0, y1) < clip.y || std::min(y0, y1) > clip.w;
}

}  // namespace

ImU32 im_colour(diagram::Theme theme, diagram::Role role) {
    const diagram::Rgba c = diagram::colour(theme, role);
    return IM_COL32(c.r, c.g, c.b, c.a);
}

void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& t, diagram::Theme theme,
                  ImFont* text_font, bool draw_background) {
    const ImVec4 clip = list->_ClipRectStack.back();
    for (const diagram::RectShape& rect : drawing.rects) {
        if (!draw_background && rect.role == diagram::Role::Background) continue;
        const ImVec2 a = t.to_screen(rect.x, rect.y);
        const ImVec2 b = t.to_screen(rect.x + rect.width, rect.y + rect.height);
        if (outside(clip, a.x, a.y, b.x, b.y)) continue;
        list->AddRectFilled(a, b, im_colour(theme, rect.role));
    }
    for (const diagram::LineShape& line : drawing.lines) {
        const ImVec2 a = t.to_screen(line.x0, line.y0);
        const ImVec2 b = t.to_screen(line.x1, line.y1);
        if (outside(clip, a.x, a.y, b.x, b.y)) continue;
        list->AddLine(a, b, im_colour(theme, line.role), std::max(1.0f, line.width * t.scale));
    }
    for (const diagram::TriangleShape& tri : drawing.triangles) {
        const ImVec2 a = t.to_screen(tri.x[0], tri.y[0]);
        const ImVec2 b = t.to_screen(tri.x[1], tri.y[1]);
        const ImVec2 c = t.to_screen(tri.x[2], tri.y[2]);
        if (outside(clip, std::min(a.x, b.x), a.y, std::max(b.x, c.x), b.y)) continue;
        list->AddTriangleFilled(a, b, c, im_colour(theme, tri.role));
    }
    for (const diagram::DotShape& dot : drawing.dots) {
        const ImVec2 centre = t.to_screen(dot.x, dot.y);
        const float radius = std::max(1.5f, dot.radius * t.scale);
        if (outside(clip, centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius)) continue;
        list->AddCircleFilled(centre, radius, im_colour(theme, dot.role), 12);
    }
    if (text_font == nullptr) return;
    for (const diagram::TextShape& text : drawing.texts) {
        const float size = text.size * t.scale * 1.25f;  // points to pixels, roughly, at the drawing's scale
        if (size < 6.0f) continue;
        const ImVec2 extent = text_font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.text.c_str());
        ImVec2 at = t.to_screen(text.x, text.y);
        at.y -= extent.y * 0.8f;  // the drawing gives a baseline; ImGui places text by its top
        if (text.anchor == diagram::Anchor::Centre) at.x -= extent.x * 0.5f;
        if (text.anchor == diagram::Anchor::Right) at.x -= extent.x;
        if (outside(clip, at.x, at.y, at.x + extent.x, at.y + extent.y)) continue;
        list->AddText(text_font, size, at, im_colour(theme, text.role), text.text.c_str());
    }
}

}  // namespace sortscope::ui
