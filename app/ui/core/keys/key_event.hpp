// One key event as GLFW reports it, and the presses Dear ImGui 1.86 would miss. ImGui samples each
// key's state once a frame, so a key pressed and released inside one frame (a quick Enter in a text
// field, Ctrl+A typed fast, what a presentation clicker sends) never reads as pressed; the window
// holds such keys down for that frame and lets them go at the next (screen/window.cpp).
#pragma once

#include <vector>

namespace sortscope::ui {

// A GLFW_KEY_* code, GLFW_PRESS (1), GLFW_RELEASE (0) or GLFW_REPEAT (2), and the GLFW_MOD_* bits held
// at that moment.
struct KeyEvent {
    int key = 0;
    int action = 0;
    int mods = 0;

    bool operator==(const KeyEvent&) const = default;
};

struct QuickPresses {
    std::vector<int> keys;  // pressed, then released, inside the frame, in the order pressed
    int mods = 0;           // the modifiers held when they were pressed (Ctrl for Ctrl+A)
};

// The keys `frame_events` (one frame's, oldest first) pressed and released again before the frame.
QuickPresses quick_presses(const std::vector<KeyEvent>& frame_events);

}  // namespace sortscope::ui
