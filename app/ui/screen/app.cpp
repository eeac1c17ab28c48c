// The desktop app's frame and the one place requests are applied (see app.hpp).
#include "app.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include <imgui.h>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "algorithms/text/counts.hpp"
#include "core/look/layout.hpp"
#include "core/look/text_sizes.hpp"
#include "core/look/view_needs.hpp"
#include "core/profile/frame_times.hpp"
#include "core/lessons/enter_slide.hpp"
#include "core/lessons/lessons.hpp"
#include "core/lessons/session_file.hpp"
#include "device/gpu_error.hpp"
#include "keyboard.hpp"
#include "screen/export/screenshot.hpp"
#include "screen/look/cut_text.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/predict/predict_keys.hpp"
#include "screen/predict/predict_view.hpp"
#include "screen/presenter/second_screen.hpp"
#include "screen/presenter/swap_screens.hpp"
#include "screen/views/header_view.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::ui {

namespace {

constexpr ImGuiWindowFlags kStageWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                          ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;

}  // namespace

App::App(const AppOptions& options, const LabLaunch* lab)
    : m_options(options), m_test_keys(options.test_keys_path.empty() ? TestKeys{} : TestKeys::read(options.test_keys_path)),
      m_window({"Sortscope", options.width, options.height}), m_views(options.views), m_second_screen(options.projector_monitor),
      m_controls(options.input), m_lab(LabChecker{own_program()}), m_theme(options.theme),
      m_sound({starts_muted(options, std::getenv("CI") != nullptr), 0.5f, options.sound_wav}) {
    if (!options.screenshot_path.empty() && m_test_keys.last_frame() > options.frames) {
        throw UsageError("--test-keys: keys at frame " + std::to_string(m_test_keys.last_frame()) + ", past the " +
                         std::to_string(options.frames) + " frames of the screenshot run (--frames)");
    }
    InputSpec input = options.input;
    std::optional<size_t> step = options.step;
    std::optional<size_t> play_to;
    bool predict = options.predict;
    if (!options.session_path.empty()) {
        const SessionRead read = read_session_file(options.session_path);
        if (!read.session) throw UsageError(read.error);
        const SessionFile& lesson = *read.session;
        if (options.slide && *options.slide > lesson.slides.size()) {
            throw UsageError("--slide " + std::to_string(*options.slide) + ": " + options.session_path + " has " +
                             std::to_string(lesson.slides.size()) + (lesson.slides.size() == 1 ? " slide" : " slides"));
        }
        // Every slide is checked before the lesson opens: moving on in front of a class must not fail.
        const gpu::DeviceLimits limits = gpu::query_device_limits();
        const auto refused = [&](const InputSpec& refused_input, const std::string& reason) {
            return with_way_out(refused_input, reason, gpu::device_caps(limits), true);
        };
        if (const auto problem = lesson_problem(lesson, gpu::device_caps(limits), refused)) {
            throw UsageError(options.session_path + ": " + *problem);
        }
        m_slides.open(lesson, options.session_path);
        m_slides.go_to(options.slide.value_or(1) - 1);
        m_controls.show_lesson_path(options.session_path);
        const Slide& slide = m_slides.current();
        input = slide.input;
        predict = predict || slide.predict;
        m_predict.set_steps(slide.predict_steps);
        m_views = slide.views;
        m_views.presenter = m_views.presenter || options.views.presenter;
        if (!step) {
            step = slide.step;
            play_to = slide.play_to;
        }
    }
    if (lab != nullptr) input = lab_input(*lab);
    // --lab NAME alone: the exercise's first case, with the project's kernel (what a right answer does).
    if (lab == nullptr && !options.lab.empty()) {
        LabLaunch picked;
        picked.exercise = algo::find_exercise(options.lab);
        input = lab_input(picked);
    }
    m_ui_scale = ui_scale_for(m_window.content_scale(), m_window.framebuffer_size().height);
    m_fonts = apply_theme(m_ui_scale * m_views.text_scale, m_views.presenter);
    try {
        m_session = std::make_unique<SortSession>(input);  // after the window: it needs the GL context
    } catch (const InputRefused& refused) {
        // Options the plan builder refuses are bad usage, as in sortscope-cli.
        throw UsageError(with_way_out(input, refused.what(), gpu::device_caps(gpu::query_device_limits()), true));
    }
    m_race = std::make_unique<RaceView>();
    m_profile = std::make_unique<ProfileView>();
    if (options.race || options.race_default) {
        // The race sorts the keys the command line names (--keys, --desc, --values), random ones.
        m_race->settings().key_type = input.key_type;
        m_race->settings().descending = input.descending;
        m_race->settings().values = input.values;
        if (options.race) {
            m_race->settings().first_log2n = options.race->first;
            m_race->settings().last_log2n = options.race->second;
        }
        if (!options.race_reference.empty()) {
            try {
                m_race->load_references(options.race_reference);
            } catch (const std::invalid_argument& bad) {
                throw UsageError(std::string("--race-reference: ") + bad.what());
            }
        }
        m_race->engine().start(m_race->settings());
    }
    m_controls.show_input(input);
    if (lab != nullptr && lab->report.verdict == algo::LabVerdict::CompileError) {
        // Nothing of the student's runs: the project's kernel stays, the compiler's messages are shown.
        m_lab.adopt(*lab);
    } else if (lab != nullptr && !step) {
        if (const std::string log = start_lab(*lab); !log.empty()) throw gpu::GpuError(log);
        m_lab.adopt(*lab);  // the panel shows it, and watches its file
    }
    if (lab == nullptr && !options.lab.empty()) {
        // And the Kernel lab section, the exercise picked, scrolled into view.
        m_lab.pick(static_cast<size_t>(algo::find_exercise(options.lab) - algo::all_exercises().data()));
        m_controls.scroll_to_lab(false);
    }
    if (step) {
        if (*step > m_session->step_count()) {
            throw UsageError("--step " + std::to_string(*step) + ": the " + input.algorithm + " plan for n = " +
                             std::to_string(m_session->plan().options.n) + " has " + algo::count_of(m_session->step_count(), "step", "steps"));
        }
        m_session->seek(*step);
    }
    m_predict.set_enabled(predict);
    start_predict(options);
    if (play_to) m_player.play_to(*play_to);
    // A scripted screenshot shows the app as it stands, not wherever the virtual display put the pointer.
    // (A script that clicks puts the pointer where it clicks: window.hpp.)
    if (!options.screenshot_path.empty() && !m_test_keys.has_clicks()) ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouse;
    if (options.speed) m_player.set_speed(*options.speed);
    if (options.play) m_player.toggle(*m_session);
    if (options.export_dialog) m_export.open(*m_session);
    const std::string shaders = gpu::shader_directory();
    if (!shaders.empty()) {
        m_watcher.emplace(shaders);
        m_status.shader_status = "hot reload: watching " + shaders;
    }
}

