// The desktop app's frame and the one place requests are applied (see app.hpp).
#include "app.hpp"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include <imgui.h>

#include "export/screenshot.hpp"
#include "gpu_error.hpp"
#include "keyboard.hpp"
#include "look/layout.hpp"
#include "session/session_file.hpp"
#include "shader_source.hpp"
#include "sortscope/algo/onesweep.hpp"
#include "sortscope/algo/registry.hpp"
#include "views/header_view.hpp"

namespace sortscope::ui {

namespace {

constexpr ImGuiWindowFlags kStageWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                          ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;

// The size of the plan a session would have, without touching the GPU: lessons are checked before use.
size_t plan_steps(const InputSpec& input, const gpu::DeviceLimits& limits) {
    return algo::find_algorithm(input.algorithm)->build(plan_options(input, gpu::device_caps(limits))).steps.size();
}

}  // namespace

App::App(const AppOptions& options)
    : m_options(options), m_window({"Sortscope", options.width, options.height}), m_views(options.views),
      m_controls(options.input) {
    InputSpec input = options.input;
    std::optional<size_t> step = options.step;
    if (!options.session_path.empty()) {
        const SessionRead read = read_session_file(options.session_path);
        if (!read.session) throw UsageError(read.error);
        input = read.session->input;
        m_views = read.session->views;
        m_views.presenter = m_views.presenter || options.views.presenter;
        if (!step) step = read.session->step;
    }
    m_ui_scale = ui_scale_for(m_window.content_scale(), m_window.framebuffer_size().height);
    m_fonts = apply_theme(m_ui_scale * m_views.text_scale, m_views.presenter);
    try {
        m_session = std::make_unique<SortSession>(input);  // after the window: it needs the GL context
    } catch (const InputRefused& refused) {
        // Options the plan builder refuses are bad usage, as in sortscope-cli.
        std::string message = refused.what();
        if (const auto tile = onesweep_lookback_tile(input, gpu::device_caps(gpu::query_device_limits()))) {
            message += " (here --tile " + std::to_string(*tile) + " or more runs the look-back)";
        }
        throw UsageError(message);
    }
    m_race = std::make_unique<RaceView>();
    m_profile = std::make_unique<ProfileView>();
    if (options.race) {
        m_race->settings().first_log2n = options.race->first;
        m_race->settings().last_log2n = options.race->second;
        m_race->engine().start(m_race->settings());
    }
    m_controls.show_input(input);
    if (step) {
        if (*step > m_session->step_count()) {
            throw UsageError("--step " + std::to_string(*step) + ": the " + input.algorithm + " plan for n = " +
                             std::to_string(m_session->plan().options.n) + " has " + std::to_string(m_session->step_count()) +
                             " steps");
        }
        m_session->seek(*step);
    }
    // A scripted screenshot shows the app as it stands, not wherever the virtual display put the pointer.
    if (!options.screenshot_path.empty()) ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouse;
    if (options.speed) m_player.set_speed(*options.speed);
    if (options.play) m_player.toggle(*m_session);
    if (options.export_dialog) m_export.open(*m_session);
    const std::string shaders = gpu::shader_directory();
    if (!shaders.empty()) {
        m_watcher.emplace(shaders);
        m_status.shader_status = "hot reload: watching " + shaders;
    }
}

void App::set_message(std::string text, bool error) {
    m_status.message = std::move(text);
    m_status.message_is_error = error;
}

void App::run() {
    for (uint32_t frame_number = 1; !m_window.should_close(); ++frame_number) {
        frame();
        // A scripted screenshot of a race waits for the race to finish (it advances a little per frame).
        if (m_options.screenshot_waits_for_race && m_race->engine().running()) frame_number = 0;
        // Likewise a screenshot of the profile waits for its measurements.
        if (m_options.screenshot_waits_for_profile && m_profile->busy(*m_session)) frame_number = 0;
        if (!m_options.screenshot_path.empty() && frame_number >= m_options.frames) {
            const FramebufferSize size = m_window.framebuffer_size();
            write_screenshot(m_options.screenshot_path, size.width, size.height);
            std::printf("wrote %s (%dx%d)\n", m_options.screenshot_path.c_str(), size.width, size.height);
            return;
        }
        m_window.present();
    }
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
    m_window.begin_frame();
    const ImGuiIO& io = ImGui::GetIO();
    m_frame_ms = m_frame_ms == 0.0f ? io.DeltaTime * 1000.0f : m_frame_ms * 0.9f + io.DeltaTime * 100.0f;
    watch_shaders();

    Requests requests;
    read_shortcuts(m_views, requests);
    m_player.advance(*m_session, io.DeltaTime);
    const Palette& colours = palette(m_views.presenter);
    const WindowSplit split = split_window(io.DisplaySize.x, io.DisplaySize.y, m_ui_scale);
    m_controls.draw(*m_session, m_player, m_views, m_status, m_fonts, split.controls, requests);

    ImGui::SetNextWindowPos(ImVec2(split.stage.x, split.stage.y));
    ImGui::SetNextWindowSize(ImVec2(split.stage.width, split.stage.height));
    ImGui::Begin("Stage", nullptr, kStageWindow);
    if (m_views.race) {
        m_race->draw_header(m_fonts, colours, m_frame_ms);
    } else {
        draw_header(*m_session, m_fonts, colours, m_frame_ms);
    }
    if (!m_shader_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        ImGui::PushFont(m_fonts.mono);
        ImGui::TextWrapped("kernel edit rejected, the last good kernels stay in use:\n%s", m_shader_error.c_str());
        ImGui::PopFont();
        ImGui::PopStyleColor();
    }
    ImGui::Spacing();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    m_race->advance();  // the race goes on behind the other views too
    if (m_views.race) {
        m_race->draw(m_fonts, colours, {origin.x, origin.y, avail.x, avail.y});
    } else if (m_views.profile) {
        m_profile->advance(*m_session);  // measures only while shown
        m_profile->draw(*m_session, m_fonts, colours, m_views.presenter, {origin.x, origin.y, avail.x, avail.y}, requests);
    } else {
        const ViewRects rects = arrange_views({origin.x, origin.y, avail.x, avail.y}, m_views, ImGui::GetStyle().ItemSpacing.x);
        m_bars.draw(*m_session, m_fonts, colours, m_hover, rects.bars);
        const std::string& algorithm = m_session->input().algorithm;
        if (algorithm == "radix") {
            m_radix.draw(*m_session, m_fonts, colours, m_hover, rects.network);
        } else if (algorithm == "onesweep") {
            m_onesweep.draw(*m_session, m_fonts, colours, m_hover, rects.network);
        } else if (algorithm == "rank" || algorithm == "rank-shared") {
            m_rank.draw(*m_session, m_fonts, colours, m_hover, rects.network);
        } else {
            m_network.draw(*m_session, m_fonts, colours, m_views.presenter, m_hover, rects.network);
        }
        m_table.draw(*m_session, m_fonts, colours, m_hover, rects.table);
    }
    ImGui::End();
    m_export.draw(*m_session, colours);

    m_window.render();
    // A chart or timeline as drawn this frame, read back before the buffers are swapped.
    auto write_capture = [&](const RegionCapture& capture, auto& view) {
        const ImVec2 pixels = ImGui::GetIO().DisplayFramebufferScale;
        try {
            write_region_screenshot(capture.path, static_cast<int>(capture.x * pixels.x), static_cast<int>(capture.y * pixels.y),
                                    static_cast<int>(capture.width * pixels.x), static_cast<int>(capture.height * pixels.y),
                                    m_window.framebuffer_size().height);
            view.set_message("saved " + capture.path, false);
        } catch (const ScreenshotError& error) {
            view.set_message(error.what(), true);
        }
    };
    if (const auto capture = m_race->take_capture()) write_capture(*capture, *m_race);
    if (const auto capture = m_profile->take_capture()) write_capture(*capture, *m_profile);
    apply(requests);
    m_hover.now = m_hover.next;
    m_hover.next = {};
}

void App::apply(const Requests& requests) {
    SortSession& session = *m_session;
    if (requests.speed_factor != 1.0f) m_player.set_speed(m_player.speed() * requests.speed_factor);
    if (requests.views) apply_views(*requests.views);
    if (requests.toggle_fullscreen) m_window.toggle_fullscreen();
    std::optional<InputSpec> input = requests.input;
    if (requests.new_seed && session.input().typed_keys.empty()) {
        input = session.input();
        input->seed += 1;
    }
    if (input) {
        // Why an input was not taken is shown by the algorithm, where the controls that change it are.
        if (const auto problem = input_problem(*input)) {
            m_status.input_error = *problem;
            m_controls.show_input(session.input());
        } else {
            try {
                m_player.pause();
                session.set_input(*input);
                m_controls.show_input(*input);
                m_status.input_error.clear();
            } catch (const InputRefused& refused) {
                m_status.input_error = refused_message(*input, refused.what());
                m_controls.show_input(session.input());
            } catch (const gpu::GpuError& error) {
                m_status.input_error = error.what();
                m_controls.show_input(session.input());
            }
        }
    }
    const bool moves = requests.step || requests.step_back || requests.to_start || requests.to_end || requests.seek;
    if (moves || requests.pause) m_player.pause();
    if (requests.step) session.step();
    if (requests.step_back) session.step_back();
    if (requests.to_start) session.reset();
    if (requests.to_end) session.run_to_end();
    if (requests.seek) session.seek(*requests.seek);
    if (requests.toggle_play && !moves) m_player.toggle(session);
    if (requests.save_session) save_session(*requests.save_session);
    if (requests.open_session) open_session(*requests.open_session);
    if (requests.open_export) m_export.open(session);
}

std::string App::refused_message(const InputSpec& input, const std::string& reason) const {
    std::string message = reason;
    if (input.algorithm == "onesweep" && input.onesweep_path == algo::OnesweepPath::Lookback) {
        if (const auto tile = onesweep_lookback_tile(input, gpu::device_caps(m_session->limits()))) {
            message += ". Here a tile of " + std::to_string(*tile) + " keys or more (Tile, under Path) runs the look-back.";
        }
    }
    return message;
}

void App::apply_views(const ViewLayout& views) {
    if (views.presenter != m_views.presenter || views.text_scale != m_views.text_scale) m_fonts_dirty = true;
    m_views = views;
}

void App::save_session(const std::string& path) {
    SessionFile file;
    file.input = m_session->input();
    file.step = m_session->cursor();
    file.views = m_views;
    try {
        write_session_file(path, file);
        set_message("saved " + path, false);
    } catch (const std::exception& error) {
        set_message(error.what(), true);
    }
}

void App::open_session(const std::string& path) {
    // Everything is checked before anything changes: a bad file leaves the session as it was.
    const SessionRead read = read_session_file(path);
    if (!read.session) {
        set_message(read.error, true);
        return;
    }
    const SessionFile& file = *read.session;
    size_t steps = 0;
    try {
        steps = plan_steps(file.input, m_session->limits());
    } catch (const std::invalid_argument& refused) {
        set_message(path + ": " + refused_message(file.input, refused.what()), true);
        return;
    }
    if (file.step > steps) {
        set_message(path + ": step " + std::to_string(file.step) + " is past the plan's " + std::to_string(steps) + " steps", true);
        return;
    }
    try {
        m_player.pause();
        m_session->set_input(file.input);
    } catch (const gpu::GpuError& error) {
        set_message(path + ": " + error.what(), true);
        return;
    }
    m_session->seek(file.step);
    apply_views(file.views);
    m_controls.show_input(file.input);
    m_status.input_error.clear();
    set_message("opened " + (file.title.empty() ? path : file.title), false);
}

void App::watch_shaders() {
    if (!m_watcher || !m_watcher->changed(ImGui::GetTime())) return;
    m_shader_error = m_session->reload_kernels();
    m_status.shader_status = m_shader_error.empty() ? "hot reload: kernels rebuilt from " + m_watcher->directory()
                                                    : "hot reload: an edit failed to compile (see the stage)";
}

}  // namespace sortscope::ui
