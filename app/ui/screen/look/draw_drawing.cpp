// ImDrawList rendering of drawings (see draw_drawing.hpp): a diagram::Painter, so the layer order is
// the one every export format uses.
#include "screen/look/draw_drawing.hpp"

#include <algorithm>

namespace sortscope::ui {

namespace {

ImU32 to_im(diagram::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

class ImDrawPainter : public diagram::Painter {
public:
    ImDrawPainter(ImDrawList* list, const DrawingTransform& transform, const DrawingLook& look)
        : m_list(list), m_t(transform), m_look(look), m_clip(list->_ClipRectStack.back()) {}

    void rect(const diagram::RectShape& rect) override {
        if (!m_look.background && rect.role == diagram::Role::Background) return;
        const ImVec2 a = m_t.to_screen(rect.x, rect.y);
        const ImVec2 b = m_t.to_screen(rect.x + rect.width, rect.y + rect.height);
        if (outside(a.x, a.y, b.x, b.y)) return;
        if (rect.role != diagram::Role::KeyBar) {
            const ImU32 colour = m_look.colour(rect.role);
            if (m_look.outlined_compared && rect.role == diagram::Role::ComparedMark && b.x - a.x >= 4.0f) {
                m_list->AddRect(a, b, colour, 0.0f, 0, 2.0f);
            } else {
                m_list->AddRectFilled(a, b, colour);
            }
        } else if (rect.fill_bottom) {
            const ImU32 top = to_im(rect.fill);
            const ImU32 bottom = to_im(*rect.fill_bottom);
            m_list->AddRectFilledMultiColor(a, b, top, top, bottom, bottom);
        } else {
            m_list->AddRectFilled(a, b, to_im(rect.fill));
        }
    }

    void line(const diagram::LineShape& line) override {
        const ImVec2 a = m_t.to_screen(line.x0, line.y0);
        const ImVec2 b = m_t.to_screen(line.x1, line.y1);
        if (outside(a.x, a.y, b.x, b.y)) return;
        m_list->AddLine(a, b, m_look.colour(line.role), std::max(1.0f, line.width * m_t.scale));
    }

    void triangle(const diagram::TriangleShape& tri) override {
        const ImVec2 a = m_t.to_screen(tri.x[0], tri.y[0]);
        const ImVec2 b = m_t.to_screen(tri.x[1], tri.y[1]);
        const ImVec2 c = m_t.to_screen(tri.x[2], tri.y[2]);
        if (outside(std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y}), std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y}))) {
            return;
        }
        m_list->AddTriangleFilled(a, b, c, m_look.colour(tri.role));
    }

    void dot(const diagram::DotShape& dot) override {
        const ImVec2 centre = m_t.to_screen(dot.x, dot.y);
        const float radius = std::max(1.5f, dot.radius * m_t.scale);
        if (outside(centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius)) return;
        m_list->AddCircleFilled(centre, radius, m_look.colour(dot.role), 12);
    }

    void text(const diagram::TextShape& text) override {
        if (m_look.font == nullptr) return;
        const float size = text.size * m_t.scale * m_look.pixels_per_point;
        if (size < 6.0f) return;
        const ImVec2 extent = m_look.font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.text.c_str());
        ImVec2 at = m_t.to_screen(text.x, text.y);
        at.y -= extent.y * 0.8f;  // the drawing gives a baseline; ImGui places text by its top
        if (text.anchor == diagram::Anchor::Centre) at.x -= extent.x * 0.5f;
        if (text.anchor == diagram::Anchor::Right) at.x -= extent.x;
        if (outside(at.x, at.y, at.x + extent.x, at.y + extent.y)) return;
        m_list->AddText(m_look.font, size, at, m_look.colour(text.role), text.text.c_str());
    }

private:
    // Shapes entirely outside the clip rectangle cost nothing.
    bool outside(float x0, float y0, float x1, float y1) const {
        return std::max(x0, x1) < m_clip.x || std::min(x0, x1) > m_clip.z || std::max(y0, y1) < m_clip.y ||
               std::min(y0, y1) > m_clip.w;
    }

    ImDrawList* m_list;
    DrawingTransform m_t;
    const DrawingLook& m_look;
    ImVec4 m_clip;
};

ColourTheme g_ramp_theme = ColourTheme::Standard;

}  // namespace

ImU32 im_colour(diagram::Theme theme, diagram::Role role) { return to_im(diagram::colour(theme, role)); }

void use_ramp_theme(ColourTheme theme) { g_ramp_theme = theme; }
ColourTheme ramp_theme() { return g_ramp_theme; }

ImU32 ramp_colour(float t, uint8_t alpha) {
    diagram::Rgba c = theme_ramp(g_ramp_theme, t);
    c.a = alpha;
    return to_im(c);
}

void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& transform,
                  const DrawingLook& look) {
    ImDrawPainter painter(list, transform, look);
    diagram::paint(drawing, painter);
}

void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& transform, diagram::Theme theme,
                  ImFont* text_font, bool draw_background) {
    DrawingLook look;
    look.colour = [theme](diagram::Role role) { return im_colour(theme, role); };
    look.font = text_font;
    look.background = draw_background;
    draw_drawing(list, drawing, transform, look);
}

}  // namespace sortscope::ui