void App::start_predict(const AppOptions& options) {
    m_predict.update(*m_session);
    if (options.guess.empty()) return;
    if (!m_predict.asking()) {
        throw UsageError("--guess: step " + std::to_string(m_session->cursor()) + " asks no question in Predict mode");
    }
    if (const auto problem = m_predict.set_guess_text(options.guess)) throw UsageError("--guess " + options.guess + ": " + *problem);
    m_predict.submit(*m_session);
}

void App::set_message(std::string text, bool error) {
    m_status.message = std::move(text);
    m_status.message_is_error = error;
}

void App::run() {
    // SORTSCOPE_FRAME_TIMES=FILE: every frame's time, for measuring the app on a real GPU.
    const char* frame_times_path = std::getenv("SORTSCOPE_FRAME_TIMES");
    std::optional<FrameTimes> frame_times;
    if (frame_times_path != nullptr && *frame_times_path != '\0') frame_times.emplace();
    const auto now_ms = [] { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); };
    const auto frame_started = [&] {
        if (frame_times) frame_times->frame_started(now_ms(), m_session->cursor(), m_player.playing());
    };
    const auto frame_ended = [&] {
        if (frame_times) frame_times->frame_ended(now_ms());
    };
    for (uint32_t frame_number = 1; !m_window.should_close(); ++frame_number) {
        frame_started();
        frame();
        const std::string shot = m_frame_held ? std::string() : m_test_keys.shot_at(m_frames_run);
        const std::filesystem::path shot_folder = std::filesystem::path(m_options.screenshot_path).parent_path();
        // A scripted lecture's screenshots, each frame as drawn (Shot:NAME in --test-keys).
        if (!shot.empty() && !m_options.screenshot_path.empty()) {
            const std::filesystem::path path = shot_folder / (shot + ".png");
            const FramebufferSize size = m_window.framebuffer_size();
            write_screenshot(path.string(), size.width, size.height);
            std::printf("wrote %s (%dx%d)\n%s at %s\n", algo::printable_path(path.string()).c_str(), size.width, size.height, state_line().c_str(), shot.c_str());
        }
        // A scripted screenshot of a race waits for the race to finish (it advances a little per frame).
        if (m_options.screenshot_waits_for_race && m_race->engine().running()) frame_number = 0;
        // Likewise a screenshot of the profile waits for its measurements.
        if (m_options.screenshot_waits_for_profile && m_profile->busy(*m_session)) frame_number = 0;
        // And one of the kernel lab waits for a check started from the panel (Ctrl+L in --test-keys).
        if (m_lab.checking()) frame_number = 0;
        // A script that waits (Wait or Monitors:N in --test-keys) runs its frames once the wait is over.
        frame_number = std::min(frame_number, m_frames_run);
        // And one of steps waits until the steps asked for are checked and shown (SortSession::step_soon).
        if (m_session->steps_pending() > 0 && frame_number >= m_options.frames) frame_number = m_options.frames - 1;
        const bool last_frame = !m_options.screenshot_path.empty() && frame_number >= m_options.frames;
        // The teacher's window, drawn after the class's; its pictures beside the class's: NAME-teacher.png
        // for Shot:NAME, FILE-teacher.png for the last frame of --screenshot FILE.
        std::string teacher_shot;
        if (!shot.empty() && !m_options.screenshot_path.empty()) teacher_shot = (shot_folder / (shot + "-teacher.png")).string();
        if (last_frame) teacher_shot = (shot_folder / (std::filesystem::path(m_options.screenshot_path).stem().string() + "-teacher.png")).string();
        teacher_window_frame(teacher_shot);
        if (last_frame) {
            frame_ended();  // the screenshot's read-back is not a frame's time
            // For the screenshot tests: every line of text this frame cut at the edge of its panel.
            if (const char* report = std::getenv("SORTSCOPE_REPORT_CUT_TEXT"); report != nullptr && *report != '\0') {
                for (const CutText& cut : find_cut_text(*ImGui::GetDrawData())) {
                    std::printf("cut text: %s: \"%s\"\n", cut.window.c_str(), cut.text.c_str());
                }
            }
            const FramebufferSize size = m_window.framebuffer_size();
            write_screenshot(m_options.screenshot_path, size.width, size.height);
            std::printf("wrote %s (%dx%d)\n", algo::printable_path(m_options.screenshot_path).c_str(), size.width, size.height);
            break;
        }
        m_window.present();
    }
    if (frame_times) {
        frame_ended();
        std::printf("%s\n", summary_line(frame_times->summary()).c_str());
        try {
            frame_times->write_csv(frame_times_path);
        } catch (const std::runtime_error& failed) {
            std::fprintf(stderr, "sortscope: %s\n", failed.what());  // a measurement aid: the run itself went well
        }
    }
    m_session->settle();
    if (!m_options.test_keys_path.empty()) std::printf("%s\n", state_line().c_str());
    m_second_screen.close();
    m_sound.finish();
}

