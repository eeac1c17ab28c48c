// Writes a diagram Drawing as SVG text: the shapes grouped by role (one <g> per run of shapes that share
// a role and their stroke or font), the role colours of the theme in one <style> block so a figure can
// be recoloured by editing one line, coordinates in points rounded to 0.1. Comparators are <line>
// elements in groups of class "comparator" (or "highlight-comparator"), one per comparator.
#pragma once

#include <string>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

std::string render_svg(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

}  // namespace sortscope::exports
