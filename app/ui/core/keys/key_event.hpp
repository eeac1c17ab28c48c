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

// GLFW names a keypad key by its digit (GLFW_KEY_KP_1) whatever Num Lock's state, and only the event's
// GLFW_MOD_NUM_LOCK bit (sent where the window asks for the lock keys' bits) says which. With Num Lock off
// a keypad key is the key printed under its digit: 7 Home, 1 End, 9 PageUp, 3 PageDown, 4 Left, 6 Right,
// 8 Up, 2 Down; the event is returned as that key (a keyboard's keypad End then goes to the last step as
// End does). Any other event, and every keypad key with Num Lock on, is returned as it is.
inline constexpr int kNumLockModifier = 0x0020;  // GLFW_MOD_NUM_LOCK
constexpr KeyEvent keypad_navigation(const KeyEvent& event) {
    if ((event.mods & kNumLockModifier) != 0) return event;
    // GLFW_KEY_KP_0 is 320 .. GLFW_KEY_KP_9 329; Right 262, Left 263, Down 264, Up 265, PageUp 266,
    // PageDown 267, Home 268, End 269 (keyboard.cpp checks them against GLFW's names).
    constexpr int kKeypad0 = 320;
    constexpr int kUnder[10] = {0, 269, 264, 267, 263, 0, 262, 268, 265, 266};  // 0 and 5: none
    if (event.key < kKeypad0 || event.key > kKeypad0 + 9 || kUnder[event.key - kKeypad0] == 0) return event;
    return {kUnder[event.key - kKeypad0], event.action, event.mods};
}

}  // namespace sortscope::ui
