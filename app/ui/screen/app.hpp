// The desktop app: the window, the session and everything on screen, and the frame. main() parses the
// command line and calls run(); a frame draws the panel, the header and the views, then applies what
// the user asked for (Requests) in one place.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "controls_panel.hpp"
#include "core/app_options.hpp"
#include "core/look/view_layout.hpp"
#include "core/lab/lab_launch.hpp"
#include "core/lab/lab_panel.hpp"
#include "core/session/player.hpp"
#include "core/session/predict.hpp"
#include "core/session/replay.hpp"
#include "core/session/shader_watcher.hpp"
#include "core/lessons/slide_show.hpp"
#include "core/session/sort_session.hpp"
#include "requests.hpp"
#include "screen/export/export_dialog.hpp"
#include "screen/lessons/lesson_picker.hpp"
#include "screen/lessons/teacher_screen.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "screen/pictures/picture_views.hpp"
#include "screen/predict/predict_view.hpp"
#include "screen/presenter/second_screen.hpp"
#include "screen/profile/profile_view.hpp"
#include "screen/race/race_view.hpp"
#include "screen/sound/step_sounds.hpp"
#include "screen/views/bars_view.hpp"
#include "screen/views/kernel_view.hpp"
#include "screen/views/network_view.hpp"
#include "screen/views/note_panel.hpp"
#include "screen/views/table_view.hpp"
#include "test_keys.hpp"
#include "window.hpp"

namespace sortscope::ui {

class App {
public:
    // Opens the window and the first session. Throws NoDisplayError, gpu::GpuError, or UsageError (for
    // --step past the plan or a session file that cannot be opened).
    // `lab`: the kernel lab's launch (--lab NAME --kernel FILE), made before the window opened.
    explicit App(const AppOptions& options, const LabLaunch* lab = nullptr);

    // Runs frames until the window closes, or, with a screenshot path, renders the frames, writes the
    // PNG and returns. Then writes the --sound-wav recording (throws exports::ExportError). With
    // --test-keys, prints the state reached (state_line) at the end.
    void run();

private:
    void frame();
    // Presenter mode's second screen between frames: the teacher's window opened, kept or closed
    // (second_screen.hpp) and drawn. `shot`: also written as a PNG there ("" for none).
    void teacher_window_frame(const std::string& shot);
    // Monitors:N in --test-keys: true while the frame to come waits for N monitors (at most 60 s).
    bool waits_for_monitors();
    // The blanked screen: black, with a small note saying how to come back.
    void draw_blank(const Fonts& fonts, Requests& requests);
    // The strip left when the control panel is hidden: its button shows the panel again.
    void draw_panel_tab(const PanelRect& rect, Requests& requests);
    // "state: step 3 of 10 · playing no · blank no · panel shown · fullscreen no · views bars+network+table",
    // then " · slide 2 of 5" while a lesson is open, " · lab bitonic: wrong" while a student's kernel runs,
    // " · lab: does not compile" under a compile error, " · racing" while a race runs, " · input: " and the input's caption, and
    // " · lesson picker" while it is open
    std::string state_line() const;
    // Presenter mode on one display, N not pressed: the class's screen shows the slide's title and
    // question, not its note.
    bool notes_hidden_from_class() const;
    void apply(const Requests& requests);
    void apply_views(const ViewLayout& views);
    // Opens a lesson file at its first slide. `own_file`: saving writes back to it (false for an example).
    void open_session(const std::string& path, bool own_file);
    // The input changed under an open lesson (the algorithm, n, the keys, R): its slide no longer
    // describes the screen, so the lesson closes (its note goes, PageDown steps again). It is kept aside:
    // Save and Add slide write to it as before, as a teacher building a lesson changes the input between
    // slides.
    void leave_lesson(const std::string& why);
    // The lesson left aside by leave_lesson, back for Save or Add slide.
    void take_back_left_lesson();
    // Shows slide `index` of the open lesson. `opening`: the lesson's text size is taken too (moving
    // between slides keeps the teacher's); presenter mode, once on, stays on. False, with the reason
    // shown and the slide on screen kept, when the device refuses the slide's input.
    bool show_slide(size_t index, bool opening);
    // The state on screen as a slide (core/lessons/slide_show.hpp).
    Slide state_as_slide() const;
    void add_slide();
    // Predict mode as a lesson or the command line sets it; throws UsageError for a guess that does not fit.
    void start_predict(const AppOptions& options);
    void save_session(const std::string& path);
    void watch_shaders();
    // Loads a checked kernel: its case's input, the kernel, and the steps up to the first that differs.
    // Returns the compile log when the kernel does not compile here (else "").
    std::string start_lab(const LabLaunch& lab);
    // A check from the Kernel lab section finished (or a save was checked): load what it says.
    void load_lab(const LabResult& result);
    void draw_lab_lines(const Palette& colours);
    void set_message(std::string text, bool error);
    // A refused input's reason, with the way out where there is one (its entry's OwnOptionNotes::way_out).
    std::string refused_message(const InputSpec& input, const std::string& reason) const;

    AppOptions m_options;
    TestKeys m_test_keys;
    uint32_t m_frames_run = 0;
    bool m_blank = false;  // B or '.': the screen is black until the next key
    Window m_window;
    ViewLayout m_views;
    float m_ui_scale = 1.0f;
    Fonts m_fonts;
    bool m_fonts_dirty = false;
    std::unique_ptr<SortSession> m_session;
    Player m_player;
    Replay m_replay;  // a jump (step back, End, the slider) run a slice per frame
    PredictMode m_predict;
    PredictPanel m_predict_panel;
    SlideShow m_slides;  // the open lesson, if any
    std::optional<SlideShow> m_left_lesson;  // closed by an input change (leave_lesson), for Save and Add slide
    LessonPicker m_picker;  // L: the example lessons over the stage
    TeacherScreen m_teacher;  // a wide window across a laptop and a projector: the teacher's part
    // Presenter mode on one display hides the slide's note from the class until N shows it (the teacher's
    // window or the wide split shows it to the teacher instead).
    bool m_show_notes = false;
    bool m_teacher_split = false;  // this frame's window is split so (state_line says "teacher's screen")
    SecondScreen m_second_screen;  // presenter mode with two monitors: the teacher's own window
    TeacherScreen m_teacher_in_window;  // what it shows
    bool m_frame_held = false;  // this frame waited for monitors (Monitors:N): the script did not move on
    std::optional<std::chrono::steady_clock::time_point> m_monitors_wait_since;
    NotePanel m_note;
    ControlsPanel m_controls;
    BarsView m_bars;
    NetworkView m_network;
    TableView m_table;
    KernelView m_kernel;
    ExportDialog m_export;
    PictureViews m_pictures;  // the step pictures an algorithm's entry names instead of the network
    std::unique_ptr<RaceView> m_race;  // made with the session: it needs the GL context
    std::unique_ptr<ProfileView> m_profile;  // likewise
    HoverLink m_hover;
    PanelStatus m_status;
    std::optional<ShaderWatcher> m_watcher;
    LabPanel m_lab;  // the Kernel lab section: its exercise, checks, and the student's file watched
    std::optional<algo::KernelId> m_lab_kernel;  // the kernel a student's text replaces, once one is loaded
    std::string m_lab_line;  // the check's verdict, or what the last reload did
    std::string m_shader_error;  // the compile log of a failed hot reload, shown until the next good one
    float m_frame_ms = 0.0f;
    ColourTheme m_theme = ColourTheme::Standard;
    sound::StepSounds m_sound;
};

}  // namespace sortscope::ui