bool App::notes_hidden_from_class() const {
    return m_views.presenter && !m_show_notes && !m_teacher_split && m_second_screen.window() == nullptr;
}

std::string App::state_line() const {
    // Ctrl+= and Ctrl+- steps from the default text size, when not at it.
    const long steps = std::lround(std::log(m_views.text_scale) / std::log(kTextScaleStep));
    const std::string text_size_part = steps == 0 ? "" : " \u00b7 text size " + std::string(steps > 0 ? "+" : "") + std::to_string(steps);
    auto yes_no = [](bool on) { return on ? "yes" : "no"; };
    std::string views;
    for (const auto& [shown, name] : {std::pair{m_views.bars, "bars"}, {m_views.network, "network"}, {m_views.table, "table"}, {m_views.kernel, "kernel"},
                                      {m_views.race, "race"}, {m_views.profile, "profile"}}) {
        if (shown) views += (views.empty() ? "" : "+") + std::string(name);
    }
    return "state: step " + std::to_string(m_session->cursor()) + " of " + std::to_string(m_session->step_count()) +
           " \u00b7 playing " + yes_no(m_player.playing()) + " \u00b7 blank " + yes_no(m_blank) + " \u00b7 panel " +
           (m_views.sidebar ? "shown" : "hidden") + " \u00b7 fullscreen " + yes_no(m_window.fullscreen()) + " \u00b7 presenter " +
           yes_no(m_views.presenter) + " \u00b7 views " + views + (m_slides.is_open() ? " \u00b7 " + m_slides.position_text() : "") +
           (m_lab_kernel && m_lab.on_screen() ? " \u00b7 lab " + std::string(m_lab.on_screen()->exercise->name) + ": " +
                                                   std::string(algo::verdict_name(m_lab.on_screen()->report.verdict))
                                              : "") +
           (m_lab.compile_log().empty() ? "" : " \u00b7 lab: does not compile") + (m_race->engine().running() ? " \u00b7 racing" : "") + (m_teacher_split ? " \u00b7 teacher's screen" : "") + m_second_screen.state_text() +
           " \u00b7 input: " + input_caption(m_session->input()) + (m_picker.is_open() ? " \u00b7 lesson picker" : "") + text_size_part +
           (m_slides.is_open() && notes_hidden_from_class() ? " \u00b7 notes hidden" : "");
}

