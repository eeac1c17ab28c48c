// What each view needs to stay readable, from the fonts in use and the plan on screen: the table's few
// rows, the bars' legend and bars, the network's whole height with labels of 12 px (network_fit.hpp),
// a step picture's rows and bins. The screen arranges its views with these (layout.hpp's arrange_views
// lets the least needed view give way), and the tests that check every arrangement use the same.
#pragma once

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/plan.hpp"
#include "core/look/layout.hpp"
#include "core/look/text_sizes.hpp"

namespace sortscope::ui {

// Radix and rank pictures of up to this many keys label every bin or key (larger ones label those wide
// enough).
constexpr uint32_t kLabelledBinKeys = 64;

// A view's frame: its title (`title_lines` lines: the network's title is short, the others may wrap),
// the padding and the gap under the title.
float view_frame_height(const ScreenMetrics& metrics, int title_lines = 2);

// `views_height`: the height the views share; `panel_above`: whether Predict mode's panel or the kernel
// lab's report sits above them (the row above the table then keeps kLeastTopRowShare of `display_height`).
ViewNeeds readable_view_needs(const algo::Plan& plan, algo::Picture picture, bool presenter, const ScreenMetrics& metrics,
                              float views_height, bool panel_above, float display_height);

}  // namespace sortscope::ui
