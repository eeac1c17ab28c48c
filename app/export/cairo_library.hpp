// cairo, loaded when the first PNG or PDF is rendered rather than linked: sortscope-cli then needs only
// libepoxy and EGL/GL to sort and time on a bare GPU machine (shared/gpu/README.md), and cairo (Debian
// package libcairo2) only where diagrams are exported. The table holds the functions the cairo renderer
// calls, typed from cairo's own declarations.
#pragma once

#include <cairo-pdf.h>
#include <cairo.h>

namespace sortscope::exports {

#define SORTSCOPE_CAIRO_FUNCTIONS(X)                                                                    \
    X(create) X(destroy) X(scale) X(status) X(set_source_rgba) X(set_line_cap) X(select_font_face)       \
    X(rectangle) X(fill) X(set_line_width) X(set_dash) X(move_to) X(line_to) X(curve_to) X(stroke) X(close_path)   \
    X(new_sub_path) X(arc) X(set_font_size) X(text_extents) X(show_text) X(status_to_string)            \
    X(surface_destroy) X(surface_status) X(surface_finish) X(surface_write_to_png_stream)               \
    X(image_surface_create) X(pdf_surface_create_for_stream) X(pdf_surface_set_metadata)                \
    X(pattern_create_linear) X(pattern_add_color_stop_rgba) X(set_source) X(pattern_destroy)             \
    X(surface_flush) X(image_surface_get_data) X(image_surface_get_stride)

struct CairoLibrary {
#define SORTSCOPE_CAIRO_POINTER(name) decltype(&::cairo_##name) name = nullptr;
    SORTSCOPE_CAIRO_FUNCTIONS(SORTSCOPE_CAIRO_POINTER)
#undef SORTSCOPE_CAIRO_POINTER
};

// Loads libcairo.so.2 on first use. Throws ExportError saying what is missing when it cannot.
const CairoLibrary& cairo_library();

}  // namespace sortscope::exports