void App::frame() {
    // Fonts are rebuilt between frames: when the text size or mode changed, or the window moved to a
    // screen of another scale.
    const float scale = ui_scale_for(m_window.content_scale(), m_window.framebuffer_size().height);
    if (m_fonts_dirty || std::abs(scale - m_ui_scale) > 0.05f) {
        m_ui_scale = scale;
        m_fonts = apply_theme(m_ui_scale * m_views.text_scale, m_views.presenter);
        m_window.rebuild_font_texture();
        m_fonts_dirty = false;
    }
    // A script waiting for monitors holds before its next frame: the frames go on, the script does not;
    // so does a scripted lecture's Wait while a race or a lab check runs, and WaitFor:PATH.
    m_frame_held = waits_for_monitors();
    const bool script_waits = (m_test_keys.waits_at(m_frames_run) && (m_race->engine().running() || m_lab.checking())) ||
                              m_test_keys.waits_for_file_at(m_frames_run);
    if (!m_frame_held && !script_waits) ++m_frames_run;
    m_window.begin_frame(m_frame_held ? std::vector<KeyEvent>{} : m_test_keys.at_frame(m_frames_run),
                         m_frame_held ? ScriptedPointer{} : m_test_keys.pointer_at(m_frames_run));
    const std::vector<KeyEvent> keys = presses(m_window.take_key_events());
    const ImGuiIO& io = ImGui::GetIO();
    m_frame_ms = m_frame_ms == 0.0f ? io.DeltaTime * 1000.0f : m_frame_ms * 0.9f + io.DeltaTime * 100.0f;
    watch_shaders();
    const bool lab_was_checking = m_lab.checking();
    if (const std::optional<LabResult> lab = m_lab.poll(ImGui::GetTime())) load_lab(*lab);
    if (lab_was_checking && !m_lab.checking()) m_controls.scroll_to_lab(true);  // the verdict, at the section's end

    Requests requests;
    if (m_picker.is_open() && !m_blank) {
        // The lesson picker has the keys while it is open: nothing else moves.
        if (const auto picked = m_picker.read_keys(keys, example_lessons())) requests.open_example = *picked;
    } else {
        if (m_predict.enabled() && !m_blank) read_predict_keys(keys, m_predict, requests);
        read_shortcuts(keys, m_views, {m_predict.asking(), m_blank, m_window.fullscreen(), m_slides.moves_by_slides()}, requests);
    }
    if (m_blank) {
        draw_blank(m_fonts, requests);
        m_window.render();
        apply(requests);
        return;
    }
    // A step's sound lasts as long as steps last while playing, the last step of the plan included.
    const float play_speed = m_player.playing() ? m_player.speed() : 0.0f;
    m_session->poll();  // a step whose CPU work finished on the worker thread is shown from this frame
    m_player.advance(*m_session, io.DeltaTime, [&](size_t step) { return m_predict.asks(m_session->plan(), step); });
    m_replay.advance(*m_session, kReplayBudget);
    m_predict.update(*m_session);
    m_status.predict = m_predict.enabled();
    const Palette& colours = palette(m_views.presenter, m_theme);
    use_ramp_theme(m_theme);
    m_status.sound_muted = m_sound.muted();
    m_status.sound_volume = m_sound.volume();
    m_status.sound_status = m_sound.status();
    m_status.theme = m_theme;
    m_status.slides = &m_slides;
    // One wide window across a laptop and a projector (presenter mode): the class's part at the left,
    // the teacher's screen at the right; the slide's notes go to the teacher's side.
    // With the teacher's own window open (two monitors), the class's window is the projector's alone.
    const std::optional<float> wide = m_views.presenter && m_second_screen.window() == nullptr
                                          ? class_width_of_wide_window(io.DisplaySize.x, io.DisplaySize.y)
                                          : std::nullopt;
    m_teacher_split = wide.has_value();
    const float class_width = wide.value_or(io.DisplaySize.x);
    // The panel and its tab grow with the text size (Ctrl+=), as their buttons' labels do.
    const WindowSplit split = split_window(class_width, io.DisplaySize.y, m_ui_scale * m_views.text_scale, m_views.sidebar);
    if (m_views.sidebar) {
        m_controls.draw(*m_session, m_player, m_views, m_status, m_fonts, split.controls, m_lab, requests);
    } else {
        draw_panel_tab(split.tab, requests);
    }

    ImGui::SetNextWindowPos(ImVec2(split.stage.x, split.stage.y));
    ImGui::SetNextWindowSize(ImVec2(split.stage.width, split.stage.height));
    ImGui::Begin("Stage", nullptr, kStageWindow);
    if (m_views.race) {
        m_race->draw_header(m_fonts, colours, m_frame_ms);
    } else {
        draw_header(*m_session, m_fonts, colours, m_frame_ms, m_views.presenter);
    }
    // A compile error replaces the verdict of the kernel before it (a green "every case equals the
    // reference" must not stand above it).
    if (m_lab_kernel && !m_views.race && m_lab.compile_log().empty()) draw_lab_lines(colours);
    if (!m_lab.compile_log().empty() && !m_views.race) {
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        ImGui::TextWrapped("%s", m_lab.message().c_str());
        ImGui::PushFont(m_fonts.mono);
        ImGui::TextWrapped("%s", m_lab.compile_log().c_str());
        ImGui::PopFont();
        ImGui::PopStyleColor();
    }
    if (!m_shader_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        ImGui::PushFont(m_fonts.mono);
        ImGui::TextWrapped("kernel edit rejected, the last good kernels stay in use:\n%s", m_shader_error.c_str());
        ImGui::PopFont();
        ImGui::PopStyleColor();
    }
    ImGui::Spacing();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ImVec2 avail = ImGui::GetContentRegionAvail();
    // The slide's note takes a strip of its own above the views: it never covers what they light.
    // However long the note is, the views keep half the stage, and what the network (or picture) and the
    // bars need to stay readable (view_needs.hpp).
    const ImGuiStyle& style = ImGui::GetStyle();
    ScreenMetrics metrics;
    metrics.text = {m_fonts.body->FontSize, m_fonts.heading->FontSize, m_fonts.small->FontSize, m_fonts.mono->FontSize};
    metrics.padding_x = style.WindowPadding.x;
    metrics.padding_y = style.WindowPadding.y;
    metrics.spacing_x = style.ItemSpacing.x;
    metrics.spacing_y = style.ItemSpacing.y;
    metrics.cell_padding_y = style.CellPadding.y;
    metrics.scrollbar = style.ScrollbarSize;
    const algo::Picture picture = algo::find_algorithm(m_session->input().algorithm)->picture;
    float views_least = 0.0f;
    if (!m_views.race && !m_views.profile) {
        const ViewNeeds least = readable_view_needs(m_session->plan(), picture, m_views.presenter, metrics, avail.y, false, io.DisplaySize.y);
        if (m_views.network) views_least = std::max(views_least, least.picture_least);
        if (m_views.bars) views_least = std::max(views_least, least.bars_least);
    }
    const bool notes_elsewhere = m_teacher_split || m_second_screen.window() != nullptr;
    const float note_wanted = notes_elsewhere ? 0.0f : m_note.height(m_slides);
    // Folded to its title's line where the whole note would not leave the views their room, and above the
    // race or the profile, whose charts have the stage.
    const float note_height = note_strip_height(note_wanted, NotePanel::folded_height(m_fonts), avail.y, split.stage.height, views_least,
                                                m_views.race || m_views.profile);
    if (note_height > 0.0f) {
        m_note.draw(m_slides, m_fonts, colours, {origin.x, origin.y, avail.x, note_height}, notes_hidden_from_class());
        const float used = note_height + ImGui::GetStyle().ItemSpacing.y;
        origin.y += used;
        avail.y -= used;
    }
    const float predict_height = m_views.race || m_views.profile ? 0.0f : m_predict_panel.height(m_predict);
    if (predict_height > 0.0f) {
        m_predict_panel.draw(m_predict, *m_session, m_fonts, colours, m_views.presenter, {origin.x, origin.y, avail.x, predict_height},
                             requests);
        const float used = predict_height + ImGui::GetStyle().ItemSpacing.y;
        origin.y += used;
        avail.y -= used;
    }
    m_race->advance();  // the race goes on behind the other views too
    // The table under the other views is left out while a key question waits (its rows would give the
    // answer away); hidden, or under the race or the profile, the next steps' checks make no tables.
    const bool table_shown = m_views.table && !m_views.race && !m_views.profile && !shows_key_question(m_predict);
    m_session->set_tables_wanted(table_shown);
    if (m_views.race) {
        m_race->draw(m_fonts, colours, {origin.x, origin.y, avail.x, avail.y}, m_views.sidebar);
    } else if (m_views.profile) {
        m_profile->advance(*m_session);  // measures only while shown
        m_profile->draw(*m_session, m_fonts, colours, m_views.presenter, {origin.x, origin.y, avail.x, avail.y}, requests);
    } else {
        // Predict mode's result for a key: every view lights that key as if it were hovered; the bars,
        // which show the keys after the step, where it landed, the pictures and the table, which show
        // the step, where it started.
        std::optional<uint32_t> answered_from;
        if (const auto& result = m_predict.result(); result && result->question.kind != algo::QuestionKind::Swaps && !m_hover.now.position) {
            answered_from = result->question.key_index;
            m_hover.now.position = result->truth.position;
        }
        // Each view keeps what it needs to stay readable (its labels at the text size); where the stage is
        // too small, the table gives way first, then the network, never the bars (view_needs.hpp).
        const ViewNeeds needs = readable_view_needs(m_session->plan(), picture, m_views.presenter, metrics, avail.y,
                                                    predict_height > 0.0f || m_lab_kernel.has_value(), io.DisplaySize.y);
        ViewLayout arranged = m_views;
        arranged.table = table_shown;
        if (arranged.shown() == 0 && !arranged.kernel) arranged.bars = true;  // the table alone, held back: the bars take its place
        ViewRects rects = arrange_views({origin.x, origin.y, avail.x, avail.y}, arranged, style.ItemSpacing.x, needs);
        if (rects.table_gave_way || rects.network_gave_way) {
            // Said where the views were, on a line of its own.
            const std::string network = picture == algo::Picture::Network ? "network" : "step picture";
            const bool both = rects.table_gave_way && rects.network_gave_way;
            const std::string left_out = both ? network + " and table" : rects.table_gave_way ? "table" : network;
            ImGui::SetCursorScreenPos(origin);
            ImGui::PushFont(m_fonts.small);
            const std::string why =
                left_out + " left out: too little room to read " + (both ? "them" : "it") + " here (Ctrl+- or H makes room)";
            ImGui::TextDisabled("%s", ImGui::CalcTextSize(why.c_str()).x <= avail.x ? why.c_str() : (left_out + " left out").c_str());
            ImGui::PopFont();
            const float line = m_fonts.small->FontSize + style.ItemSpacing.y;
            rects = arrange_views({origin.x, origin.y + line, avail.x, avail.y - line}, arranged, style.ItemSpacing.x, needs);
        }
        m_bars.hide_bins(shows_key_question(m_predict));
        m_bars.draw(*m_session, m_fonts, colours, m_hover, rects.bars);
        if (answered_from) m_hover.now.position = answered_from;
        if (shows_key_question(m_predict)) {
            draw_key_question(m_predict, *m_session, m_fonts, colours, rects.network);
        } else {
            // The algorithm's own picture where its entry names one, else its network.
            if (!m_pictures.draw(algo::find_algorithm(m_session->input().algorithm)->picture, *m_session, m_fonts, colours, m_hover,
                                 rects.network)) {
                m_network.draw(*m_session, m_fonts, colours, m_views.presenter, m_hover, rects.network, &m_predict);
            }
        }
        m_table.draw(*m_session, m_fonts, colours, m_hover, rects.table);
        m_kernel.draw(*m_session, m_fonts, colours, rects.kernel);
    }
    ImGui::End();
    if (m_teacher_split) {
        m_teacher.draw(m_slides, m_predict, *m_session, m_fonts, colours, {class_width, 0.0f, io.DisplaySize.x - class_width, io.DisplaySize.y},
                       "the class sees the left part only");
    }
    if (const auto picked = m_picker.draw(example_lessons(), m_fonts, colours, split.stage.x, split.stage.y, split.stage.width, split.stage.height)) {
        requests.open_example = *picked;
    }
    m_export.draw(*m_session, colours);

    m_window.render();
    // A chart or timeline as drawn this frame, read back before the buffers are swapped.
    auto write_capture = [&](const RegionCapture& capture, SaveStrip& saves) {
        const ImVec2 pixels = ImGui::GetIO().DisplayFramebufferScale;
        try {
            write_region_screenshot(capture.path, static_cast<int>(capture.x * pixels.x), static_cast<int>(capture.y * pixels.y),
                                    static_cast<int>(capture.width * pixels.x), static_cast<int>(capture.height * pixels.y),
                                    m_window.framebuffer_size().height);
            saves.set_message("saved " + capture.path, false);
        } catch (const ScreenshotError& error) {
            saves.set_message(error.what(), true);
        }
    };
    if (const auto capture = m_race->saves().take_capture()) write_capture(*capture, m_race->saves());
    if (const auto capture = m_profile->saves().take_capture()) write_capture(*capture, m_profile->saves());
    apply(requests);
    m_sound.follow(*m_session, m_player.playing() ? m_player.speed() : play_speed);
    m_hover.now = m_hover.next;
    m_hover.next = {};
}

