// The presses inside one frame (see key_event.hpp).
#include "core/keys/key_event.hpp"

#include <algorithm>

namespace sortscope::ui {

namespace {

constexpr int kRelease = 0;  // GLFW_RELEASE
constexpr int kPress = 1;    // GLFW_PRESS

}  // namespace

QuickPresses quick_presses(const std::vector<KeyEvent>& frame_events) {
    QuickPresses quick;
    std::vector<KeyEvent> pressed;  // pressed in this frame and not yet released
    for (const KeyEvent& event : frame_events) {
        if (event.action == kPress) {
            pressed.push_back(event);
        } else if (event.action == kRelease) {
            const auto found = std::find_if(pressed.begin(), pressed.end(), [&](const KeyEvent& down) { return down.key == event.key; });
            if (found == pressed.end()) continue;  // held since an earlier frame: ImGui saw it down
            if (std::find(quick.keys.begin(), quick.keys.end(), event.key) == quick.keys.end()) quick.keys.push_back(event.key);
            quick.mods |= found->mods;
            pressed.erase(found);
        }
    }
    return quick;
}

}  // namespace sortscope::ui
