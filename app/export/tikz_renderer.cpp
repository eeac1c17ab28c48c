// TikZ text from a Picture, written as it is painted (see tikz_renderer.hpp).
#include "tikz_renderer.hpp"

#include <array>
#include <cmath>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>

#include "decimal.hpp"

namespace sortscope::exports {

namespace {

using diagram::Role;

// "dispatch-rule" -> "sortscopeDispatchRule": letters only, since xcolor reads '-' and '!' in colour
// expressions.
std::string colour_name(Role role) {
    std::string name = "sortscope";
    bool upper = true;
    for (const char* c = diagram::role_name(role); *c != '\0'; ++c) {
        if (*c == '-') {
            upper = true;
            continue;
        }
        name += upper ? static_cast<char>(*c - 'a' + 'A') : *c;
        upper = false;
    }
    return name;
}

std::string rgb(diagram::Rgba c) {
    return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b);
}

std::string escape_tex(const std::string& text) {
    std::string escaped;
    for (size_t k = 0; k < text.size(); ++k) {
        // The non-ASCII characters the layouts write (the network's and the pictures'), which pdflatex's
        // default fonts do not have.
        static constexpr std::pair<std::string_view, std::string_view> kSpelled[] = {
            {"\u221E", "$\\infty$"}, {"\u2014", "---"}, {"\u2013", "--"}, {"\u2212", "$-$"}, {"\u00b7", "$\\cdot$"}, {"\u00d7", "$\\times$"}};
        bool spelled = false;
        for (const auto& [utf8, tex] : kSpelled) {
            if (text.compare(k, utf8.size(), utf8) != 0) continue;
            escaped += tex;
            k += utf8.size() - 1;
            spelled = true;
            break;
        }
        if (spelled) continue;
        const char c = text[k];
        switch (c) {
            case '\\': escaped += "\\textbackslash{}"; break;
            case '{': case '}': case '$': case '&': case '#': case '_': case '%': escaped += std::string("\\") + c; break;
            case '^': escaped += "\\^{}"; break;
            case '~': escaped += "\\~{}"; break;
            default: escaped += c;
        }
    }
    return escaped;
}

// The nearest size that LaTeX's default Computer Modern fonts have (so pdflatex substitutes nothing).
std::string font_size(float size) {
    static constexpr std::array<double, 12> kSizes = {5, 6, 7, 8, 9, 10, 10.95, 12, 14.4, 17.28, 20.74, 24.88};
    double best = kSizes[0];
    for (double candidate : kSizes) {
        if (std::abs(candidate - size) < std::abs(best - size)) best = candidate;
    }
    std::ostringstream out;
    out << "\\fontsize{" << best << "}{" << decimal(best * 1.2) << "}\\selectfont";
    return out.str();
}

class TikzPainter : public diagram::Painter {
public:
    TikzPainter(float height, diagram::Theme theme, diagram::ShapeCounts* drawn, ChunkedText& body)
        : m_height(height), m_theme(theme), m_drawn(drawn), m_body(body) {}

    void rect(const diagram::RectShape& rect) override {
        open(rect.role, "");
        // A picture's rectangle: rounded, outlined, darkened or see-through.
        const bool own = diagram::own_colour(rect.role) || rect.darker;
        std::string options;
        if (own) options += std::string(rect.outline > 0.0f ? ",draw" : ",fill") + "={rgb,255:red," + colour_parts(diagram::colour(m_theme, rect)) + "}";
        if (rect.rounding > 0.0f) options += ",rounded corners=" + decimal(rect.rounding) + "bp";
        if (rect.alpha != 255) options += ",opacity=" + decimal(static_cast<float>(rect.alpha) / 255.0f);
        if (rect.outline > 0.0f) options += ",line width=" + decimal(rect.outline) + "bp";
        if (!options.empty()) options = "[" + options.substr(1) + "]";
        if (rect.role == Role::KeyBar && rect.fill_bottom) {
            m_body << "\\shade[top color={rgb,255:red," << colour_parts(diagram::colour(m_theme, rect)) << "},bottom color={rgb,255:red,"
                   << colour_parts(diagram::colour(m_theme, rect, true)) << "}]";
        } else {
            m_body << (rect.outline > 0.0f ? "\\draw" : "\\fill") << options;
        }
        m_body << " " << point(rect.x, rect.y + rect.height) << " rectangle " << point(rect.x + rect.width, rect.y) << ";\n";
        if (m_drawn) ++m_drawn->rects[diagram::ShapeCounts::index(rect.role)];
    }