bool App::waits_for_monitors() {
    const std::optional<int> wanted = m_test_keys.monitors_at(m_frames_run + 1);
    if (!wanted) return false;
    const auto now = std::chrono::steady_clock::now();
    if (!m_monitors_wait_since) m_monitors_wait_since = now;
    const int seen = static_cast<int>(current_monitors().size());
    if (seen == *wanted) {
        m_monitors_wait_since.reset();
        return false;
    }
    if (now - *m_monitors_wait_since < std::chrono::seconds(60)) return true;
    std::printf("--test-keys: frame %u waited 60 s for %d monitors; the window system reports %d\n", m_frames_run + 1, *wanted, seen);
    m_monitors_wait_since.reset();
    return false;
}

void App::teacher_window_frame(const std::string& shot) {
    if (const std::string change = m_second_screen.follow(m_views.presenter, m_views.text_scale, m_window); !change.empty()) {
        std::printf("presenter: %s\n", change.c_str());
        std::fflush(stdout);
        set_message(change, false);
    }
    TeacherWindow* window = m_second_screen.window();
    if (window == nullptr) return;
    const Palette& colours = palette(true, m_theme);
    const std::string class_sees = m_blank ? "the class sees a blank screen (B shows it again)" : "the class sees the projector's window only";
    const std::string wrote = window->frame(
        [&](const Fonts& fonts, float width, float height) {
            m_teacher_in_window.draw(m_slides, m_predict, *m_session, fonts, colours, {0.0f, 0.0f, width, height}, class_sees, [&] {
                if (draw_swap_screens(m_second_screen.where_text())) m_second_screen.request_swap();
            });
        },
        shot);
    if (!wrote.empty()) std::printf("%s\n", wrote.c_str());
}

