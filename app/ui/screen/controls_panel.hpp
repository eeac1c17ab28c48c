// The left panel: the algorithm (with its two-line description and source document; its own options
// and tiles, such as a path; why an input was not taken), the input (n, distribution, seed, key type, payload,
// direction, or keys typed by hand or loaded from a key file), the advanced kernel options (work-group size, and of radix bits,
// block factor and tile those the algorithm's catalogue entry offers), stepping (buttons, speed, a scrub slider across the plan), the views and presenter
// mode, sound (on/off, volume) and the colour theme, lessons (session files: open, save, add the screen
// as a slide, the note of the slide on screen), the GPU, the keyboard, and last the Kernel lab (an
// exercise's task and hints, Start, the kernel file, Check: core/lab/lab_panel.hpp keeps its state). In presenter mode the
// advanced controls are hidden; the button at its top hides the whole panel (as H does). No text in it is cut: fields and
// combo boxes make room for their text, rows of checkboxes wrap. It only reads the session; what the
// user asks for goes into Requests.
#pragma once

#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "core/look/colour_theme.hpp"
#include "core/look/layout.hpp"
#include "core/look/view_layout.hpp"
#include "core/lab/lab_panel.hpp"
#include "core/session/input_spec.hpp"
#include "core/session/player.hpp"
#include "core/lessons/slide_show.hpp"
#include "core/session/sort_session.hpp"
#include "requests.hpp"
#include "screen/network_box.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

struct PanelStatus {
    std::string message;  // the last save/open result, shown under the lesson controls
    bool message_is_error = false;
    std::string input_error;  // why the last input asked for was not taken, shown under the algorithm
    std::string shader_status;  // hot reload: what the watcher last did (empty when not watching)
    bool predict = false;  // Predict mode is on (its switch sits under the steps)
    // The Sound and colours section.
    bool sound_muted = false;
    float sound_volume = 0.5f;
    std::string sound_status;  // why nothing is heard, when nothing is
    ColourTheme theme = ColourTheme::Standard;
    const SlideShow* slides = nullptr;  // the open lesson (the Lessons section: its slide, the note)
};

class ControlsPanel {
public:
    explicit ControlsPanel(const InputSpec& input) : m_draft(input) {}

    void draw(const SortSession& session, const Player& player, const ViewLayout& views, const PanelStatus& status,
              const Fonts& fonts, const PanelRect& rect, LabPanel& lab, Requests& requests);
    // The session's input changed (R, a lesson opened, or what the panel asked for: `asked_here`, which
    // keeps an n typed under typed keys on show): show it.
    void show_input(const InputSpec& input, bool asked_here = false);
    // The lesson file Save, Open and Add slide use (the file field); a lesson opened from the command
    // line puts its path there.
    const std::string& lesson_path() const { return m_session_path; }
    void show_lesson_path(const std::string& path) { m_session_path = path; }
    // The next frames scroll the panel to the Kernel lab section: its title at the top (--lab NAME
    // alone: the task first), or its end at the bottom (a check: its buttons and verdict).
    void scroll_to_lab(bool end) {
        m_lab_scroll_end = end;
        m_lab_scroll_frames = 3;  // the panel's height is known from its second frame on
    }

private:
    // The options the draft's algorithm offers in the app (AlgorithmInfo::offered): the controls shown.
    algo::PlanOptionSet offered() const;
    void draw_algorithm(const SortSession& session, const Fonts& fonts);
    // The draft's algorithm's own options that the app offers (AlgorithmInfo::own_options), with its tile
    // when it offers one, and the line its entry says about the running plan (OwnOptionNotes::controls).
    void draw_own_options(const SortSession& session, const Fonts& fonts);
    void draw_own_numbers();
    // Whether the draft's algorithm has own options the app offers (its tile then sits with them).
    bool offers_own_options() const;
    void draw_input(const ViewLayout& views, Requests& requests);
    void draw_key_file();
    void draw_advanced(const SortSession& session);
    void draw_steps(const SortSession& session, const Player& player, Requests& requests);
    void draw_views(const ViewLayout& views, Requests& requests);
    void draw_lessons(const PanelStatus& status, Requests& requests);
    // The top row: Lessons (L) and Close lesson, the slide on screen and the last lesson message.
    void draw_lesson_row(const PanelStatus& status, Requests& requests);
    void draw_sound_and_colours(const PanelStatus& status, const Fonts& fonts, Requests& requests);
    void draw_lab(LabPanel& lab, const Fonts& fonts);

    InputSpec m_draft;             // what the input widgets show; applied once no widget is being edited
    NetworkBox m_network_box;      // the algorithm's Network... entry: load any comparator network
    bool m_draft_pending = false;
    bool m_typing = false;         // the typed-keys editor is open
    std::string m_typed_text;
    bool m_typed_editing = false;  // the typed-keys box has the keyboard: its text is not laid out again
    std::string m_typed_error;
    std::string m_key_file_path = "keys.txt";
    std::string m_key_file_error;  // why the last key file was not loaded
    std::string m_session_path = "lesson.json";
    std::string m_note;          // the note field: the slide on screen's note, while not being edited
    bool m_note_editing = false;
    int m_scrub = 0;
    int m_lab_scroll_frames = 0;
    bool m_lab_scroll_end = false;
};

}  // namespace sortscope::ui
