// Quick presses: keys pressed and released inside one frame, which Dear ImGui 1.86 would not see as
// pressed (a quick Enter in a text field, Ctrl+A typed fast), are found so the window can hold them
// down for that frame.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/keys/key_event.hpp"
#include "core/keys/shortcut_help.hpp"

using namespace sortscope::ui;

namespace {
constexpr int kRelease = 0, kPress = 1, kRepeat = 2;
constexpr int kEnter = 257, kA = 65, kLeftControl = 341, kRight = 262;
constexpr int kCtrl = 0x0002;  // GLFW_MOD_CONTROL
}  // namespace

TEST_CASE("a key pressed and released inside a frame is a quick press", "[gui][core]") {
    const QuickPresses enter = quick_presses({{kEnter, kPress, 0}, {kEnter, kRelease, 0}});
    CHECK(enter.keys == std::vector<int>{kEnter});
    CHECK(enter.mods == 0);
    // Ctrl+A typed fast: Ctrl down, A down and up, Ctrl up, all before the frame.
    const QuickPresses select_all = quick_presses({{kLeftControl, kPress, kCtrl}, {kA, kPress, kCtrl}, {kA, kRelease, kCtrl},
                                                   {kLeftControl, kRelease, 0}});
    CHECK(select_all.keys == std::vector<int>{kA, kLeftControl});
    CHECK((select_all.mods & kCtrl) != 0);
}

TEST_CASE("keys held across frames, still down, or only repeating are not quick presses", "[gui][core]") {
    CHECK(quick_presses({{kRight, kPress, 0}}).keys.empty());     // still down: ImGui sees it
    CHECK(quick_presses({{kRight, kRelease, 0}}).keys.empty());   // pressed in an earlier frame
    CHECK(quick_presses({{kRight, kRepeat, 0}, {kRight, kRepeat, 0}}).keys.empty());
    CHECK(quick_presses({}).keys.empty());
    // Twice in one frame: one key to hold.
    CHECK(quick_presses({{kEnter, kPress, 0}, {kEnter, kRelease, 0}, {kEnter, kPress, 0}, {kEnter, kRelease, 0}}).keys ==
          std::vector<int>{kEnter});
}

TEST_CASE("the panel's list of keys names every shortcut, the kernel's and the lessons' included", "[gui][core]") {
    std::vector<std::string> keys;
    for (const ShortcutHelp& help : shortcut_help()) {
        CHECK(std::string(help.action).size() > 2);
        keys.emplace_back(help.keys);
    }
    // Every key keyboard.cpp acts on alone (the digits 1-4 share a line).
    for (const char* key : {"Space", "PgDn PgUp", "L", "Ctrl+M", "H", "Home End", "R", "P", "1 2 3 4", "5", "6", "7", "K", "E", "M",
                            "F11", "Ctrl+L"}) {
        INFO(key);
        CHECK(std::find(keys.begin(), keys.end(), key) != keys.end());
    }
}

TEST_CASE("with Num Lock off a keypad key is the key under its digit: the keypad's 1 is End", "[gui][core]") {
    constexpr int kKeypad0 = 320, kKeypad1 = 321, kKeypad5 = 325, kKeypad7 = 327;  // GLFW_KEY_KP_*
    constexpr int kHome = 268, kEnd = 269, kLeft = 263, kUp = 265, kDown = 264, kPageUp = 266, kPageDown = 267;
    constexpr int kNumLock = 0x0020;  // GLFW_MOD_NUM_LOCK
    // Num Lock off: 7 Home, 1 End, 9 PageUp, 3 PageDown, the arrows on 4 6 8 2; 0 and 5 have none.
    const std::vector<std::pair<int, int>> under = {{kKeypad7, kHome},     {kKeypad1, kEnd},   {kKeypad0 + 9, kPageUp},
                                                    {kKeypad0 + 3, kPageDown}, {kKeypad0 + 4, kLeft}, {kKeypad0 + 6, kRight},
                                                    {kKeypad0 + 8, kUp},   {kKeypad0 + 2, kDown}, {kKeypad0, kKeypad0},
                                                    {kKeypad5, kKeypad5}};
    for (const auto& [keypad, key] : under) {
        INFO("keypad key " << keypad);
        CHECK(keypad_navigation({keypad, kPress, 0}) == KeyEvent{key, kPress, 0});
        CHECK(keypad_navigation({keypad, kRelease, kCtrl}) == KeyEvent{key, kRelease, kCtrl});  // action and modifiers kept
        // Num Lock on: the digit it is.
        CHECK(keypad_navigation({keypad, kPress, kNumLock}) == KeyEvent{keypad, kPress, kNumLock});
    }
    // Every other key as it is, with Num Lock on or off.
    for (const int key : {kEnd, kHome, kRight, kEnter, kA, kKeypad0 + 10 /* KP_DECIMAL */, kKeypad0 - 1}) {
        CHECK(keypad_navigation({key, kPress, 0}) == KeyEvent{key, kPress, 0});
        CHECK(keypad_navigation({key, kRepeat, kNumLock}) == KeyEvent{key, kRepeat, kNumLock});
    }
}
