// Session files: the algorithm, the input and kernel options, the step and the view layout, as JSON, so
// a teacher can prepare a lesson and reopen it at the same step. Reading checks everything before
// anything is used: a bad or foreign file gives a message naming the problem, and the caller changes
// nothing. Writing is atomic. Example lessons live in assets/sessions/.
//
//   {"sortscope_session": 1, "title": "Bitonic sort, 16 keys", "algorithm": "bitonic", "n": 16, "distribution": "random", "seed": 1,
//    "keys": "u32", "values": false, "descending": false, "work_group_size": 64, "radix_bits": 4,
//    "block_factor": 4, "tile": 0, "typed_keys": ["3", "-1"], "key_file": "scores.txt", "step": 3,
//    "views": {"bars": true, "network": true, "table": true, "presenter": false, "sidebar": true, "text_scale": 1.0},
//    "predict": {"on": true, "steps": [0, 2, 5]}}
//
// "typed_keys" are the keys themselves, so a lesson travels as one file; "key_file" names the key file
// they were read from (the caption shows it), where they came from one.
// "predict" turns Predict mode on and, with "steps", chooses the steps that ask (a quiz a teacher
// prepares; without "steps", every step that has a question asks).
// "views.sidebar": false hides the control panel (a lesson for a projector uses the whole width).
// Every field but "sortscope_session" is optional and defaults as a new session would.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/look/view_layout.hpp"
#include "core/session/input_spec.hpp"

namespace sortscope::ui {

constexpr int kSessionFormat = 1;

struct SessionFile {
    std::string title;  // a lesson's name, shown in the examples list (optional)
    InputSpec input;
    size_t step = 0;
    ViewLayout views;
    bool predict = false;               // Predict mode on
    std::vector<size_t> predict_steps;  // the steps that ask (empty: all that can)
};

std::string session_to_json(const SessionFile& session);

struct SessionRead {
    std::optional<SessionFile> session;
    std::string error;  // "lesson.json: field 'n' must be a whole number" when session is empty
};
SessionRead session_from_json(const std::string& text);
SessionRead read_session_file(const std::string& path);

// Throws exports::ExportError naming the path.
void write_session_file(const std::string& path, const SessionFile& session);

}  // namespace sortscope::ui
