// SVG text from a Picture, written as it is painted (see svg_renderer.hpp).
#include "svg_renderer.hpp"

#include <cstdio>
#include <set>

#include "decimal.hpp"
#include "markup_text.hpp"

namespace sortscope::exports {

namespace {

using diagram::Role;

std::string hex(diagram::Rgba c) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
    return text;
}

// An opacity attribute (" fill-opacity=\"0.5\"") where `alpha` is not opaque.
std::string opacity(const char* name, uint8_t alpha) {
    if (alpha == 255) return "";
    return std::string(" ") + name + "=\"" + decimal(static_cast<float>(alpha) / 255.0f) + "\"";
}

// A fading key bar's top-to-bottom gradient, declared in <defs> before the shapes.
std::string fade_definition(size_t id, diagram::Rgba top, diagram::Rgba bottom) {
    return "<linearGradient id=\"fade" + std::to_string(id) + "\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"" +
           hex(top) + "\"/><stop offset=\"1\" stop-color=\"" + hex(bottom) + "\"/></linearGradient>\n";
}

// The first painting: the roles for the style block and the gradients for <defs>, in the order the
// second painting numbers them.
class SvgPrelude : public RoleCollector {
public:
    explicit SvgPrelude(diagram::Theme theme) : m_theme(theme) {}

    void rect(const diagram::RectShape& rect) override {
        RoleCollector::rect(rect);
        if (rect.role == Role::KeyBar && rect.fill_bottom) {
            fades += fade_definition(fade_count++, diagram::colour(m_theme, rect), diagram::colour(m_theme, rect, true));
        }
    }

    std::string fades;
    size_t fade_count = 0;

private:
    diagram::Theme m_theme;
};

// The second painting writes the shapes in groups. A group opens when the role or the shared attributes
// change and closes before the next one, so the drawing order (and with it the layering) is kept exactly.
class SvgPainter : public diagram::Painter {
public:
    SvgPainter(diagram::Theme theme, diagram::ShapeCounts* drawn, ChunkedText& body) : m_theme(theme), m_drawn(drawn), m_body(body) {}

    void rect(const diagram::RectShape& rect) override {
        open(rect.role, "");
        m_body << "<rect";
        if (rect.x != 0.0f) m_body << " x=\"" << decimal(rect.x) << "\"";
        if (rect.y != 0.0f) m_body << " y=\"" << decimal(rect.y) << "\"";
        m_body << " width=\"" << decimal(rect.width) << "\" height=\"" << decimal(rect.height) << "\"";
        if (rect.rounding > 0.0f) m_body << " rx=\"" << decimal(rect.rounding) << "\"";
        if (rect.role == Role::KeyBar && rect.fill_bottom) {
            m_body << " fill=\"url(#fade" << std::to_string(m_fade_count++) << ")\"";
        } else if (rect.outline > 0.0f) {
            // An inline style: the style block's rule that rects have no stroke outranks attributes.
            m_body << " style=\"fill:none;stroke:" << hex(diagram::colour(m_theme, rect)) << ";stroke-width:" << decimal(rect.outline)
                   << (rect.alpha == 255 ? "" : ";stroke-opacity:" + decimal(static_cast<float>(rect.alpha) / 255.0f)) << "\"";
        } else if (diagram::own_colour(rect.role) || rect.darker) {
            m_body << " fill=\"" << hex(diagram::colour(m_theme, rect)) << "\"";
        }
        if (rect.outline <= 0.0f) m_body << opacity("fill-opacity", rect.alpha);
        m_body << "/>\n";
        if (m_drawn) ++m_drawn->rects[diagram::ShapeCounts::index(rect.role)];
    }

    void line(const diagram::LineShape& line) override {
        std::string attributes = " stroke-width=\"" + decimal(line.width) + "\"";
        if (line.dashed) attributes += " stroke-dasharray=\"3 3\"";
        open(line.role, attributes);
        m_body << "<line x1=\"" << decimal(line.x0) << "\" y1=\"" << decimal(line.y0) << "\" x2=\"" << decimal(line.x1)
               << "\" y2=\"" << decimal(line.y1) << "\"" << own_stroke(line.role, line.fill) << opacity("stroke-opacity", line.alpha) << "/>\n";
        if (m_drawn) ++m_drawn->lines[diagram::ShapeCounts::index(line.role)];
    }

    void triangle(const diagram::TriangleShape& triangle) override {
        open(triangle.role, "");
        m_body << "<polygon points=\"";
        for (int k = 0; k < 3; ++k) {
            m_body << (k == 0 ? "" : " ") << decimal(triangle.x[k]) << "," << decimal(triangle.y[k]);
        }
        m_body << "\"";
        if (diagram::own_colour(triangle.role)) m_body << " fill=\"" << hex(diagram::colour(m_theme, triangle.role, triangle.fill, 255)) << "\"";
        m_body << opacity("fill-opacity", triangle.alpha) << "/>\n";
        if (m_drawn) ++m_drawn->triangles[diagram::ShapeCounts::index(triangle.role)];
    }

