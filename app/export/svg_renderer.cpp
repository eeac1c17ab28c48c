// SVG text from a Drawing (see svg_renderer.hpp).
#include "svg_renderer.hpp"

#include <cstdio>
#include <set>
#include <sstream>

#include "decimal.hpp"

namespace sortscope::exports {

namespace {

using diagram::Role;

std::string hex(diagram::Rgba c) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
    return text;
}

std::string escape_xml(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        switch (c) {
            case '&': escaped += "&amp;"; break;
            case '<': escaped += "&lt;"; break;
            case '>': escaped += "&gt;"; break;
            case '"': escaped += "&quot;"; break;
            default: escaped += c;
        }
    }
    return escaped;
}

// Collects the shapes into groups. A group opens when the role or the shared attributes change and
// closes before the next one, so the drawing order (and with it the layering) is kept exactly.
class SvgPainter : public diagram::Painter {
public:
    SvgPainter(diagram::Theme theme, diagram::ShapeCounts* drawn) : m_theme(theme), m_drawn(drawn) {}

    void rect(const diagram::RectShape& rect) override {
        open(rect.role, "");
        m_body << "<rect";
        if (rect.x != 0.0f) m_body << " x=\"" << decimal(rect.x) << "\"";
        if (rect.y != 0.0f) m_body << " y=\"" << decimal(rect.y) << "\"";
        m_body << " width=\"" << decimal(rect.width) << "\" height=\"" << decimal(rect.height) << "\"";
        if (rect.role == Role::KeyBar && rect.fill_bottom) {
            m_body << " fill=\"url(#" << fade(diagram::colour(m_theme, rect), diagram::colour(m_theme, rect, true)) << ")\"";
        } else if (rect.role == Role::KeyBar) {
            m_body << " fill=\"" << hex(diagram::colour(m_theme, rect)) << "\"";
        }
        m_body << "/>\n";
        if (m_drawn) ++m_drawn->rects[diagram::ShapeCounts::index(rect.role)];
    }

    void line(const diagram::LineShape& line) override {
        std::string attributes = " stroke-width=\"" + decimal(line.width) + "\"";
        if (line.dashed) attributes += " stroke-dasharray=\"3 3\"";
        open(line.role, attributes);
        m_body << "<line x1=\"" << decimal(line.x0) << "\" y1=\"" << decimal(line.y0) << "\" x2=\"" << decimal(line.x1)
               << "\" y2=\"" << decimal(line.y1) << "\"/>\n";
        if (m_drawn) ++m_drawn->lines[diagram::ShapeCounts::index(line.role)];
    }

    void triangle(const diagram::TriangleShape& triangle) override {
        open(triangle.role, "");
        m_body << "<polygon points=\"";
        for (int k = 0; k < 3; ++k) {
            m_body << (k == 0 ? "" : " ") << decimal(triangle.x[k]) << "," << decimal(triangle.y[k]);
        }
        m_body << "\"/>\n";
        if (m_drawn) ++m_drawn->triangles[diagram::ShapeCounts::index(triangle.role)];
    }

    void dot(const diagram::DotShape& dot) override {
        open(dot.role, "");
        m_body << "<circle cx=\"" << decimal(dot.x) << "\" cy=\"" << decimal(dot.y) << "\" r=\"" << decimal(dot.radius)
               << "\"/>\n";
        if (m_drawn) ++m_drawn->dots[diagram::ShapeCounts::index(dot.role)];
    }

    void text(const diagram::TextShape& text) override {
        std::string attributes = " font-size=\"" + decimal(text.size) + "\"";
        if (text.anchor == diagram::Anchor::Centre) attributes += " text-anchor=\"middle\"";
        if (text.anchor == diagram::Anchor::Right) attributes += " text-anchor=\"end\"";
        open(text.role, attributes);
        m_body << "<text x=\"" << decimal(text.x) << "\" y=\"" << decimal(text.y) << "\">" << escape_xml(text.text)
               << "</text>\n";
        if (m_drawn) ++m_drawn->texts[diagram::ShapeCounts::index(text.role)];
    }

    std::string finish(const diagram::Drawing& drawing) {
        close();
        std::ostringstream out;
        const std::string width = decimal(drawing.width);
        const std::string height = decimal(drawing.height);
        out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
            << "\" viewBox=\"0 0 " << width << " " << height << "\" font-family=\"DejaVu Sans,Verdana,sans-serif\">\n";
        out << "<style>\n";
        for (Role role : m_roles) {
            const std::string colour = hex(diagram::colour(m_theme, role));
            out << "." << diagram::role_name(role) << "{";
            if (role != Role::KeyBar) out << "fill:" << colour << ";stroke:" << colour;
            out << "}\n";
        }
        // Lines take the group's stroke; filled shapes and text must not, or dots would grow by it.
        out << "circle,polygon,rect,text{stroke:none}\n</style>\n";
        if (m_fade_count > 0) out << "<defs>\n" << m_fades.str() << "</defs>\n";
        out << m_body.str() << "</svg>\n";
        return out.str();
    }

private:
    // A top-to-bottom gradient for a fading key bar; its id.
    std::string fade(diagram::Rgba top, diagram::Rgba bottom) {
        const std::string id = "fade" + std::to_string(m_fade_count++);
        m_fades << "<linearGradient id=\"" << id << "\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\""
                << hex(top) << "\"/><stop offset=\"1\" stop-color=\"" << hex(bottom) << "\"/></linearGradient>\n";
        return id;
    }

    void open(Role role, const std::string& attributes) {
        if (m_open && role == m_role && attributes == m_attributes) return;
        close();
        m_body << "<g class=\"" << diagram::role_name(role) << "\"" << attributes << ">\n";
        m_open = true;
        m_role = role;
        m_attributes = attributes;
        m_roles.insert(role);
    }

    void close() {
        if (m_open) m_body << "</g>\n";
        m_open = false;
    }

    diagram::Theme m_theme;
    diagram::ShapeCounts* m_drawn;
    std::ostringstream m_body;
    std::set<Role> m_roles;  // the roles used, for the style block
    std::ostringstream m_fades;  // the gradients of fading key bars
    size_t m_fade_count = 0;
    bool m_open = false;
    Role m_role = Role::Background;
    std::string m_attributes;
};

}  // namespace

std::string render_svg(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn) {
    SvgPainter painter(theme, drawn);
    diagram::paint(drawing, painter);
    return painter.finish(drawing);
}

}  // namespace sortscope::exports
