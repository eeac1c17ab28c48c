// The app's words for where the cursor stands in the plan, by the one numbering of steps
// (algorithms/text/steps.hpp, docs/glossary.md): the cursor counts the steps already run, so after the
// third dispatch the app says "step 3 of 10", the number `plan` and `sort --steps` print for it.
#pragma once

#include <cstddef>
#include <string>

namespace sortscope::ui {

// "ready · 10 steps in the plan" before the first step (cursor 0), "step 3 of 10" after the third.
std::string cursor_text(size_t cursor, size_t step_count);

}  // namespace sortscope::ui
