// The comparator-network diagram, Knuth style: wires horizontal with index 0 at the top and labelled;
// a comparator is a vertical segment with a dot at each end. Arrows point to where the larger key goes
// (docs/glossary.md; the Predict buttons say the same): a plain comparator sends it down, to the lower
// wire, and a descending one (the larger key goes to the upper wire) has an arrowhead at that upper end. Overlapping comparators of one stage are
// offset into sub-columns; stages are separated; dispatch boundaries are heavy rules, stages fused into
// one dispatch are separated by thin dashed ones. Optional shading of every other dispatch, a
// highlighted dispatch, step numbers (from 1, algorithms/text/steps.hpp) and a caption. The GUI's network view and every export format
// draw this one layout.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

struct NetworkStyle {
    float wire_spacing = 24.0f;    // between neighbouring wires
    float column_spacing = 12.0f;  // between sub-columns of one stage
    float stage_gap = 16.0f;       // between stages of one dispatch
    float dispatch_gap = 26.0f;    // between dispatches
    float margin = 14.0f;
    float label_size = 11.0f;
    float caption_size = 12.0f;
    float dot_radius = 3.0f;
    float wire_width = 0.8f;
    float comparator_width = 1.4f;
    float stage_rule_width = 0.6f;
    float dispatch_rule_width = 1.5f;  // heavier than a stage rule, lighter than a comparator
    float arrow_length = 7.0f;
};

struct NetworkLayoutOptions {
    size_t first_step = 0;               // draw steps first_step .. last_step (inclusive, clamped)
    size_t last_step = SIZE_MAX;
    bool labels = true;                  // wire indices at the left
    bool shade = false;                  // shade every other dispatch
    std::optional<size_t> highlight;     // a step (dispatch) to light
    // Comparators drawn marked (Role::MarkedComparator), by (stage, i) with the stage counted over the
    // whole plan, sorted: verify's redundant ones (--mark-redundant). Empty: none.
    std::vector<std::pair<uint32_t, uint32_t>> marked;
    bool caption = true;                 // "bitonic, n = 16: 10 dispatches, 10 stages, 80 comparators"
    // The caption's words in place of network_caption's (and of its "steps .. shown"); empty: those.
    // A page whose heading names the network says only which steps a narrow copy shows.
    std::string caption_text;
    bool dispatch_numbers = true;        // each step's number (from 1) above it, where it fits
    bool subcolumns = true;              // false: a stage is one column (for very large n)
    // A window of wires for very large n: only wires first_wire .. first_wire + wire_count - 1 are drawn,
    // with the comparators that have an end on them (an end outside the window is cut at its edge, no
    // dot); comparators that pass over the whole window without an end on it are left out.
    uint32_t first_wire = 0;
    uint32_t wire_count = 0;             // 0: every wire
    NetworkStyle style;
};

// Where one comparator was drawn, for hit-testing and for marking the ones that swapped.
struct PlacedComparator {
    float x;
    float y_top;     // at wire i
    float y_bottom;  // at wire j
    uint32_t step;   // the plan's step (dispatch) index
    algo::Comparator comparator;
    bool clipped = false;  // an end lies outside the drawn window of wires
};

// The horizontal extent of one drawn step.
struct StepBand {
    uint32_t step;
    float x0, x1;
};

// The layout without its comparators' shapes: everything whose size grows with the wires and the steps,
// not with the comparators (odd-even transposition at 65,536 wires has 2.1 * 10^9 of them). Exports
// stream a network from this: paint_network() places each comparator again as it is painted.
struct NetworkFrame {
    Drawing drawing;  // the background, shading, wires, rules, wire labels, step numbers and caption
    std::vector<StepBand> steps;
    float wires_top = 0;   // y of wire 0
    float wires_left = 0;  // x where the wires start
    float wire_spacing = 0;
    uint32_t first_wire = 0;  // the window drawn (all wires unless windowed)
    uint32_t wire_count = 0;

    // y of a wire; wires outside the window get the y they would have, beyond its edge.
    float wire_y(uint32_t wire) const {
        return wires_top + (static_cast<float>(wire) - static_cast<float>(first_wire)) * wire_spacing;
    }
};

// The whole layout, for the GUI's view (hit-testing, marking the comparators that swapped): the frame
// whose drawing also holds every comparator's shapes, and where each comparator was placed.
struct NetworkLayout : NetworkFrame {
    std::vector<PlacedComparator> comparators;  // in drawing order: step, stage, sub-column
};

// Lays out the network steps of `plan` (a plan with non-network steps gives a drawing of its wires
// only). The caption counts the whole plan; when a range of steps is drawn it says which.
NetworkLayout layout_network(const algo::Plan& plan, const NetworkLayoutOptions& options);

// The same layout without the comparators: one walk over them, holding one step's at a time.
NetworkFrame frame_network(const algo::Plan& plan, const NetworkLayoutOptions& options);

// Paints the layout of `frame` (made by frame_network with the same plan and options) in paint()'s
// order, placing the comparators again as each layer needs them (three more walks), so that no list of
// them is ever held: the painter gets exactly the shapes layout_network's drawing holds, in its order.
void paint_network(const algo::Plan& plan, const NetworkLayoutOptions& options, const NetworkFrame& frame, Painter& painter);

// The steps options.first_step .. options.last_step that are drawn, narrowed around `step` (one of
// them) so that the layout with `options` is at most `max_width` points wide (a phone's copy of the
// web page's picture): grown by one step on either side in turn, the later side first, while it fits.
// At least `step` itself, however wide it is. The layout's width grows by each step's band and the gap
// before it, so one frame of the whole range measures every narrower one.
struct DrawnSteps {
    size_t first = 0;
    size_t last = 0;
};
DrawnSteps steps_within_width(const algo::Plan& plan, const NetworkLayoutOptions& options, size_t step, float max_width);

// "bitonic, n = 16: 10 dispatches, 10 stages, 80 comparators"
std::string network_caption(const algo::Plan& plan);

}  // namespace sortscope::diagram