void App::draw_blank(const Fonts& fonts, Requests& requests) {
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 255));
    ImGui::Begin("Blank", nullptr, kStageWindow);
    // Small and dim in a corner: the room sees black, the teacher finds the way back.
    ImGui::PushFont(fonts.small);
    ImGui::SetCursorPos(ImVec2(io.DisplaySize.x - ImGui::CalcTextSize("blank: press B").x - fonts.small->FontSize,
                               io.DisplaySize.y - fonts.small->FontSize * 2.0f));
    ImGui::TextColored(ImVec4(0.35f, 0.35f, 0.35f, 1.0f), "blank: press B");
    ImGui::PopFont();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) requests.blank = false;
    ImGui::End();
    ImGui::PopStyleColor();
}

void App::draw_panel_tab(const PanelRect& rect, Requests& requests) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(2.0f, 6.0f));
    ImGui::Begin("PanelTab", nullptr, kStageWindow);
    if (ImGui::Button("\u00bb", ImVec2(-FLT_MIN, ImGui::GetFrameHeight() * 1.6f))) {
        ViewLayout views = m_views;
        views.sidebar = true;
        requests.views = views;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("show the control panel (H)");
    ImGui::End();
    ImGui::PopStyleVar();
}

void App::apply(const Requests& requests) {
    SortSession& session = *m_session;
    if (requests.speed_factor != 1.0f) m_player.set_speed(m_player.speed() * requests.speed_factor);
    if (requests.views) apply_views(*requests.views);
    if (requests.toggle_fullscreen) m_window.toggle_fullscreen();
    if (requests.leave_fullscreen && m_window.fullscreen()) m_window.toggle_fullscreen();
    if (requests.blank) {
        m_blank = *requests.blank;
        if (m_blank) m_player.pause();  // the room sees nothing: nothing should run on unseen
    }
    std::optional<InputSpec> input = requests.input;
    if (requests.new_seed) {
        // A new input: a new seed, and typed keys (a lesson's) give way to as many random ones.
        input = session.input();
        input->seed += 1;
        if (!input->typed_keys.empty()) {
            input->n = static_cast<uint32_t>(input->typed_keys.size());
            input->typed_keys.clear();
            input->key_file.clear();
        }
    }
    if (input) {
        // Why an input was not taken is shown by the algorithm, where the controls that change it are.
        if (const auto problem = input_problem(*input)) {
            m_status.input_error = *problem;
            m_controls.show_input(session.input());
        } else {
            try {
                m_player.pause();
                m_replay.cancel();
                session.set_input(*input);
                m_controls.show_input(*input, requests.input.has_value());
                m_status.input_error.clear();
                leave_lesson("the input changed");
            } catch (const InputRefused& refused) {
                m_status.input_error = refused_message(*input, refused.what());
                m_controls.show_input(session.input());
            } catch (const gpu::GpuError& error) {
                m_status.input_error = error.what();
                m_controls.show_input(session.input());
            }
        }
    }
    // "Next" and "previous" move through the slides of a lesson of several, else they step.
    const bool by_slides = m_slides.moves_by_slides();
    const int forward = requests.step + (by_slides ? 0 : requests.next);
    const int backward = requests.step_back + (by_slides ? 0 : requests.previous);
    const bool moves = forward > 0 || backward > 0 || requests.to_start || requests.to_end || requests.seek;

    if (moves || requests.pause || requests.submit_prediction) m_player.pause();
    if (requests.toggle_predict) m_predict.set_enabled(!m_predict.enabled());
    if (requests.submit_prediction) m_predict.submit(session);
    // Predict mode: a step waits for the answer to its question; a result shown goes on to the next.
    if ((forward > 0 || requests.toggle_play) && m_predict.result()) {
        m_predict.dismiss();
        m_predict.update(session);
    }
    // Steps still pending on the worker (step_soon below) count where a move leads: only more steps
    // forward wait their turn behind them, any other move first shows them.
    if (backward > 0 || requests.to_start || requests.to_end || requests.seek || requests.toggle_play || m_predict.enabled()) {
        session.settle();
    }
    // A jump replays a slice per frame (m_replay, advanced in frame()). A move during a replay counts
    // from where the replay is headed, not from where it has got to.
    const bool replaying = m_replay.active();
    const size_t headed = m_replay.target().value_or(session.cursor());
    if (moves) m_replay.cancel();
    if (forward > 0 && backward > 0) {
        // Presses both ways inside one frame: where they lead together.
        const int64_t target = static_cast<int64_t>(headed) + forward - backward;
        m_replay.start(session, static_cast<size_t>(std::max<int64_t>(0, target)));
    } else if (backward > 0 && headed > 0) {
        m_replay.start(session, headed - std::min(headed, static_cast<size_t>(backward)));
    } else if (replaying && forward > 0 && !m_predict.asking()) {
        m_replay.start(session, headed + static_cast<size_t>(forward));
    } else {
        // One step per press, each stopping at a question the step before it posed. Without Predict mode
        // a large step's CPU work runs behind the frames (SortSession::step_soon): the frame never waits.
        for (int press = 0; press < forward && !m_predict.asking(); ++press) {
            if (m_predict.enabled()) {
                session.step();
                m_predict.update(session);
            } else {
                session.step_soon();
            }
        }
    }
    if (requests.to_start) session.reset();
    if (requests.to_end) m_replay.start(session, session.step_count());
    if (requests.seek) m_replay.start(session, *requests.seek);
    if (requests.toggle_play && !moves && !m_predict.asking()) m_player.toggle(session);
    if (by_slides) {
        if (const auto target = m_slides.target(requests.next - requests.previous)) show_slide(*target, false);
    }
    if (requests.slide_note && m_slides.is_open()) m_slides.set_note(*requests.slide_note);
    if (requests.save_session) save_session(*requests.save_session);
    if (requests.add_slide) add_slide();
    if (requests.close_lesson || requests.lesson_picker) {
        if (m_slides.is_open()) set_message("lesson closed: the screen stays as it is", false);
        m_slides = SlideShow{};
        m_left_lesson.reset();
    }
    if (requests.lesson_picker) {
        m_player.pause();  // nothing moves while the teacher picks
        m_picker.open();
    }
    if (requests.open_session) open_session(*requests.open_session, true);
    if (requests.open_example) open_session(*requests.open_example, false);
    if (requests.open_export) m_export.open(session);
    if (requests.toggle_mute) m_sound.set_muted(!m_sound.muted());
    if (requests.toggle_notes) m_show_notes = !m_show_notes;
    if (requests.volume) m_sound.set_volume(*requests.volume);
    if (requests.theme) m_theme = *requests.theme;
    if (requests.check_lab) {
        m_lab.check();
        m_controls.scroll_to_lab(true);  // the check's verdict shows at the section's end
    }
}

