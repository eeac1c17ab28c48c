// What the user asked for this frame, from the control panel or the keyboard. The app applies them in
// one place after the views are drawn, so no view changes the session behind another's back.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/look/colour_theme.hpp"
#include "core/look/view_layout.hpp"
#include "core/session/input_spec.hpp"

namespace sortscope::ui {

struct Requests {
    std::optional<InputSpec> input;      // a new input or new options: rebuild the plan
    bool step = false;
    bool step_back = false;
    bool to_start = false;
    bool to_end = false;
    bool toggle_play = false;
    bool pause = false;
    std::optional<size_t> seek;          // the scrub slider
    float speed_factor = 1.0f;           // +/-: multiply the play speed
    bool new_seed = false;               // R
    std::optional<ViewLayout> views;     // view toggles, presenter mode, text size
    bool toggle_fullscreen = false;      // F11
    std::optional<std::string> save_session;
    std::optional<std::string> open_session;
    bool open_export = false;            // E or the Export... button
    bool toggle_predict = false;         // the panel's Predict switch
    bool submit_prediction = false;      // Predict mode: check the answer, then run the step
    bool toggle_mute = false;            // M or the panel's sound checkbox
    std::optional<float> volume;         // the panel's volume slider, 0 .. 1
    std::optional<ColourTheme> theme;    // the panel's colour theme
};

}  // namespace sortscope::ui
