// The top of the stage: the input's caption, "step i of N" in large type with the dispatch's
// description, the counters (dispatches, comparators executed, swaps, GPU time of this step, frame
// time), the GPU = CPU check, and the narration of what this dispatch does and why.
#pragma once

#include "look/theme.hpp"
#include "session/sort_session.hpp"

namespace sortscope::ui {

void draw_header(const SortSession& session, const Fonts& fonts, const Palette& colours, float frame_ms);

}  // namespace sortscope::ui