std::string App::refused_message(const InputSpec& input, const std::string& reason) const {
    return with_way_out(input, reason, gpu::device_caps(m_session->limits()), false);
}

void App::apply_views(const ViewLayout& views) {
    if (views.presenter != m_views.presenter || views.text_scale != m_views.text_scale) m_fonts_dirty = true;
    m_views = views;
}

Slide App::state_as_slide() const {
    return slide_of_state(m_session->input(), m_session->cursor(), m_views, m_predict.enabled(), m_predict.steps());
}

void App::leave_lesson(const std::string& why) {
    if (!m_slides.is_open()) return;
    m_left_lesson = m_slides;
    m_slides = SlideShow{};
    set_message("lesson closed: " + why + " (L lists the lessons)", false);
}

void App::take_back_left_lesson() {
    if (m_slides.is_open() || !m_left_lesson) return;
    m_slides = *m_left_lesson;
    m_left_lesson.reset();
}

void App::save_session(const std::string& path) {
    take_back_left_lesson();
    // The lesson, with the slide on screen as it now is; with none open, a lesson of this one slide.
    if (m_slides.is_open()) {
        m_slides.update_current(state_as_slide());
    } else {
        m_slides.append(state_as_slide());
    }
    const SlideShow::Saved saved = m_slides.save_to(path, true);
    set_message(saved.message, !saved.ok);
}

void App::add_slide() {
    const std::optional<SlideShow> left = m_left_lesson;
    take_back_left_lesson();
    const SlideShow before = m_slides;
    if (!m_slides.append(state_as_slide())) {
        if (left) {
            m_left_lesson = left;
            m_slides = SlideShow{};
        }
        set_message("this lesson already holds " + std::to_string(kMaxSlides) + " slides, the most a lesson holds", true);
        return;
    }
    const SlideShow::Saved saved = m_slides.save_to(m_controls.lesson_path(), false);
    if (!saved.ok) {
        m_slides = before;  // nothing written, nothing added
        if (left) {
            m_left_lesson = left;
            m_slides = SlideShow{};
        }
        set_message(saved.message, true);
        return;
    }
    set_message("added " + m_slides.position_text() + ": " + saved.message, false);
}