    void line(const diagram::LineShape& line) override {
        std::string options = "line width=" + decimal(line.width) + "bp";
        if (line.dashed) options += ",dash pattern=on 3bp off 3bp";
        open(line.role, options);
        m_body << "\\draw" << look(line.role, line.fill, line.alpha, "draw") << " " << point(line.x0, line.y0) << " -- " << point(line.x1, line.y1) << ";\n";
        if (m_drawn) ++m_drawn->lines[diagram::ShapeCounts::index(line.role)];
    }

    void quad(const diagram::QuadShape& quad) override {
        open(quad.role, "");
        m_body << "\\fill" << look(quad.role, {}, quad.alpha, "fill") << " " << point(quad.x[0], quad.y[0]);
        for (int k = 1; k < 4; ++k) m_body << " -- " << point(quad.x[k], quad.y[k]);
        m_body << " -- cycle;\n";
        if (m_drawn) ++m_drawn->quads[diagram::ShapeCounts::index(quad.role)];
    }

    void polyline(const diagram::PolylineShape& polyline) override {
        open(polyline.role, "line width=" + decimal(polyline.width) + "bp");
        m_body << "\\draw" << look(polyline.role, {}, polyline.alpha, "draw");
        for (size_t k = 0; k + 1 < polyline.points.size(); k += 2) {
            m_body << (k == 0 ? " " : " -- ") << point(polyline.points[k], polyline.points[k + 1]);
        }
        m_body << ";\n";
        if (m_drawn) ++m_drawn->polylines[diagram::ShapeCounts::index(polyline.role)];
    }

    void curve(const diagram::CurveShape& curve) override {
        open(curve.role, "line width=" + decimal(curve.width) + "bp");
        m_body << "\\draw" << look(curve.role, curve.fill, curve.alpha, "draw") << " " << point(curve.x[0], curve.y[0]) << " .. controls "
               << point(curve.x[1], curve.y[1]) << " and " << point(curve.x[2], curve.y[2]) << " .. " << point(curve.x[3], curve.y[3]) << ";\n";
        if (m_drawn) ++m_drawn->curves[diagram::ShapeCounts::index(curve.role)];
    }

    void triangle(const diagram::TriangleShape& triangle) override {
        open(triangle.role, "");
        m_body << "\\fill" << look(triangle.role, triangle.fill, triangle.alpha, "fill") << " " << point(triangle.x[0], triangle.y[0]) << " -- " << point(triangle.x[1], triangle.y[1])
               << " -- " << point(triangle.x[2], triangle.y[2]) << " -- cycle;\n";
        if (m_drawn) ++m_drawn->triangles[diagram::ShapeCounts::index(triangle.role)];
    }

    void dot(const diagram::DotShape& dot) override {
        open(dot.role, "");
        m_body << "\\fill " << point(dot.x, dot.y) << " circle[radius=" << decimal(dot.radius) << "bp];\n";
        if (m_drawn) ++m_drawn->dots[diagram::ShapeCounts::index(dot.role)];
    }

    void text(const diagram::TextShape& text) override {
        const char* anchor = text.anchor == diagram::Anchor::Left    ? "base west"
                             : text.anchor == diagram::Anchor::Right ? "base east"
                                                                     : "base";
        open(text.role, std::string("every node/.style={anchor=") + anchor + ",inner sep=0pt,font=" + font_size(text.size) +
                            (text.face == diagram::Face::Mono ? "\\ttfamily" : "") + "}");
        m_body << "\\node at " << point(text.x, text.y) << " {" << escape_tex(text.text) << "};\n";
        if (m_drawn) ++m_drawn->texts[diagram::ShapeCounts::index(text.role)];
    }

