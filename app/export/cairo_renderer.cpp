// cairo rendering of pictures (see cairo_renderer.hpp): a Painter that turns each shape into a cairo
// path filled or stroked in its theme colour; the surfaces write their files into a sink as cairo makes
// them.
#include "cairo_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <exception>
#include <memory>

#include "cairo_library.hpp"
#include "export_error.hpp"

namespace sortscope::exports {

namespace {

using diagram::Drawing;
using diagram::Theme;

void set_colour(cairo_t* cr, diagram::Rgba c) {
    cairo_library().set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
}

class CairoPainter : public diagram::Painter {
public:
    CairoPainter(cairo_t* cr, Theme theme, diagram::ShapeCounts* drawn) : m_cr(cr), m_theme(theme), m_drawn(drawn) {
        cairo_library().set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_library().select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    }

    void rect(const diagram::RectShape& rect) override {
        const CairoLibrary& cairo = cairo_library();
        cairo_pattern_t* fade = nullptr;
        if (rect.role == diagram::Role::KeyBar && rect.fill_bottom) {
            // A fading key bar: its fill at the top, fill_bottom at the bottom.
            fade = cairo.pattern_create_linear(0.0, rect.y, 0.0, rect.y + rect.height);
            for (const bool bottom : {false, true}) {
                const diagram::Rgba c = diagram::colour(m_theme, rect, bottom);
                cairo.pattern_add_color_stop_rgba(fade, bottom ? 1.0 : 0.0, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
            }
            cairo.set_source(m_cr, fade);
        } else {
            set_colour(m_cr, diagram::colour(m_theme, rect));
        }
        if (rect.rounding > 0.0f) {
            // Four quarter circles joined by the sides (cairo draws the connecting lines).
            const double r = std::min({static_cast<double>(rect.rounding), rect.width / 2.0, rect.height / 2.0});
            const double x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height;
            cairo.new_sub_path(m_cr);
            cairo.arc(m_cr, x1 - r, y0 + r, r, -M_PI / 2.0, 0.0);
            cairo.arc(m_cr, x1 - r, y1 - r, r, 0.0, M_PI / 2.0);
            cairo.arc(m_cr, x0 + r, y1 - r, r, M_PI / 2.0, M_PI);
            cairo.arc(m_cr, x0 + r, y0 + r, r, M_PI, 1.5 * M_PI);
            cairo.close_path(m_cr);
        } else {
            cairo.rectangle(m_cr, rect.x, rect.y, rect.width, rect.height);
        }
        if (rect.outline > 0.0f) {
            cairo.set_line_width(m_cr, rect.outline);
            cairo.set_dash(m_cr, nullptr, 0, 0.0);
            cairo.stroke(m_cr);
        } else {
            cairo.fill(m_cr);
        }
        if (fade != nullptr) cairo.pattern_destroy(fade);
        if (m_drawn) ++m_drawn->rects[diagram::ShapeCounts::index(rect.role)];
    }

    void line(const diagram::LineShape& line) override {
        set_colour(m_cr, diagram::colour(m_theme, line.role, line.fill, line.alpha));
        cairo_library().set_line_width(m_cr, line.width);
        const double dashes[] = {3.0, 3.0};
        cairo_library().set_dash(m_cr, dashes, line.dashed ? 2 : 0, 0.0);
        cairo_library().move_to(m_cr, line.x0, line.y0);
        cairo_library().line_to(m_cr, line.x1, line.y1);
        cairo_library().stroke(m_cr);
        if (m_drawn) ++m_drawn->lines[diagram::ShapeCounts::index(line.role)];
    }

    void triangle(const diagram::TriangleShape& triangle) override {
        set_colour(m_cr, diagram::colour(m_theme, triangle.role, triangle.fill, triangle.alpha));
        cairo_library().move_to(m_cr, triangle.x[0], triangle.y[0]);
        cairo_library().line_to(m_cr, triangle.x[1], triangle.y[1]);
        cairo_library().line_to(m_cr, triangle.x[2], triangle.y[2]);
        cairo_library().close_path(m_cr);
        cairo_library().fill(m_cr);
        if (m_drawn) ++m_drawn->triangles[diagram::ShapeCounts::index(triangle.role)];
    }

    void quad(const diagram::QuadShape& quad) override {
        set_colour(m_cr, diagram::colour(m_theme, quad.role, {}, quad.alpha));
        cairo_library().move_to(m_cr, quad.x[0], quad.y[0]);
        for (int k = 1; k < 4; ++k) cairo_library().line_to(m_cr, quad.x[k], quad.y[k]);
        cairo_library().close_path(m_cr);
        cairo_library().fill(m_cr);
        if (m_drawn) ++m_drawn->quads[diagram::ShapeCounts::index(quad.role)];
    }

    void polyline(const diagram::PolylineShape& polyline) override {
        if (polyline.points.size() >= 4) {
            set_colour(m_cr, diagram::colour(m_theme, polyline.role, {}, polyline.alpha));
            cairo_library().set_line_width(m_cr, polyline.width);
            cairo_library().set_dash(m_cr, nullptr, 0, 0.0);
            cairo_library().move_to(m_cr, polyline.points[0], polyline.points[1]);
            for (size_t k = 2; k + 1 < polyline.points.size(); k += 2) cairo_library().line_to(m_cr, polyline.points[k], polyline.points[k + 1]);
            cairo_library().stroke(m_cr);
        }
        if (m_drawn) ++m_drawn->polylines[diagram::ShapeCounts::index(polyline.role)];
    }

    void curve(const diagram::CurveShape& curve) override {
        set_colour(m_cr, diagram::colour(m_theme, curve.role, curve.fill, curve.alpha));
        cairo_library().set_line_width(m_cr, curve.width);
        cairo_library().set_dash(m_cr, nullptr, 0, 0.0);
        cairo_library().move_to(m_cr, curve.x[0], curve.y[0]);
        cairo_library().curve_to(m_cr, curve.x[1], curve.y[1], curve.x[2], curve.y[2], curve.x[3], curve.y[3]);
        cairo_library().stroke(m_cr);
        if (m_drawn) ++m_drawn->curves[diagram::ShapeCounts::index(curve.role)];
    }

    void dot(const diagram::DotShape& dot) override {
        set_colour(m_cr, diagram::colour(m_theme, dot.role));
        cairo_library().new_sub_path(m_cr);  // no connecting segment from the last point to the arc
        cairo_library().arc(m_cr, dot.x, dot.y, dot.radius, 0.0, 2.0 * M_PI);
        cairo_library().fill(m_cr);
        if (m_drawn) ++m_drawn->dots[diagram::ShapeCounts::index(dot.role)];
    }

    void text(const diagram::TextShape& text) override {
        set_colour(m_cr, diagram::colour(m_theme, text.role));
        if (text.face != m_face) {
            cairo_library().select_font_face(m_cr, text.face == diagram::Face::Mono ? "monospace" : "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                                             CAIRO_FONT_WEIGHT_NORMAL);
            m_face = text.face;
        }
        cairo_library().set_font_size(m_cr, text.size);
        cairo_text_extents_t extents;
        cairo_library().text_extents(m_cr, text.text.c_str(), &extents);
        double x = text.x;
        if (text.anchor == diagram::Anchor::Centre) x -= extents.x_advance / 2.0;
        if (text.anchor == diagram::Anchor::Right) x -= extents.x_advance;
        cairo_library().move_to(m_cr, x, text.y);
        cairo_library().show_text(m_cr, text.text.c_str());
        if (m_drawn) ++m_drawn->texts[diagram::ShapeCounts::index(text.role)];
    }

private:
    cairo_t* m_cr;
    Theme m_theme;
    diagram::ShapeCounts* m_drawn;
    diagram::Face m_face = diagram::Face::Sans;
};

struct SurfaceDeleter {
    void operator()(cairo_surface_t* surface) const { cairo_library().surface_destroy(surface); }
};
struct ContextDeleter {
    void operator()(cairo_t* cr) const { cairo_library().destroy(cr); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

// Where a surface writes its file: the sink, in chunks. A failure of the sink (a full disk) is kept and
// reported to cairo as a write error, which stops it; the caller rethrows the sink's own error.
struct StreamTarget {
    ChunkedText text;
    std::exception_ptr failure;
};

cairo_status_t write_to_target(void* closure, const unsigned char* data, unsigned int length) {
    auto* target = static_cast<StreamTarget*>(closure);
    if (target->failure) return CAIRO_STATUS_WRITE_ERROR;
    try {
        target->text << std::string_view(reinterpret_cast<const char*>(data), length);
    } catch (...) {
        target->failure = std::current_exception();
        return CAIRO_STATUS_WRITE_ERROR;
    }
    return CAIRO_STATUS_SUCCESS;
}

// The sink's own error first (it names the file and the reason), then cairo's.
void check(cairo_status_t status, const std::string& what, const StreamTarget* target = nullptr) {
    if (target != nullptr && target->failure) std::rethrow_exception(target->failure);
    if (status != CAIRO_STATUS_SUCCESS) throw RenderError(what + ": " + cairo_library().status_to_string(status));
}

void draw(cairo_surface_t* surface, const Picture& picture, Theme theme, double scale, diagram::ShapeCounts* drawn) {
    std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_library().create(surface));
    cairo_library().scale(cr.get(), scale, scale);
    CairoPainter painter(cr.get(), theme, drawn);
    picture.paint(painter);
    check(cairo_library().status(cr.get()), "drawing");
}

}  // namespace

ImageSize png_size(float width, float height, int width_px) {
    const double scale = width_px > 0 ? width_px / static_cast<double>(width) : 1.0;
    return {width_px > 0 ? width_px : std::max(1, static_cast<int>(std::lround(width))),
            std::max(1, static_cast<int>(std::lround(height * scale)))};
}

void write_png(const Picture& picture, Theme theme, int width_px, Sink sink, diagram::ShapeCounts* drawn) {
    const ImageSize size = png_size(picture.width, picture.height, width_px);
    if (size.width > kMaxImageSide || size.height > kMaxImageSide) {
        throw RenderError("a " + std::to_string(size.width) + " x " + std::to_string(size.height) +
                          " image is larger than cairo's " + std::to_string(kMaxImageSide) + " pixels a side");
    }
    Surface surface(cairo_library().image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height));
    check(cairo_library().surface_status(surface.get()), "cannot make a " + std::to_string(size.width) + " x " +
                                                   std::to_string(size.height) + " image");
    draw(surface.get(), picture, theme, size.width / static_cast<double>(picture.width), drawn);
    StreamTarget target{ChunkedText(sink), nullptr};
    check(cairo_library().surface_write_to_png_stream(surface.get(), write_to_target, &target), "PNG encoding", &target);
    target.text.flush();
}

Pixels render_pixels(const Picture& picture, Theme theme, int width_px, int height_px) {
    if (width_px < 1 || height_px < 1 || width_px > kMaxImageSide || height_px > kMaxImageSide) {
        throw RenderError("a " + std::to_string(width_px) + " x " + std::to_string(height_px) +
                          " image is outside 1 to " + std::to_string(kMaxImageSide) + " pixels a side");
    }
    Surface surface(cairo_library().image_surface_create(CAIRO_FORMAT_ARGB32, width_px, height_px));
    check(cairo_library().surface_status(surface.get()), "cannot make a " + std::to_string(width_px) + " x " +
                                                   std::to_string(height_px) + " image");
    draw(surface.get(), picture, theme, width_px / static_cast<double>(picture.width), nullptr);
    cairo_library().surface_flush(surface.get());
    const unsigned char* data = cairo_library().image_surface_get_data(surface.get());
    const int stride = cairo_library().image_surface_get_stride(surface.get());
    Pixels pixels{width_px, height_px, std::vector<uint32_t>(static_cast<size_t>(width_px) * static_cast<size_t>(height_px))};
    for (int y = 0; y < height_px; ++y) {
        // cairo's rows are stride bytes apart, each pixel a native-endian uint32_t.
        std::memcpy(pixels.argb.data() + static_cast<size_t>(y) * static_cast<size_t>(width_px),
                    data + static_cast<size_t>(y) * static_cast<size_t>(stride), static_cast<size_t>(width_px) * sizeof(uint32_t));
    }
    return pixels;
}

void write_pdf(const Picture& picture, Theme theme, Sink sink, diagram::ShapeCounts* drawn) {
    StreamTarget target{ChunkedText(sink), nullptr};
    {
        Surface surface(cairo_library().pdf_surface_create_for_stream(write_to_target, &target, picture.width, picture.height));
        check(cairo_library().surface_status(surface.get()), "PDF surface", &target);
        cairo_library().pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Sortscope");
        draw(surface.get(), picture, theme, 1.0, drawn);
        cairo_library().surface_finish(surface.get());
        check(cairo_library().surface_status(surface.get()), "PDF", &target);
    }
    target.text.flush();
}

std::string render_png(const Drawing& drawing, Theme theme, int width_px, diagram::ShapeCounts* drawn) {
    std::string bytes;
    const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
    write_png({drawing.width, drawing.height, paint}, theme, width_px, [&](std::string_view part) { bytes += part; }, drawn);
    return bytes;
}

std::string render_pdf(const Drawing& drawing, Theme theme, diagram::ShapeCounts* drawn) {
    std::string bytes;
    const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
    write_pdf({drawing.width, drawing.height, paint}, theme, [&](std::string_view part) { bytes += part; }, drawn);
    return bytes;
}

}  // namespace sortscope::exports
