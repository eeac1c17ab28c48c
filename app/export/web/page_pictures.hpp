// The pictures of one state of the web page, chosen in ONE place (page_pictures): every picture is a
// layout from diagram/ drawn by the SVG renderer (svg_renderer.hpp), the same layouts the app and the
// other exports draw; the page's script only shows and hides them. Today a network algorithm gets the
// bars and the network with the step lit, every other algorithm the bars; a new layout (radix's bins,
// rank's counts, a look-back's tiles) is added here and nowhere else.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::exports::web {

// A network of more comparators than this is drawn around the lit step only (the steps nearest it whose
// comparators together stay under it), so that a page of every step stays small.
constexpr uint64_t kMaxPictureComparators = 512;

// One state of the run: after `steps_run` steps (0: the input), with the first array's keys before the
// last step and after it, as the GPU left them.
struct PageStep {
    const algo::Plan& plan;
    size_t steps_run = 0;
    std::span<const uint32_t> before;  // equal to `after` for the input
    std::span<const uint32_t> after;
    const std::string& input_label;
    bool network = false;  // the algorithm is a comparator network (AlgorithmInfo::network)
    // The CPU reference's states around the step (null at the input): the radix sorts' and rank's own
    // pictures are made from them, as the tables are.
    const algo::State* state_before = nullptr;
    const algo::State* state_after = nullptr;
};

// A picture as SVG text, in the standard colours and in the colour-blind ones (empty where the picture
// has no colours of its own: its roles' colours are the page's CSS).
struct PagePicture {
    std::string view;  // "bars" or "network" (a network, or the step's own picture): the view keys 1 and 2 show it
    std::string label;  // what it shows, for a screen reader
    std::string svg;
    std::string colour_blind_svg;
    // The same picture laid out for a narrow screen (a phone: the page's style sheet shows it under 700 px
    // instead of `svg`), so that its labels stay about 10 px tall there; empty where the picture has none.
    std::string narrow_svg;
    std::string narrow_colour_blind_svg;  // and its colour-blind copy (empty where `colour_blind_svg` is)
    // The narrow copy is drawn at its own size (not stretched or shrunk to the screen's width), in a box
    // that scrolls sideways where it is wider than the screen: the network's.
    bool narrow_own_size = false;
    // The wide copy is drawn at its own size too (not stretched to the column; shrunk only where the column is
    // narrower): the network's window of steps where the whole network would be unreadable (network_picture,
    // kLeastWideNetworkText).
    bool wide_own_size = false;
    // That window is taller than kWideWindowMostHeight (more than about 40 wires): it scrolls in a box as
    // tall as the column (72vh), its numbers still 12 px, instead of being shrunk to a thumbnail.
    bool wide_scrolls = false;
};

// A step's own picture on a narrow screen: laid out this many points wide and high, it is drawn at about
// its own size on a 390 px phone (its labels, 10 points, about 10 px tall; the wide one's were 5 px).
constexpr float kNarrowPictureWidth = 360.0f;
constexpr float kNarrowPictureHeight = 560.0f;
// The bars on a narrow screen: as wide, without the title and caption that the state's heading and
// narration already say, their numbers 12 to 15 points (12 px or more on a 390 px phone; the wide
// picture's were 6 px there, its position numbers 5 px). Where the keys' numbers do not fit under their
// bars at 12 points (more than about 24 keys) none is drawn, and the legend points to the page's list of
// the keys above the picture.
constexpr float kNarrowBarsHeight = 300.0f;
constexpr float kNarrowBarsText = 12.0f;
// The network on a narrow screen: the steps around the lit one that fit kNarrowPictureWidth with this
// style (more compact than the slide's, its wire and step numbers kNarrowNetworkText points), drawn at
// its own size, so 12 px on a phone (the wide picture shrunk to a 390 px phone had 6.8 px at n = 16 and
// 3.8 px at 32); a caption says which steps it shows where some are left out. A single step wider than
// the screen (64 wires and more) scrolls sideways in its box.
constexpr float kNarrowNetworkText = 12.0f;
diagram::NetworkStyle narrow_network_style();

// The network on a wide screen (a projector at 1280x720): its picture is drawn in the page's column,
// kWideColumnWidth CSS px wide and at most kWideColumnHeight tall (72vh), stretched or shrunk to fit
// both. Where the whole network (network_window's steps, the slide's style) would show its wire and step
// numbers smaller than kLeastWideNetworkText px there (32 wires: 6.3 to 6.7 px), the wide copy is the
// steps around the lit one that fit kWideColumnWidth with wide_window_network_style() (its numbers
// kWideWindowNetworkText points, wires closer together than the slide's so that 32 wires stay about
// 560 points tall), drawn at its own size, with a caption saying which steps it shows; a network that
// fits readably (16 wires) is drawn whole as before. A window taller than kWideWindowMostHeight (more than
// about 40 wires: no 720 px screen shows it whole) scrolls in its box (PagePicture::wide_scrolls); shrunk
// to the column, 128 wires had come out about 80 px wide.
constexpr float kWideColumnWidth = 614.0f;   // measured: two pictures side by side at 1280 px
constexpr float kWideColumnHeight = 518.0f;  // 72vh at 720 px
constexpr float kLeastWideNetworkText = 11.0f;
constexpr float kWideWindowNetworkText = 12.0f;
constexpr float kWideWindowMostHeight = 720.0f;
diagram::NetworkStyle wide_window_network_style();
// The size (CSS px) at which the wide copy of the whole network (`options`, the slide's style) shows its
// wire and step numbers in the column.
float whole_network_text_px(const algo::Plan& plan, const diagram::NetworkLayoutOptions& options);

// The key colours of the colour-blind theme (the app's theme_ramp).
using KeyRamp = std::function<diagram::Rgba(float)>;

std::vector<PagePicture> page_pictures(const PageStep& step, const KeyRamp& colour_blind_ramp);

// The steps [first, last] the network picture of state `steps_run` draws, around the lit step.
struct StepWindow {
    size_t first = 0;
    size_t last = 0;
};
StepWindow network_window(const algo::Plan& plan, size_t lit_step);

}  // namespace sortscope::exports::web
