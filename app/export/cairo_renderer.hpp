// Draws a diagram Drawing with cairo: to PNG (raster, a given width in pixels) and to PDF (vector, one
// page of drawing.width x drawing.height points). Fonts: cairo's "sans-serif" toy face, which fontconfig
// maps to DejaVu Sans on Debian. The render_* functions return the file's bytes (for atomic writes and
// tests) and can count what they drew; write_* render and then write the file atomically.
#pragma once

#include <string>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

// The largest PNG side cairo can make, and the most pixels an export renders (400 MB of ARGB in memory).
constexpr int kMaxImageSide = 32767;
constexpr long long kMaxImagePixels = 100'000'000;

// Pixel size of a PNG of `drawing` at `width_px` (0: one pixel per point).
struct ImageSize {
    int width;
    int height;
};
ImageSize png_size(const diagram::Drawing& drawing, int width_px);

// Throw ExportError when cairo fails (an image too large, out of memory); write_* name the path.
std::string render_png(const diagram::Drawing& drawing, diagram::Theme theme, int width_px = 0,
                       diagram::ShapeCounts* drawn = nullptr);
std::string render_pdf(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

void write_png(const diagram::Drawing& drawing, diagram::Theme theme, const std::string& path, int width_px = 0);
void write_pdf(const diagram::Drawing& drawing, diagram::Theme theme, const std::string& path);

}  // namespace sortscope::exports
