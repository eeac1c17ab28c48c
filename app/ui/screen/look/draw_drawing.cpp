// ImDrawList rendering of drawings (see draw_drawing.hpp): a diagram::Painter, so the layer order is
// the one every export format uses.
#include "screen/look/draw_drawing.hpp"

#include <algorithm>
#include <vector>

namespace sortscope::ui {

namespace {

ImU32 to_im(diagram::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }
diagram::Rgba from_im(ImU32 c) {
    return {static_cast<uint8_t>(c >> IM_COL32_R_SHIFT), static_cast<uint8_t>(c >> IM_COL32_G_SHIFT), static_cast<uint8_t>(c >> IM_COL32_B_SHIFT),
            static_cast<uint8_t>(c >> IM_COL32_A_SHIFT)};
}

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
            ImU32 colour = colour_of(rect.role, rect.fill, rect.alpha);
            if (rect.darker) colour = to_im(diagram::darker(from_im(colour)));
            if (rect.outline > 0.0f) {
                m_list->AddRect(a, b, colour, rect.rounding * m_t.scale, 0, rect.outline * m_t.scale);
            } else if (m_look.outlined_compared && rect.role == diagram::Role::ComparedMark && b.x - a.x >= 4.0f) {
                m_list->AddRect(a, b, colour, 0.0f, 0, 2.0f);
            } else {
                m_list->AddRectFilled(a, b, colour, rect.rounding * m_t.scale);
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
        m_list->AddLine(a, b, colour_of(line.role, line.fill, line.alpha), std::max(1.0f, line.width * m_t.scale));
    }

    void quad(const diagram::QuadShape& quad) override {
        ImVec2 p[4];
        for (int k = 0; k < 4; ++k) p[k] = m_t.to_screen(quad.x[k], quad.y[k]);
        if (outside(std::min({p[0].x, p[1].x, p[2].x, p[3].x}), std::min({p[0].y, p[1].y, p[2].y, p[3].y}),
                    std::max({p[0].x, p[1].x, p[2].x, p[3].x}), std::max({p[0].y, p[1].y, p[2].y, p[3].y}))) {
            return;
        }
        m_list->AddQuadFilled(p[0], p[1], p[2], p[3], colour_of(quad.role, {}, quad.alpha));
    }

    void polyline(const diagram::PolylineShape& polyline) override {
        std::vector<ImVec2> points;
        points.reserve(polyline.points.size() / 2);
        for (size_t k = 0; k + 1 < polyline.points.size(); k += 2) points.push_back(m_t.to_screen(polyline.points[k], polyline.points[k + 1]));
        m_list->AddPolyline(points.data(), static_cast<int>(points.size()), colour_of(polyline.role, {}, polyline.alpha), 0,
                            std::max(1.0f, polyline.width * m_t.scale));
    }

    void curve(const diagram::CurveShape& curve) override {
        ImVec2 p[4];
        for (int k = 0; k < 4; ++k) p[k] = m_t.to_screen(curve.x[k], curve.y[k]);
        if (outside(std::min({p[0].x, p[1].x, p[2].x, p[3].x}), std::min({p[0].y, p[1].y, p[2].y, p[3].y}),
                    std::max({p[0].x, p[1].x, p[2].x, p[3].x}), std::max({p[0].y, p[1].y, p[2].y, p[3].y}))) {
            return;
        }
        // Sixteen pieces: smooth at a view's size, and a few hundred flows stay cheap.
        m_list->AddBezierCubic(p[0], p[1], p[2], p[3], colour_of(curve.role, curve.fill, curve.alpha), std::max(1.0f, curve.width * m_t.scale),
                               16);
    }

    void triangle(const diagram::TriangleShape& tri) override {
        const ImVec2 a = m_t.to_screen(tri.x[0], tri.y[0]);
        const ImVec2 b = m_t.to_screen(tri.x[1], tri.y[1]);
        const ImVec2 c = m_t.to_screen(tri.x[2], tri.y[2]);
        if (outside(std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y}), std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y}))) {
            return;
        }
        m_list->AddTriangleFilled(a, b, c, colour_of(tri.role, tri.fill, tri.alpha));
    }

    void dot(const diagram::DotShape& dot) override {
        const ImVec2 centre = m_t.to_screen(dot.x, dot.y);
        const float radius = std::max(1.5f, dot.radius * m_t.scale);
        if (outside(centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius)) return;
        m_list->AddCircleFilled(centre, radius, m_look.colour(dot.role), 12);
    }

    void text(const diagram::TextShape& text) override {
        ImFont* font = m_look.font_for ? m_look.font_for(text.face, text.size) : m_look.font;
        if (font == nullptr) return;
        const float size = text.size * m_t.scale * m_look.pixels_per_point;
        if (size < 6.0f) return;
        const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.text.c_str());
        ImVec2 at = m_t.to_screen(text.x, text.y);
        // The drawing gives a baseline; ImGui places text by its top (and truncates it to a whole pixel:
        // the nudge keeps a top that was whole before the baseline's round trip there).
        at.y -= extent.y * 0.8f;
        at.y += 0.001f;
        if (text.anchor == diagram::Anchor::Centre) at.x -= extent.x * 0.5f;
        if (text.anchor == diagram::Anchor::Right) at.x -= extent.x;
        if (outside(at.x, at.y, at.x + extent.x, at.y + extent.y)) return;
        m_list->AddText(font, size, at, colour_of(text.role, {}, 255), text.text.c_str());
    }

private:
    // A shape's colour: its role's in the look, or its own fill; `alpha` in place of the colour's own.
    ImU32 colour_of(diagram::Role role, diagram::Rgba fill, uint8_t alpha) const {
        ImU32 colour = diagram::own_colour(role) ? to_im(fill) : m_look.colour(role);
        if (alpha != 255) colour = (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
        return colour;
    }

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