    // Closes the last scope.
    void finish() { close(); }

private:
    // "[fill={rgb,255:red,...},opacity=0.5]" for a shape of its own colour or see-through; "" otherwise.
    std::string look(Role role, diagram::Rgba fill, uint8_t alpha, const char* key) const {
        std::string options;
        if (diagram::own_colour(role)) options += std::string(key) + "={rgb,255:red," + colour_parts(diagram::colour(m_theme, role, fill, 255)) + "}";
        if (alpha != 255) options += (options.empty() ? "" : ",") + std::string("opacity=") + decimal(static_cast<float>(alpha) / 255.0f);
        return options.empty() ? "" : "[" + options + "]";
    }

    static std::string colour_parts(diagram::Rgba c) {
        return std::to_string(c.r) + ";green," + std::to_string(c.g) + ";blue," + std::to_string(c.b);
    }

    std::string point(float x, float y) const {
        std::string text(1, '(');  // appended piece by piece: GCC 12 misreads "(" + std::string (-Wrestrict)
        text += decimal(x);
        text += ',';
        text += decimal(m_height - y);
        text += ')';
        return text;
    }

    void open(Role role, const std::string& options) {
        if (m_open && role == m_role && options == m_options) return;
        close();
        m_body << "\\begin{scope}[";
        if (!diagram::own_colour(role)) m_body << colour_name(role) << (options.empty() ? "" : ",");
        m_body << options << "] % " << diagram::role_name(role) << "\n";
        m_open = true;
        m_role = role;
        m_options = options;
    }

    void close() {
        if (m_open) m_body << "\\end{scope}\n";
        m_open = false;
    }

    float m_height;
    diagram::Theme m_theme;
    diagram::ShapeCounts* m_drawn;
    ChunkedText& m_body;
    bool m_open = false;
    Role m_role = Role::Background;
    std::string m_options;
};

}  // namespace

void write_tikz(const Picture& picture, diagram::Theme theme, Sink sink, diagram::ShapeCounts* drawn) {
    RoleCollector roles;
    picture.paint(roles);
    ChunkedText out(sink);
    out << "% A Sortscope diagram in TikZ. It compiles as it is: pdflatex FILE.tex gives a one-page PDF the size\n"
           "% of the diagram. To put it in a paper, load TikZ in the preamble (\\usepackage{tikz}) and write\n"
           "% \\input{FILE.tex} inside a figure: the document class and \\begin{document} below are skipped when\n"
           "% the file is read after \\begin{document}.\n"
           "\\expandafter\\ifx\\csname @nodocument\\endcsname\\relax\n"
           "  \\let\\sortscopebegin\\relax\n"
           "  \\let\\sortscopeend\\relax\n"
           "\\else\n"
           "  \\documentclass[tikz,border=0pt]{standalone}\n"
           "  \\def\\sortscopebegin{\\begin{document}}\n"
           "  \\def\\sortscopeend{\\end{document}}\n"
           "\\fi\n"
           "\\sortscopebegin\n"
           "\\begin{tikzpicture}[x=1bp,y=1bp]\n";
    for (Role role : roles.roles) {
        if (diagram::own_colour(role)) continue;  // every bar has its own colour
        out << "\\definecolor{" << colour_name(role) << "}{RGB}{" << rgb(diagram::colour(theme, role)) << "}\n";
    }
    TikzPainter painter(picture.height, theme, drawn, out);
    picture.paint(painter);
    painter.finish();
    out << "\\end{tikzpicture}\n\\sortscopeend\n";
    out.flush();
}

std::string render_tikz(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn) {
    std::string tikz;
    const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
    write_tikz({drawing.width, drawing.height, paint}, theme, [&](std::string_view part) { tikz += part; }, drawn);
    return tikz;
}

}  // namespace sortscope::exports
