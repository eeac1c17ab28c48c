// How the network view fits a comparator network of up to kLabelledWires wires into its rectangle so
// that its wire labels and step numbers follow the text size (Ctrl+=) and never drop under
// kLeastLabelPixels: the labels are laid out at the size they will have on screen, the layout is fitted
// to the view, and where even labels of that least size do not fit the whole network, the view zooms
// (it pans and follows the current step; its wire numbers stay at the view's left edge). Pure: the
// screen's network view and the tests that check every arrangement of views call it alike.
#pragma once

#include <cstdint>

#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::ui {

// Networks up to this many wires are fitted with readable labels; larger ones are zoomed from the start.
constexpr uint32_t kLabelledWires = 32;
// Wire labels and step numbers are never smaller on screen (a class reads them at 720 lines).
constexpr float kLeastLabelPixels = 12.0f;
// A label's font size is at most the distance between two wires (a digit's height is about 0.7 of the
// font's: labels never touch).
constexpr float kLabelShareOfPitch = 1.0f;

// The layout options of the network view (presenter mode: larger dots and lines, read from a room).
diagram::NetworkLayoutOptions network_view_options(const algo::Plan& plan, bool presenter);

// The wire labels' size on screen that the text size asks for: a little under the small font's.
float wanted_label_pixels(float small_font_pixels);

struct NetworkFit {
    diagram::NetworkLayout layout;
    float scale = 1.0f;         // layout units to pixels
    float label_pixels = 0.0f;  // the wire labels' (and step numbers') height on screen
    bool whole = true;          // the whole network shows; false: zoomed, the view pans
    bool fits_height = true;    // every wire shows (the view pans only across, following the step)
};

// The network of `plan` in a view of width x height pixels, its labels as near `wanted` pixels as the
// wires' spacing allows, never under kLeastLabelPixels.
NetworkFit fit_network(const algo::Plan& plan, diagram::NetworkLayoutOptions options, float width, float height, float wanted);

// The least height of a view that shows the whole network of `plan` with labels of kLeastLabelPixels
// (the view arrangement gives way for it: views.hpp's ViewNeeds::network_least).
float network_least_height(const algo::Plan& plan, bool presenter);

}  // namespace sortscope::ui
