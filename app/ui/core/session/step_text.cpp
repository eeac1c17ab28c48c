// The cursor in words (see step_text.hpp).
#include "core/session/step_text.hpp"

#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::ui {

std::string cursor_text(size_t cursor, size_t step_count) {
    if (cursor == 0) return "ready \u00b7 " + algo::count_of(step_count, "step", "steps") + " in the plan";
    return algo::step_of(cursor - 1, step_count);
}

}  // namespace sortscope::ui
