// Writes a diagram Drawing as a TikZ picture in a file that compiles as it is (pdflatex FILE.tex makes a
// standalone page the size of the drawing) and that can also be \input into a figure of a document that
// loads TikZ: the \documentclass and \begin{document} lines are skipped when the file is read after
// \begin{document} (LaTeX sets \@nodocument to \relax there). Colours are \definecolor'd from the theme
// inside the picture, so they do not leak into the document. Units are big points (1bp = one point of
// the drawing) and y is flipped (TikZ's y grows upward). Each role is one scope, and every comparator is
// one \draw line in the scope marked "% comparator".
#pragma once

#include <string>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

std::string render_tikz(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

}  // namespace sortscope::exports
