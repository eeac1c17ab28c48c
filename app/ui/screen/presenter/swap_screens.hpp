// The teacher's window's "swap screens" button, under its clock: where the guess of which monitor is
// the projector was wrong, one click (on the laptop, where the pointer is) puts each window on the
// other's screen. Drawn in the teacher's window's ImGui context (teacher_window.hpp).
#pragma once

#include <string>

namespace sortscope::ui {

// Drawn inside the teacher's screen's window. `where`: where the class's window is, in words. True when clicked.
bool draw_swap_screens(const std::string& where);

}  // namespace sortscope::ui
