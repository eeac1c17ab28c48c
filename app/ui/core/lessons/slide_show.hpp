// The lesson open in the app: its slides, the one on screen, and the file it is saved to. A presenter's
// "next" and "previous" (PageDown / PageUp, what a clicker sends) move through the slides while the
// lesson has two or more, and step through the plan otherwise; at either end they do nothing, so a
// clicker pressed once too often never leaves the lesson. Right and Left keep stepping inside a slide.
// The teacher builds a lesson in the app: "add slide" appends the state on screen as a new last slide,
// "save" writes the lesson with the slide on screen as it now is; both write the whole lesson (the
// checked atomic write). No window needed: the tests drive it headless.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/lessons/session_file.hpp"

namespace sortscope::ui {

class SlideShow {
public:
    // Opens `lesson` at its first slide; `path` is the file it came from ("" for an example, which is
    // never written over: saving it writes a copy where the panel says).
    void open(SessionFile lesson, std::string path);
    bool is_open() const { return m_open; }
    // With two or more slides, next and previous move through them; else they step.
    bool moves_by_slides() const { return m_open && m_lesson.slides.size() >= 2; }

    const SessionFile& lesson() const { return m_lesson; }
    size_t index() const { return m_index; }  // from 0
    size_t count() const { return m_lesson.slides.size(); }
    const Slide& current() const { return m_lesson.slides[m_index]; }
    const std::string& path() const { return m_path; }
    // "slide 3 of 7"
    std::string position_text() const;

    // The slide `presses` of next (positive) or previous (negative) lead to, kept within the lesson;
    // nullopt when that is the slide on screen (at either end, nothing happens).
    std::optional<size_t> target(int presses) const;
    void go_to(size_t index);  // clamped to the lesson

    // A new last slide (the state on screen, its note, title and question empty); it becomes the one on
    // screen. Opens a lesson of this one slide when none is open. Returns false, changing nothing, when
    // the lesson already holds kMaxSlides.
    bool append(const Slide& state);
    // The slide on screen takes the state on screen; its title, note and question stay.
    void update_current(const Slide& state);
    void set_note(std::string note);  // cut to kMaxNoteBytes

    // Writes the whole lesson to `path` (where the panel's file field points) and remembers it as the
    // lesson's file. Save replaces what the file held (`replace`); adding a slide refuses, writing
    // nothing, a file that exists and is not this lesson's own (adding to an example must not overwrite
    // another lesson). Returns what to tell the teacher.
    struct Saved {
        bool ok = false;
        std::string message;
    };
    Saved save_to(const std::string& path, bool replace);

private:
    bool m_open = false;
    SessionFile m_lesson;
    size_t m_index = 0;
    std::string m_path;
};

// The state on screen as a slide (no note): what "add slide" and "save" store.
Slide slide_of_state(const InputSpec& input, size_t step, const ViewLayout& views, bool predict, const std::vector<size_t>& predict_steps);

}  // namespace sortscope::ui