    void quad(const diagram::QuadShape& quad) override {
        open(quad.role, "");
        m_body << "<polygon points=\"";
        for (int k = 0; k < 4; ++k) m_body << (k == 0 ? "" : " ") << decimal(quad.x[k]) << "," << decimal(quad.y[k]);
        m_body << "\"" << opacity("fill-opacity", quad.alpha) << "/>\n";
        if (m_drawn) ++m_drawn->quads[diagram::ShapeCounts::index(quad.role)];
    }

    void polyline(const diagram::PolylineShape& polyline) override {
        open(polyline.role, " stroke-width=\"" + decimal(polyline.width) + "\"");
        // fill="none" on the element, as for curves; polylines are not in the style block's no-stroke rule.
        m_body << "<polyline fill=\"none\" points=\"";
        for (size_t k = 0; k + 1 < polyline.points.size(); k += 2) {
            m_body << (k == 0 ? "" : " ") << decimal(polyline.points[k]) << "," << decimal(polyline.points[k + 1]);
        }
        m_body << "\"" << opacity("stroke-opacity", polyline.alpha) << "/>\n";
        if (m_drawn) ++m_drawn->polylines[diagram::ShapeCounts::index(polyline.role)];
    }

    void curve(const diagram::CurveShape& curve) override {
        open(curve.role, " stroke-width=\"" + decimal(curve.width) + "\"");
        // fill="none" on the path itself: the group's fill comes from the style block, which outranks
        // an attribute on the group.
        m_body << "<path fill=\"none\" d=\"M" << decimal(curve.x[0]) << " " << decimal(curve.y[0]) << "C";
        for (int k = 1; k < 4; ++k) m_body << (k == 1 ? "" : " ") << decimal(curve.x[k]) << " " << decimal(curve.y[k]);
        m_body << "\"" << own_stroke(curve.role, curve.fill) << opacity("stroke-opacity", curve.alpha) << "/>\n";
        if (m_drawn) ++m_drawn->curves[diagram::ShapeCounts::index(curve.role)];
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
        if (text.face == diagram::Face::Mono) attributes += " font-family=\"DejaVu Sans Mono,monospace\"";
        open(text.role, attributes);
        m_body << "<text x=\"" << decimal(text.x) << "\" y=\"" << decimal(text.y) << "\">" << escape_markup(text.text, Markup::Xml)
               << "</text>\n";
        if (m_drawn) ++m_drawn->texts[diagram::ShapeCounts::index(text.role)];
    }

    // Closes the last group.
    void finish() { close(); }

private:
    // The stroke of a line or curve of its own colour (the group's is its role's otherwise).
    std::string own_stroke(Role role, diagram::Rgba fill) const {
        if (!diagram::own_colour(role)) return "";
        return " stroke=\"" + hex(diagram::colour(m_theme, role, fill, 255)) + "\"";
    }

    void open(Role role, const std::string& attributes) {
        if (m_open && role == m_role && attributes == m_attributes) return;
        close();
        m_body << "<g class=\"" << diagram::role_name(role) << "\"" << attributes << ">\n";
        m_open = true;
        m_role = role;
        m_attributes = attributes;
    }

    void close() {
        if (m_open) m_body << "</g>\n";
        m_open = false;
    }

    diagram::Theme m_theme;
    diagram::ShapeCounts* m_drawn;
    ChunkedText& m_body;
    size_t m_fade_count = 0;  // the gradients used so far, numbered as SvgPrelude numbered them
    bool m_open = false;
    Role m_role = Role::Background;
    std::string m_attributes;
};

}  // namespace

void write_svg(const Picture& picture, diagram::Theme theme, Sink sink, diagram::ShapeCounts* drawn) {
    SvgPrelude prelude(theme);
    picture.paint(prelude);
    ChunkedText out(sink);
    const std::string width = decimal(picture.width);
    const std::string height = decimal(picture.height);
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << " " << height << "\" font-family=\"DejaVu Sans,Verdana,sans-serif\">\n";
    out << "<style>\n";
    for (Role role : prelude.roles) {
        const std::string colour = hex(diagram::colour(theme, role));
        out << "." << diagram::role_name(role) << "{";
        if (!diagram::own_colour(role)) out << "fill:" << colour << ";stroke:" << colour;
        out << "}\n";
    }
    // Lines take the group's stroke; filled shapes and text must not, or dots would grow by it.
    out << "circle,polygon,rect,text{stroke:none}\n</style>\n";
    if (prelude.fade_count > 0) out << "<defs>\n" << prelude.fades << "</defs>\n";
    SvgPainter painter(theme, drawn, out);
    picture.paint(painter);
    painter.finish();
    out << "</svg>\n";
    out.flush();
}

std::string render_svg(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn) {
    std::string svg;
    const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
    write_svg({drawing.width, drawing.height, paint}, theme, [&](std::string_view part) { svg += part; }, drawn);
    return svg;
}

}  // namespace sortscope::exports
