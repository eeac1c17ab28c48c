// What the user asked for this frame, from the control panel or the keyboard. The app applies them in
// one place after the views are drawn, so no view changes the session behind another's back. Moves are
// counts: every key press is one move, several presses inside one frame included.
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
    int step = 0;                        // Right or the step button, once per press
    int step_back = 0;                   // Left or the step-back button
    // A presenter's "next" and "previous" (PageDown / PageUp, what clickers send): the slides of a
    // lesson of several, else steps (core/lessons/slide_show.hpp).
    int next = 0;
    int previous = 0;
    bool to_start = false;
    bool to_end = false;
    bool toggle_play = false;
    bool pause = false;
    std::optional<size_t> seek;          // the scrub slider
    float speed_factor = 1.0f;           // +/-: multiply the play speed
    bool new_seed = false;               // R
    std::optional<ViewLayout> views;     // view toggles, presenter mode, text size
    bool toggle_fullscreen = false;      // F11
    bool leave_fullscreen = false;       // Esc (never quits: a clicker's start button sends F5, then Esc)
    std::optional<bool> blank;           // B or '.' blank the screen; any key shows it again
    std::optional<std::string> save_session;  // Save: the lesson, the slide on screen as it now is
    std::optional<std::string> open_session;  // Open: the file the panel names (saving writes back to it)
    std::optional<std::string> open_example;  // an example lesson (saving writes a copy where the panel says)
    bool add_slide = false;                   // Ctrl+M or Add slide: the screen as a new slide, written to the panel's file
    std::optional<std::string> slide_note;    // the note of the slide on screen, edited in the panel
    bool close_lesson = false;
    bool lesson_picker = false;          // L or the panel's Lessons... button: close the lesson, list the lessons
    bool open_export = false;            // E or the Export... button
    bool toggle_predict = false;         // the panel's Predict switch
    bool submit_prediction = false;      // Predict mode: check the answer, then run the step
    bool toggle_mute = false;            // M or the panel's sound checkbox
    bool toggle_notes = false;           // N: the slide's note on the class's screen in presenter mode on one display
    std::optional<float> volume;         // the panel's volume slider, 0 .. 1
    std::optional<ColourTheme> theme;    // the panel's colour theme
    bool check_lab = false;              // Ctrl+L: the Kernel lab section's Check
};

}  // namespace sortscope::ui
