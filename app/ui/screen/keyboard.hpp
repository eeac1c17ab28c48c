// Keyboard shortcuts. Each key press counts once, however short (the window queues GLFW's key events,
// window.hpp); an arrow, PageDown/PageUp or +/- held down repeats, at most once a frame. With Num Lock
// off the keypad's keys are the keys under their digits (Home, End, PageUp, PageDown, the arrows).
//   Right / Left       step / step back
//   PageDown / PageUp  next / previous (what presentation clickers send): the slides of a lesson of
//                      several slides (even while a Predict question waits), else steps
//   L                  close the lesson and list the lessons (lessons/lesson_picker.hpp), in every mode
//   Ctrl+M             add the screen as a new slide of the lesson (PowerPoint's "new slide")
//   Space              play / pause (kept for play: clickers send PageDown, not Space, for "next")
//   Home / End         first / last step
//   B or .             blank the screen (a clicker's blank button); any key shows it again
//   H                  hide or show the control panel (no clicker sends H)
//   Esc                leaves full screen or the blank screen, nothing else: a clicker's start button
//                      sends F5, then Esc, so Esc must never quit or lose the lesson
//   F5                 nothing (the same start button)
//   + / -              faster / slower; Ctrl+= / Ctrl+- text size
//   R new input (new seed), F11 full screen, P presenter mode, 1-4 views, 5 the race, 6 the profile,
//   E export, M mute.
// They do nothing while a text field has focus or a popup is open, so typing a number into n or seed
// never steps.
#pragma once

#include <vector>

#include "core/look/view_layout.hpp"
#include "requests.hpp"
#include "window.hpp"

namespace sortscope::ui {

struct ShortcutContext {
    // A Predict question waits, and its keys (predict/predict_keys.hpp) have the arrows, Space and
    // the digits.
    bool answering = false;
    bool blank = false;       // the screen is blanked: the next key press only shows it again
    bool fullscreen = false;  // Esc leaves it
    bool slides = false;      // a lesson of several slides is open: PageDown / PageUp move through them
};

// The presses and repeats in `keys` worth acting on: releases dropped, and of a key's repeats only the
// first in the frame kept, so a slow frame does not run on after the key is let go; a keypad key with
// Num Lock off as the key under its digit (core/keys/key_event.hpp keypad_navigation).
std::vector<KeyEvent> presses(const std::vector<KeyEvent>& keys);

// `keys`: this frame's presses (presses() of the window's key events).
void read_shortcuts(const std::vector<KeyEvent>& keys, const ViewLayout& views, const ShortcutContext& context, Requests& requests);

}  // namespace sortscope::ui
