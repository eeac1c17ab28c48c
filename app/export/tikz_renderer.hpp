// Writes a picture as TikZ in a file that compiles as it is (pdflatex FILE.tex makes a
// standalone page the size of the drawing) and that can also be \input into a figure of a document that
// loads TikZ: the \documentclass and \begin{document} lines are skipped when the file is read after
// \begin{document} (LaTeX sets \@nodocument to \relax there). Colours are \definecolor'd from the theme
// inside the picture, so they do not leak into the document. Units are big points (1bp = one point of
// the drawing) and y is flipped (TikZ's y grows upward). Each role is one scope, and every comparator is
// one \draw line in the scope marked "% comparator". Written as it is painted, as write_svg is: the
// picture is painted once for the colours the header defines, then again into the sink.
#pragma once

#include <string>

#include "picture.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

void write_tikz(const Picture& picture, diagram::Theme theme, Sink sink, diagram::ShapeCounts* drawn = nullptr);

// A drawing held in memory, as one string.
std::string render_tikz(const diagram::Drawing& drawing, diagram::Theme theme, diagram::ShapeCounts* drawn = nullptr);

}  // namespace sortscope::exports
