// Text boxes that wrap at spaces. ImGui's multi-line box does not wrap its lines, so a long note or a
// long list of typed keys ran off its right edge: the text is wrapped by turning the spaces where lines
// break into line breaks, and every other line break back into a space. The text keeps its length, so
// a box being edited keeps its cursor where it was. Pure: the app's boxes and the tests use it alike.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "algorithms/plan/function_ref.hpp"

namespace sortscope::ui {

// `text` in lines no wider than `room` as `width` measures them, broken at spaces only (a word wider
// than that stays whole on its line).
void reflow_at_spaces(std::span<char> text, algo::FunctionRef<float(std::string_view)> width, float room);

// The text as one paragraph: its line breaks (the box's wrapping) back to spaces.
std::string unwrapped(std::string text);

}  // namespace sortscope::ui
