// Writes a picture as SVG text: the shapes grouped by role (one <g> per run of shapes that share
// a role and their stroke or font), the role colours of the theme in one <style> block so a figure can
// be recoloured by editing one line, coordinates in points rounded to 0.1. Comparators are <line>
// elements in groups of class "comparator" (or "highlight-comparator"), one per comparator.
// The file is written as it is painted: the picture is painted once to learn the roles and gradients
// that the header declares, then again into the sink, so only the header is ever held whole.
#pragma once

#include <string>

#include "picture.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

void write_svg(const Picture& picture, diagram::Theme theme, Sink sink, diagram::ShapeCounts* drawn = nullptr);

// A drawing held in memory, as one string.
std::string render_svg(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

}  // namespace sortscope::exports
