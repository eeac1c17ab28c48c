// The picture of one step of a plan that is not a comparator network (the catalogue entry's picture:
// radix's bins and prefix sums, rank's counts, onesweep's tiles and look-back), laid out for a file: a
// title naming the step, the picture the app draws beside the bars as it stands once the step has run,
// and the sentence the app writes under it. The SVG, TikZ, PDF and PNG exports and the web lesson draw
// this; the app's views lay out the same pictures (radix_layout.hpp, rank_layout.hpp,
// onesweep_layout.hpp) in their own rectangles with the mouse. For a network the picture of a step is
// the network with that step lit, as the network view shows it (network_layout.hpp), so one call gives
// any algorithm's picture of any step.
#pragma once

#include <cstddef>
#include <string>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/onesweep_focus.hpp"
#include "sortscope/diagram/picture_style.hpp"
#include "sortscope/diagram/radix_focus.hpp"

namespace sortscope::diagram {

struct StepPictureOptions {
    float width = 800.0f;  // points; 16:9 by default, for slides
    float height = 450.0f;
    float margin = 20.0f;
    float title_size = 16.0f;
    PictureStyle style = file_picture_style();
};

// Whether the plan's algorithm has a step picture of its own (its catalogue entry's picture is not the
// network).
bool has_step_picture(const algo::Plan& plan);

// The picture of step `index` once it has run: `before` is the CPU reference's state before the step,
// `after` the state after it (the states the tables are made from); a network's, its network with the
// step lit (the states unread, the network's own size). `index` must be one of the plan's steps
// (std::invalid_argument otherwise).
Drawing layout_step_picture(const algo::Plan& plan, size_t index, const algo::State& before, const algo::State& after,
                            const StepPictureOptions& options = {});

// The titles and sentences the views write around their pictures, shared with the files.
std::string radix_title(const RadixFocus& focus);        // "Radix digit 1 of 8 (bits 4..7): prefix sum"
std::string radix_sentence(RadixPhase phase);            // what the part of the digit does
std::string rank_sentence(bool done);                    // what the arrows say, before or after the step
std::string rank_short_sentence(bool done);              // the same where the long one does not fit
std::string onesweep_title(const OnesweepFocus& focus);  // "Onesweep digit 1 (bits 8..15): look-back pass"
inline constexpr const char* kRankTitle = "Each key counts the keys before it: that count is its place";

}  // namespace sortscope::diagram
