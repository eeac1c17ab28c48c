// Draws a picture with cairo: to PNG (raster, a given width in pixels) and to PDF (vector, one page of
// width x height points). Fonts: cairo's "sans-serif" toy face, which fontconfig maps to DejaVu Sans on
// Debian. Both write their file into a sink as cairo makes it (the atomic file, in export_network), but
// neither streams its drawing: a PNG's pixels are one buffer of 4 bytes a pixel, known before drawing
// (png_size), and a PDF's page is held by cairo until the page ends, so each is bounded in memory by the
// export's budget (command_costs.hpp). The render_* functions draw a Drawing held in memory into a
// string (the bars, tests) and can count what they drew.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "picture.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

// The largest PNG side cairo can make, and the most pixels an export renders (400 MB of ARGB in memory).
constexpr int kMaxImageSide = 32767;
constexpr long long kMaxImagePixels = 100'000'000;

// Pixel size of a PNG of a width x height picture at `width_px` (0: one pixel per point).
struct ImageSize {
    int width;
    int height;
};
ImageSize png_size(float width, float height, int width_px);

// Throw RenderError when cairo fails (an image too large, out of memory), or the sink's own error.
void write_png(const Picture& picture, diagram::Theme theme, int width_px, Sink sink, diagram::ShapeCounts* drawn = nullptr);
void write_pdf(const Picture& picture, diagram::Theme theme, Sink sink, diagram::ShapeCounts* drawn = nullptr);

// A picture drawn into pixels (animation frames, gif_export.hpp): width_px x height_px, the picture scaled
// to width_px; each pixel 0xAARRGGBB with its colour premultiplied by its alpha (cairo's ARGB32), rows
// top to bottom. Throws RenderError as write_png does.
struct Pixels {
    int width = 0;
    int height = 0;
    std::vector<uint32_t> argb;
};
Pixels render_pixels(const Picture& picture, diagram::Theme theme, int width_px, int height_px);

std::string render_png(const diagram::Drawing& drawing, diagram::Theme theme, int width_px = 0,
                       diagram::ShapeCounts* drawn = nullptr);
std::string render_pdf(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

}  // namespace sortscope::exports
