// The top of the stage: the input's caption, "step i of N" in large type with the dispatch's
// description, the counters (dispatches, comparators executed, swaps, GPU time of this step, frame
// time), the GPU = CPU check, and the narration of what this dispatch does and why. Compact (presenter
// mode, where the type is large and the room is a projector's 720 lines): the caption shares the
// counter's line, in smaller type when it must; no frame time; no technical description of the
// dispatch (the table's caption carries it), so the views keep the height.
#pragma once

#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

void draw_header(const SortSession& session, const Fonts& fonts, const Palette& colours, float frame_ms, bool compact);

}  // namespace sortscope::ui
