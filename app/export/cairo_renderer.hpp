// Draws a diagram Drawing with cairo: to PNG (raster, a given width in pixels) and to PDF (vector, in
// points). Fonts: cairo's "sans-serif" toy face, which fontconfig maps to DejaVu Sans on Debian.
#pragma once

#include <string>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

// Both throw ExportError naming the path when cairo cannot write it. `width_px` 0 keeps 1 px per point.
void write_png(const diagram::Drawing& drawing, diagram::Theme theme, const std::string& path, int width_px = 0);
void write_pdf(const diagram::Drawing& drawing, diagram::Theme theme, const std::string& path);

}  // namespace sortscope::exports
