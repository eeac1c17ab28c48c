// Keyboard shortcuts: Space play/pause, Right/Left step, Home/End first/last step, +/- speed,
// R new input (new seed), F11 fullscreen, Ctrl+= / Ctrl+- text size, P presenter mode, 1-4 views, 5 the
// race, E export, M mute.
// They do nothing while a text field has focus, so typing a number into n or seed never steps.
#pragma once

#include "core/look/view_layout.hpp"
#include "requests.hpp"

namespace sortscope::ui {

// `answering`: a Predict question waits, and its keys (predict/predict_keys.hpp) have the arrows,
// Space and the digits.
void read_shortcuts(const ViewLayout& views, Requests& requests, bool answering = false);

}  // namespace sortscope::ui
