// Text wrapped at spaces only. ImGui's own wrapping also breaks after '.', ',' and ';', which splits
// "bits 0..3" into "bits 0." and ".3", or "1,024" across two lines, in front of a class.
#pragma once

#include <string_view>

namespace sortscope::ui {

// Draws `text` in the current font and colour from the cursor, in lines no wider than the room left
// on the window's row; '\n' starts a new line. A word wider than a whole line gets a line of its own.
void text_wrapped_at_spaces(std::string_view text);

}  // namespace sortscope::ui
