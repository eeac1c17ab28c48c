// One frame of an animation (gif_export.hpp) as a drawing: the bars view of the step (bars_layout.hpp,
// with its title and the step's caption) on top and, for a comparator network, the network below it with
// the step just run lit (network_layout.hpp, scaled to fit): the same layouts the app and every other
// export draw, put together on one page of the frame's size in pixels (one point a pixel).
#pragma once

#include <cstddef>
#include <optional>

#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/bars_layout.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

// The most wires an animation draws its network for: past this the comparators are under a pixel apart
// at any slide's width, and the frames show the bars only.
constexpr uint32_t kMaxAnimatedNetworkWires = 256;

// The page of every frame, in pixels, and whether it holds the network under the bars.
struct AnimationPage {
    int width = 0;
    int height = 0;
    bool network = false;
};

// The bars' share of a page that holds the network too.
constexpr float kBarsShareWithNetwork = 0.55f;

// `bars` on top of the page; with page.network, the plan's network under them with `lit_step` lit
// (none for the input's frame).
diagram::Drawing animation_frame(const algo::Plan& plan, const diagram::BarsFrame& bars, std::optional<size_t> lit_step,
                                 const AnimationPage& page);

}  // namespace sortscope::exports
