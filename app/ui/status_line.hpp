// The status line above the bars: "step i of N" in large type, then what that dispatch did in words
// (algo::describe), its comparison and swap counts, and a warning if the GPU disagreed with the CPU
// reference. Before the first step it says "ready".
#pragma once

#include "sort_session.hpp"
#include "theme.hpp"

namespace sortscope::ui {

// Draws into the current ImGui window at the cursor, wrapping at the window's right edge.
void draw_status_line(const SortSession& session, const Fonts& fonts);

}  // namespace sortscope::ui
