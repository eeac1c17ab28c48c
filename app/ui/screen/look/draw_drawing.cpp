// ImDrawList rendering of drawings (see draw_drawing.hpp): a diagram::Painter, so the layer order is
// the one every export format uses.
#include "screen/look/draw_drawing.hpp"

#include <algorithm>

namespace sortscope::ui {

namespace {

ImU32 to_im(diagram::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

class ImDrawPainter : public diagram::Painter {
public:
    ImDrawPainter(ImDrawList* list, const DrawingTransform& transform, diagram::Theme theme, ImFont* font,
                  bool draw_background)
        : m_list(list), m_t(transform), m_theme(theme), m_font(font), m_background(draw_background),
          m_clip(list->_ClipRectStack.back()) {}

    void rect(const diagram::RectShape& rect) override {
        if (!m_background && rect.role == diagram::Role::Background) return;
        const ImVec2 a = m_t.to_screen(rect.x, rect.y);
        const ImVec2 b = m_t.to_screen(rect.x + rect.width, rect.y + rect.height);
        if (outside(a.x, a.y, b.x, b.y)) return;
        m_list->AddRectFilled(a, b, to_im(diagram::colour(m_theme, rect)));
    }

    void line(const diagram::LineShape& line) override {
        const ImVec2 a = m_t.to_screen(line.x0, line.y0);
        const ImVec2 b = m_t.to_screen(line.x1, line.y1);
        if (outside(a.x, a.y, b.x, b.y)) return;
        m_list->AddLine(a, b, im_colour(m_theme, line.role), std::max(1.0f, line.width * m_t.scale));
    }

    void triangle(const diagram::TriangleShape& tri) override {
        const ImVec2 a = m_t.to_screen(tri.x[0], tri.y[0]);
        const ImVec2 b = m_t.to_screen(tri.x[1], tri.y[1]);
        const ImVec2 c = m_t.to_screen(tri.x[2], tri.y[2]);
        if (outside(std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y}), std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y}))) {
            return;
        }
        m_list->AddTriangleFilled(a, b, c, im_colour(m_theme, tri.role));
    }

    void dot(const diagram::DotShape& dot) override {
        const ImVec2 centre = m_t.to_screen(dot.x, dot.y);
        const float radius = std::max(1.5f, dot.radius * m_t.scale);
        if (outside(centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius)) return;
        m_list->AddCircleFilled(centre, radius, im_colour(m_theme, dot.role), 12);
    }

    void text(const diagram::TextShape& text) override {
        if (m_font == nullptr) return;
        const float size = text.size * m_t.scale * 1.25f;  // points to pixels, roughly, at the drawing's scale
        if (size < 6.0f) return;
        const ImVec2 extent = m_font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.text.c_str());
        ImVec2 at = m_t.to_screen(text.x, text.y);
        at.y -= extent.y * 0.8f;  // the drawing gives a baseline; ImGui places text by its top
        if (text.anchor == diagram::Anchor::Centre) at.x -= extent.x * 0.5f;
        if (text.anchor == diagram::Anchor::Right) at.x -= extent.x;
        if (outside(at.x, at.y, at.x + extent.x, at.y + extent.y)) return;
        m_list->AddText(m_font, size, at, im_colour(m_theme, text.role), text.text.c_str());
    }

private:
    // Shapes entirely outside the clip rectangle cost nothing.
    bool outside(float x0, float y0, float x1, float y1) const {
        return std::max(x0, x1) < m_clip.x || std::min(x0, x1) > m_clip.z || std::max(y0, y1) < m_clip.y ||
               std::min(y0, y1) > m_clip.w;
    }

    ImDrawList* m_list;
    DrawingTransform m_t;
    diagram::Theme m_theme;
    ImFont* m_font;
    bool m_background;
    ImVec4 m_clip;
};

}  // namespace

ImU32 im_colour(diagram::Theme theme, diagram::Role role) { return to_im(diagram::colour(theme, role)); }

namespace {

ColourTheme g_ramp_theme = ColourTheme::Standard;

}  // namespace

void use_ramp_theme(ColourTheme theme) { g_ramp_theme = theme; }

ImU32 ramp_colour(float t, uint8_t alpha) {
    diagram::Rgba c = theme_ramp(g_ramp_theme, t);
    c.a = alpha;
    return to_im(c);
}

void draw_drawing(ImDrawList* list, const diagram::Drawing& drawing, const DrawingTransform& transform, diagram::Theme theme,
                  ImFont* text_font, bool draw_background) {
    ImDrawPainter painter(list, transform, theme, text_font, draw_background);
    diagram::paint(drawing, painter);
}

}  // namespace sortscope::ui
