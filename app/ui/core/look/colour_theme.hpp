// The colour themes: the standard one, and a colour-blind-safe one (--theme colour-blind, or the panel)
// for viewers with deuteranopia or protanopia, the red-green confusions most common in a class.
// Its value ramp runs from blue through grey to yellow, the one hue axis both keep, with lightness
// rising all the way (in the spirit of the cividis colour map), so the order of the keys reads even as
// lightness alone. Its marks differ in lightness and in shape, not only in hue: "compared" is a light
// sky blue drawn as an outline, "moved" a dark orange drawn solid, the current dispatch a light yellow.
// Plain colours, no ImGui: tests/gui/colour_theme_test.cpp checks them under simulated colour vision.
#pragma once

#include <optional>
#include <string_view>

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::ui {

enum class ColourTheme { Standard, ColourBlind };

// "standard", "colour-blind" (also "color-blind"); nullopt for anything else.
std::optional<ColourTheme> parse_colour_theme(std::string_view name);
const char* colour_theme_name(ColourTheme theme);

// The colour of a key `t` of the way from the smallest to the largest (clamped to [0, 1]): the
// standard theme's is diagram::value_colour, the one the exports use.
diagram::Rgba theme_ramp(ColourTheme theme, float t);

// The marks of the colour-blind theme.
struct MarkColours {
    diagram::Rgba compared;  // keys the dispatch compared
    diagram::Rgba moved;     // keys it moved, comparators that swapped
    diagram::Rgba accent;    // the current dispatch's comparators, the step counter
};
MarkColours colour_blind_marks();

}  // namespace sortscope::ui
