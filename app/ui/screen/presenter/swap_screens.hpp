// The teacher's window's "swap screens" button, at its bottom left: where the guess of which monitor is
// the projector was wrong, one click (on the laptop, where the pointer is) puts each window on the
// other's screen. Drawn in the teacher's window's ImGui context (teacher_window.hpp).
#pragma once

#include <string>

namespace sortscope::ui {

// `where`: where the class's window is, in words; `height`: the window's height. True when clicked.
bool draw_swap_screens(const std::string& where, float height);

}  // namespace sortscope::ui
