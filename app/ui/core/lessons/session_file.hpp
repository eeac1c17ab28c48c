// Session files: a lesson a teacher prepares and reopens. A lesson is a list of slides; each slide is a
// state of the app (the algorithm, the input and kernel options, the step, the views, Predict mode) with
// the teacher's note shown on screen. Stored as JSON: reading checks everything before anything is used
// (a bad or foreign file gives a message naming the problem, and the caller changes nothing); writing is
// atomic. Example lessons live in assets/sessions/.
//
//   {"sortscope_session": 1, "title": "Bitonic sort, 8 keys", "algorithm": "bitonic", "n": 8, "distribution": "random",
//    "seed": 1, "keys": "u32", "values": false, "descending": false, "work_group_size": 64, "tile": 0,
//    "typed_keys": ["5", "3", "8", "1", "9", "2", "7", "4"],
//    "key_file": "keys.txt", "step": 3,
//    "views": {"bars": true, "network": true, "table": true, "presenter": false, "sidebar": true, "text_scale": 1.0},
//    "predict": {"on": true, "steps": [0, 2, 5]},
//    "slides": [{"title": "Pairs", "note": "Each comparator ...", "question": "Which keys move?", "step": 0},
//               {"note": "...", "step": 2, "play_to": 4, "views": {"table": false}}]}
//
// The options' keys are the option table's (OptionSpec::session_key), the algorithms' own options' among
// them (each algorithm's entry declares its own, a number or a name), written for every algorithm.
// "typed_keys" are the keys themselves, so a lesson travels as one file; "key_file" names the key file
// they were read from (the caption shows it), where they came from one.
// The fields outside "slides" are the lesson's state: a file without "slides" is a lesson of one slide
// (its note and question, when it has them, at the top), so files from before slides open unchanged.
// With "slides", each slide is that state with its own fields laid over it (a JSON merge patch, RFC 7396:
// "views": {"table": false} changes one view, null removes a field), so the keys are written once; a
// slide knows the fields of the state and "title", "note", "question" and "play_to" (open at "step", then
// play to that step), and refuses any other, so a misspelt field is named rather than ignored. Writing
// puts the first slide's state outside "slides" (a Sortscope from before slides opens the first slide)
// and only what differs from it in each slide.
// "step" (and "play_to") count the steps already run, as the app's cursor does (docs/glossary.md): 3
// opens after step 3, the third dispatch; 0 at the input. Files from before the glossary meant the same.
// "predict" turns Predict mode on and, with "steps", chooses where it asks (a quiz a teacher prepares;
// without "steps", every step that has a question asks): the same count, so 2 asks, after step 2, what
// step 3 will do.
// "views.sidebar": false hides the control panel (a lesson for a projector uses the whole width).
// Every field but "sortscope_session" is optional and defaults as a new session would.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/look/view_layout.hpp"
#include "core/session/input_spec.hpp"
#include "option_table.hpp"

namespace sortscope::ui {

constexpr int kSessionFormat = 1;
// A lesson is a few slides; a file of thousands is a mistake (or not a lesson), refused with the count.
// The option table declares it as the range of --slide.
constexpr auto kMaxSlides = static_cast<size_t>(options::kSlideOption.app_range->max);
// Notes are read from the back of a room: a few lines at most (bytes of UTF-8).
constexpr size_t kMaxNoteBytes = 400;
constexpr size_t kMaxQuestionBytes = 200;
constexpr size_t kMaxSlideTitleBytes = 80;

struct Slide {
    std::string title;     // a few words above the note (optional)
    std::string note;      // the teacher's note on screen: what to look at
    std::string question;  // one question to ask the class (optional)
    InputSpec input;
    size_t step = 0;
    std::optional<size_t> play_to;      // arriving, play from `step` to this step (after it)
    ViewLayout views;
    bool predict = false;               // Predict mode on
    std::vector<size_t> predict_steps;  // the steps that ask (empty: all that can)

    bool operator==(const Slide&) const = default;
};

struct SessionFile {
    std::string title;  // the lesson's name, shown in the examples list (optional)
    std::vector<Slide> slides = std::vector<Slide>(1);  // never empty
};

std::string session_to_json(const SessionFile& session);

struct SessionRead {
    std::optional<SessionFile> session;
    // When session is empty: "lesson.json: field 'n' must be a whole number", "lesson.json: slide 3:
    // unknown field 'notes' ...".
    std::string error;
};
SessionRead session_from_json(const std::string& text);
SessionRead read_session_file(const std::string& path);

// Throws exports::ExportError naming the path.
void write_session_file(const std::string& path, const SessionFile& session);

}  // namespace sortscope::ui
