// Predict mode's keys while a question waits: 1-9 pick or drop comparator 1-9, Up/Down move the
// selection (or step the number being typed), Space picks or drops the selected comparator, digits
// type a bin or position, Backspace erases a digit, Tab switches between bin and position, Enter
// checks the answer. Once the result shows, Enter (or Right) goes on. The other shortcuts that do not
// clash (F11, P, E, R, Ctrl+/-) still work: keyboard.cpp leaves these keys alone while a question waits.
// Each queued press counts once (keyboard.hpp), like every other shortcut.
#pragma once

#include <vector>

#include "core/session/predict.hpp"
#include "screen/requests.hpp"
#include "screen/window.hpp"

namespace sortscope::ui {

// Edits the answer in `predict` (the session is not touched); checking and going on are Requests.
// `keys`: this frame's presses (keyboard.hpp presses()).
void read_predict_keys(const std::vector<KeyEvent>& keys, PredictMode& predict, Requests& requests);

}  // namespace sortscope::ui