void App::open_session(const std::string& path, bool own_file) {
    // Everything is checked before anything changes: a bad file leaves the session as it was.
    const SessionRead read = read_session_file(path);
    if (!read.session) {
        set_message(read.error, true);
        return;
    }
    const auto refused = [&](const InputSpec& input, const std::string& reason) { return refused_message(input, reason); };
    if (const auto problem = lesson_problem(*read.session, gpu::device_caps(m_session->limits()), refused)) {
        set_message(path + ": " + *problem, true);
        return;
    }
    const SlideShow before = m_slides;
    m_picker.close();
    m_slides.open(*read.session, own_file ? path : std::string());
    if (!show_slide(0, true)) {
        m_slides = before;  // the GPU could not take the first slide: the lesson before stays open
        return;
    }
    m_left_lesson.reset();
    if (own_file) m_controls.show_lesson_path(path);
    const SessionFile& lesson = m_slides.lesson();
    set_message("opened " + (lesson.title.empty() ? path : lesson.title) +
                    (lesson.slides.size() > 1 ? " (" + std::to_string(lesson.slides.size()) + " slides: PageDown moves on)" : ""),
                false);
}

bool App::show_slide(size_t index, bool opening) {
    const size_t before = m_slides.index();
    m_slides.go_to(index);
    const Slide& slide = m_slides.current();
    m_player.pause();
    m_replay.cancel();
    try {
        enter_slide(slide, *m_session, m_predict);
    } catch (const gpu::GpuError& error) {
        // Checked when the lesson opened, so only the device can refuse here (out of memory).
        m_slides.go_to(before);
        set_message(m_slides.position_text() + " stays: " + error.what(), true);
        return false;
    }
    ViewLayout views = slide.views;
    views.presenter = views.presenter || m_views.presenter;
    if (!opening) views.text_scale = m_views.text_scale;
    apply_views(views);
    m_controls.show_input(slide.input);
    m_status.input_error.clear();
    m_status.message.clear();
    m_status.message_is_error = false;
    if (slide.play_to) m_player.play_to(*slide.play_to);
    return true;
}

// The student's kernel in place of the project's, run step by step to the first step that differs from
// the CPU reference (or to the end), never into the dispatch the check saw never end.
std::string App::start_lab(const LabLaunch& lab) {
    // Another exercise's kernel goes back to the project's.
    if (m_lab_kernel && *m_lab_kernel != lab.exercise->kernel) {
        const std::string file(algo::kernel_file(*m_lab_kernel));
        m_session->replace_kernel(*m_lab_kernel, {gpu::load_shader_text(file), file});
    }
    const std::string log = m_session->replace_kernel(lab.exercise->kernel, {lab.kernel_text, lab.kernel_path});
    if (!log.empty()) return log;
    m_lab_kernel = lab.exercise->kernel;
    const size_t last = std::min(lab_last_step(lab).value_or(m_session->step_count()), m_session->step_count());
    m_session->reset();
    while (m_session->cursor() < last) {
        m_session->step();
        if (!m_session->check().ok) break;
    }
    m_lab_line = lab_status(lab);
    set_message(m_lab_line, lab.report.verdict != algo::LabVerdict::Pass);
    return {};
}

void App::load_lab(const LabResult& result) {
    const LabLaunch& lab = result.launch;
    m_player.pause();
    m_replay.cancel();
    if (result.keep_step && m_lab_kernel == lab.exercise->kernel) {
        // A save of the kernel on screen: run again to the step on screen (the check saw it end there).
        m_shader_error = m_session->replace_kernel(*m_lab_kernel, {lab.kernel_text, lab.kernel_path});
        if (!m_shader_error.empty()) {
            m_lab_line = "lab: the edit of " + lab.kernel_path + " does not compile here; the last kernel that did stays in use";
            set_message(m_lab_line, true);
            return;
        }
        m_lab_line = "reloaded after the check, run again to step " + std::to_string(m_session->cursor()) +
                     (m_session->check().ok ? " (equal to the reference there): " : " (still different there): ") + lab_status(lab);
        set_message(m_lab_line, !m_session->check().ok);
        return;
    }
    const InputSpec input = lab_input(lab);
    try {
        m_session->set_input(input);
    } catch (const std::exception& error) {  // InputRefused or gpu::GpuError: the case does not fit this device
        set_message("lab: the exercise's case cannot run here: " + std::string(error.what()), true);
        return;
    }
    m_controls.show_input(input);
    m_status.input_error.clear();
    leave_lesson("the kernel lab's case is on screen");  // its slides are about another input
    m_shader_error = start_lab(lab);
    if (!m_shader_error.empty()) set_message("lab: " + lab.kernel_path + " does not compile here", true);
}

// The kernel lab's lines under the header: the check's verdict, then what the step on screen did wrong.
void App::draw_lab_lines(const Palette& colours) {
    ImGui::PushStyleColor(ImGuiCol_Text, m_status.message_is_error ? colours.bad : colours.good);
    ImGui::TextWrapped("%s", m_lab_line.c_str());
    ImGui::PopStyleColor();
    const std::vector<std::string> lines = lab_difference_lines(*m_session);
    if (lines.empty()) return;
    ImGui::PushFont(m_fonts.mono);
    for (const std::string& line : lines) ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopFont();
}

void App::watch_shaders() {
    if (!m_watcher || !m_watcher->changed(ImGui::GetTime())) return;
    m_shader_error = m_session->reload_kernels();
    m_status.shader_status = m_shader_error.empty() ? "hot reload: kernels rebuilt from " + m_watcher->directory()
                                                    : "hot reload: an edit failed to compile (see the stage)";
}

}  // namespace sortscope::ui
