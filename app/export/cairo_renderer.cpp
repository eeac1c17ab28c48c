// cairo rendering of drawings (see cairo_renderer.hpp): the layers in the Drawing's order, each shape's
// colour from the theme.
#include "cairo_renderer.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <cmath>
#include <memory>

#include "export_error.hpp"

namespace sortscope::exports {

namespace {

using diagram::Drawing;
using diagram::Theme;

void set_colour(cairo_t* cr, Theme theme, diagram::Role role) {
    const diagram::Rgba c = diagram::colour(theme, role);
    cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
}

void draw(cairo_t* cr, const Drawing& drawing, Theme theme) {
    for (const diagram::RectShape& rect : drawing.rects) {
        set_colour(cr, theme, rect.role);
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height);
        cairo_fill(cr);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (const diagram::LineShape& line : drawing.lines) {
        set_colour(cr, theme, line.role);
        cairo_set_line_width(cr, line.width);
        const double dashes[] = {3.0, 3.0};
        cairo_set_dash(cr, dashes, line.dashed ? 2 : 0, 0.0);
        cairo_move_to(cr, line.x0, line.y0);
        cairo_line_to(cr, line.x1, line.y1);
        cairo_stroke(cr);
    }
    cairo_set_dash(cr, nullptr, 0, 0.0);
    for (const diagram::TriangleShape& triangle : drawing.triangles) {
        set_colour(cr, theme, triangle.role);
        cairo_move_to(cr, triangle.x[0], triangle.y[0]);
        cairo_line_to(cr, triangle.x[1], triangle.y[1]);
        cairo_line_to(cr, triangle.x[2], triangle.y[2]);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    for (const diagram::DotShape& dot : drawing.dots) {
        set_colour(cr, theme, dot.role);
        cairo_arc(cr, dot.x, dot.y, dot.radius, 0.0, 2.0 * M_PI);
        cairo_fill(cr);
    }
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    for (const diagram::TextShape& text : drawing.texts) {
        set_colour(cr, theme, text.role);
        cairo_set_font_size(cr, text.size);
        cairo_text_extents_t extents;
        cairo_text_extents(cr, text.text.c_str(), &extents);
        double x = text.x;
        if (text.anchor == diagram::Anchor::Centre) x -= extents.x_advance / 2.0;
        if (text.anchor == diagram::Anchor::Right) x -= extents.x_advance;
        cairo_move_to(cr, x, text.y);
        cairo_show_text(cr, text.text.c_str());
    }
}

struct SurfaceDeleter {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
struct ContextDeleter {
    void operator()(cairo_t* cr) const { cairo_destroy(cr); }
};

}  // namespace

void write_png(const Drawing& drawing, Theme theme, const std::string& path, int width_px) {
    const double scale = width_px > 0 ? width_px / static_cast<double>(drawing.width) : 1.0;
    const int width = std::max(1, static_cast<int>(std::lround(drawing.width * scale)));
    const int height = std::max(1, static_cast<int>(std::lround(drawing.height * scale)));
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
        throw ExportError(path + ": cannot make a " + std::to_string(width) + " x " + std::to_string(height) + " image");
    }
    {
        std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
        cairo_scale(cr.get(), scale, scale);
        draw(cr.get(), drawing, theme);
    }
    const cairo_status_t status = cairo_surface_write_to_png(surface.get(), path.c_str());
    if (status != CAIRO_STATUS_SUCCESS) throw ExportError(path + ": " + cairo_status_to_string(status));
}

void write_pdf(const Drawing& drawing, Theme theme, const std::string& path) {
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(cairo_pdf_surface_create(path.c_str(), drawing.width, drawing.height));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
        throw ExportError(path + ": " + cairo_status_to_string(cairo_surface_status(surface.get())));
    }
    {
        std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
        draw(cr.get(), drawing, theme);
    }
    cairo_surface_finish(surface.get());
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
        throw ExportError(path + ": " + cairo_status_to_string(cairo_surface_status(surface.get())));
    }
}

}  // namespace sortscope::exports
