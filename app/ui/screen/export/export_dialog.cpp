// The Export dialog (see export_dialog.hpp).
#include "screen/export/export_dialog.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cstdlib>
#include <filesystem>

#include <imgui.h>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/steps.hpp"
#include "cairo_renderer.hpp"
#include "screen/look/cut_text.hpp"
#include "screen/look/text_input.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::ui {

namespace {

constexpr const char* kPopup = "Export";
constexpr std::array kFormats = {exports::Format::Svg, exports::Format::Pdf, exports::Format::Png, exports::Format::Tikz,
                                 exports::Format::Json};
constexpr std::array kTableFormats = {algo::TableFormat::Csv, algo::TableFormat::Markdown, algo::TableFormat::Latex,
                                      algo::TableFormat::Text};
constexpr std::array kThemes = {diagram::Theme::Light, diagram::Theme::Dark, diagram::Theme::Mono};

const char* format_label(exports::Format format) {
    switch (format) {
        case exports::Format::Svg: return "SVG (browsers, Inkscape)";
        case exports::Format::Pdf: return "PDF (papers, slides)";
        case exports::Format::Png: return "PNG (slides)";
        case exports::Format::Tikz: return "TikZ (LaTeX, standalone)";
        case exports::Format::Json: return "JSON (the comparators)";
    }
    return "";
}

const char* theme_label(diagram::Theme theme) {
    switch (theme) {
        case diagram::Theme::Light: return "light";
        case diagram::Theme::Dark: return "dark";
        case diagram::Theme::Mono: return "mono (print)";
    }
    return "";
}

// Labels in a left column, widgets filling the rest of the row, as in the control panel.
void row_label(const char* label) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(ImGui::GetFontSize() * 6.5f);
    ImGui::SetNextItemWidth(-FLT_MIN);
}

// The chosen step numbers (from 1) as indices into plan.steps.
std::optional<exports::StepRange> step_range(const auto& steps) {
    if (steps.all || steps.first < 1) return std::nullopt;
    return exports::StepRange{static_cast<size_t>(steps.first - 1), static_cast<size_t>(steps.last - 1)};
}

}  // namespace

void ExportDialog::open(const SortSession& session) {
    m_open_requested = true;
    if (m_folder.empty()) m_folder = default_export_folder(std::getenv("HOME"));
    const std::string stem = export_stem(session.input());
    const size_t step = session.focus_step().value_or(0);
    const Defaults now = {stem + "." + std::string(exports::format_name(m_format)), stem + "-frames",
                          stem + "-step-" + std::to_string(algo::step_number(step)) + "." +
                              std::string(table_format_extension(m_table_format)),
                          stem + ".gif", stem + ".html"};
    // A name the user typed stays; one still as filled in follows the session.
    if (m_network_path.empty() || m_network_path == m_defaults.network_path) m_network_path = now.network_path;
    if (m_frames_folder.empty() || m_frames_folder == m_defaults.frames_folder) m_frames_folder = now.frames_folder;
    if (m_table_path.empty() || m_table_path == m_defaults.table_path) m_table_path = now.table_path;
    if (m_gif_path.empty() || m_gif_path == m_defaults.gif_path) m_gif_path = now.gif_path;
    if (m_web_path.empty() || m_web_path == m_defaults.web_path) m_web_path = now.web_path;
    m_defaults = now;
    // The step lit on screen is lit in the figure too.
    m_highlight = session.last_step_index().has_value();
    m_highlight_step = static_cast<int>(algo::step_number(session.last_step_index().value_or(0)));
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        const int last = static_cast<int>(std::max<size_t>(1, session.step_count()));
        m_network_steps = {true, 1, last};
        m_frames_steps = {true, 1, last};
    }
    for (std::string& message : m_message) message.clear();
}

template <class Job>
void ExportDialog::start(Job job) {
    m_task_tab = m_tab;
    std::error_code made;
    if (!m_folder.empty()) std::filesystem::create_directories(m_folder, made);
    if (made) {
        m_message[static_cast<size_t>(m_tab)] = "cannot make the folder " + m_folder + ": " + made.message();
        m_message_is_error[static_cast<size_t>(m_tab)] = true;
        return;
    }
    m_message[static_cast<size_t>(m_tab)] = "writing...";
    m_message_is_error[static_cast<size_t>(m_tab)] = false;
    m_task = measure::Background<ExportOutcome>([job = std::move(job)](const std::atomic<bool>&) { return std::optional<ExportOutcome>(job.run()); });
}

void ExportDialog::poll() {
    if (!m_task.ready()) return;
    if (const auto outcome = m_task.take()) {
        m_message[static_cast<size_t>(m_task_tab)] = outcome->message;
        m_message_is_error[static_cast<size_t>(m_task_tab)] = !outcome->ok;
    }
}

bool ExportDialog::export_button(const char* label) {
    ImGui::Spacing();
    ImGui::BeginDisabled(m_task.active());
    const bool pressed = ImGui::Button(label, ImVec2(-FLT_MIN, 0.0f));
    ImGui::EndDisabled();
    return pressed;
}

void ExportDialog::draw_steps(const char* id, StepChoice& steps, size_t step_count) {
    ImGui::PushID(id);
    row_label("Steps");
    const int last = static_cast<int>(std::max<size_t>(1, step_count));
    ImGui::Checkbox("all", &steps.all);
    if (!steps.all) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
        ImGui::InputInt("##first", &steps.first);
        ImGui::SameLine();
        ImGui::TextUnformatted("to");
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
        ImGui::InputInt("##last", &steps.last);
        steps.first = std::clamp(steps.first, 1, last);
        steps.last = std::clamp(steps.last, steps.first, last);
        ImGui::SameLine();
        ImGui::TextDisabled("of 1..%d", last);
    }
    ImGui::PopID();
}

void ExportDialog::draw_theme(const char* id, diagram::Theme& theme) {
    row_label("Theme");
    if (ImGui::BeginCombo(id, theme_label(theme))) {
        for (diagram::Theme option : kThemes) {
            if (ImGui::Selectable(theme_label(option), option == theme)) theme = option;
        }
        ImGui::EndCombo();
    }
}

void ExportDialog::draw_width(const char* id, int& width) {
    row_label("PNG width");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
    ImGui::InputInt(id, &width, 100, 1000);
    width = std::clamp(width, 0, static_cast<int>(exports::kMaxImageSide));
    ImGui::SameLine();
    ImGui::TextDisabled(width == 0 ? "(0: 2 pixels per point)" : "pixels");
}

void ExportDialog::draw_network(const SortSession& session) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(session.input().algorithm);
    if (info == nullptr || !info->network) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s is not a comparator network, so it has no network diagram: the Frames and Table tabs "
                            "export its steps.", session.input().algorithm.c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", diagram::network_caption(session.plan()).c_str());
    ImGui::PopTextWrapPos();
    row_label("Format");
    if (ImGui::BeginCombo("##format", format_label(m_format))) {
        for (exports::Format format : kFormats) {
            if (ImGui::Selectable(format_label(format), format == m_format)) {
                m_format = format;
                m_network_path = with_extension(m_network_path, exports::format_name(format));
            }
        }
        ImGui::EndCombo();
    }
    row_label("File");
    input_string("##networkpath", m_network_path);
    draw_steps("networksteps", m_network_steps, session.step_count());
    const bool figure = m_format != exports::Format::Json;
    ImGui::BeginDisabled(!figure);
    row_label("Show");
    ImGui::Checkbox("wire labels", &m_labels);
    ImGui::SameLine();
    ImGui::Checkbox("caption", &m_caption);
    ImGui::SameLine();
    ImGui::Checkbox("shade dispatches", &m_shade);
    draw_theme("##networktheme", m_network_theme);
    row_label("Light");
    ImGui::Checkbox("step", &m_highlight);
    if (m_highlight) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
        ImGui::InputInt("##highlight", &m_highlight_step);
        m_highlight_step = std::clamp(m_highlight_step, 1, static_cast<int>(std::max<size_t>(1, session.step_count())));
        ImGui::SameLine();
        ImGui::TextDisabled("(of %zu)", session.step_count());
    }
    ImGui::EndDisabled();
    ImGui::BeginDisabled(m_format != exports::Format::Png);
    draw_width("##networkwidth", m_network_width);
    ImGui::EndDisabled();

    if (export_button("Export the network")) {
        exports::ExportOptions options;
        options.format = m_format;
        options.path = in_folder(m_folder, m_network_path);
        options.steps = step_range(m_network_steps);
        options.labels = m_labels;
        options.caption = m_caption;
        options.shade = m_shade;
        options.theme = m_network_theme;
        if (m_highlight && figure) options.highlight = algo::step_index(static_cast<uint64_t>(m_highlight_step), session.step_count());
        options.width_px = m_format == exports::Format::Png ? m_network_width : 0;
        try {
            start(network_export_job(session, options));
        } catch (const exports::ExportOptionError& error) {
            m_message[static_cast<size_t>(m_tab)] = error.what();
            m_message_is_error[static_cast<size_t>(m_tab)] = true;
        }
    }
}

void ExportDialog::draw_frames(const SortSession& session) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The bars after every step, one PNG each (step-0000.png is the input), for animations in slides.");
    ImGui::PopTextWrapPos();
    row_label("Folder");
    input_string("##framesfolder", m_frames_folder);
    draw_steps("framessteps", m_frames_steps, session.step_count());
    draw_theme("##framestheme", m_frames_theme);
    draw_width("##frameswidth", m_frames_width);
    if (export_button("Write the frames")) {
        exports::FramesOptions options;
        options.folder = in_folder(m_folder, m_frames_folder);
        options.steps = step_range(m_frames_steps);
        options.theme = m_frames_theme;
        options.width_px = m_frames_width;
        try {
            start(frames_export_job(session, options));
        } catch (const exports::ExportOptionError& error) {
            m_message[static_cast<size_t>(m_tab)] = error.what();
            m_message_is_error[static_cast<size_t>(m_tab)] = true;
        }
    }
}

void ExportDialog::draw_animation(const SortSession& session) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The run as a looping GIF for slides: the input, then the bars after every step with its caption%s; "
                        "the sorted keys are held longer.",
                        exports::animation_page(session.plan(), {}).network ? " and the network with the step lit" : "");
    ImGui::PopTextWrapPos();
    row_label("File");
    input_string("##gifpath", m_gif_path);
    draw_theme("##giftheme", m_gif_theme);
    row_label("Size");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::InputInt("##gifwidth", &m_gif_width, 80, 320);
    m_gif_width = std::clamp(m_gif_width, 1, exports::kMaxAnimationSide);
    ImGui::SameLine();
    ImGui::TextUnformatted("x");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::InputInt("##gifheight", &m_gif_height, 60, 240);
    m_gif_height = std::clamp(m_gif_height, 0, exports::kMaxAnimationSide);
    ImGui::SameLine();
    if (m_gif_height == 0) {
        // Height 0: the default for what the frames hold (taller with the network under the bars).
        exports::GifOptions shown;
        shown.width_px = m_gif_width;
        ImGui::TextDisabled("pixels (0: %d)", exports::animation_page(session.plan(), shown).height);
    } else {
        ImGui::TextDisabled("pixels");
    }
    row_label("Each step");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    ImGui::InputInt("##gifms", &m_gif_frame_ms, 100, 500);
    m_gif_frame_ms = std::clamp(m_gif_frame_ms, exports::kMinFrameMs, exports::kMaxFrameMs);
    ImGui::SameLine();
    ImGui::TextDisabled("ms (the last frame: %d ms)", exports::kLastFrameHoldFactor * m_gif_frame_ms);
    if (export_button("Write the GIF")) {
        exports::GifOptions options;
        options.path = in_folder(m_folder, m_gif_path);
        options.theme = m_gif_theme;
        options.width_px = m_gif_width;
        options.height_px = m_gif_height;
        options.frame_ms = m_gif_frame_ms;
        try {
            start(gif_export_job(session, options));
        } catch (const exports::ExportOptionError& error) {
            m_message[static_cast<size_t>(m_tab)] = error.what();
            m_message_is_error[static_cast<size_t>(m_tab)] = true;
        }
    }
}

void ExportDialog::draw_web_page(const SortSession& session) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Every step of this run as one web page that opens in any browser, offline: the bars, the network, "
                        "the tables, the kernel and Predict questions, each step run again on the GPU and checked.");
    ImGui::PopTextWrapPos();
    row_label("File");
    input_string("##webpath", m_web_path);
    row_label("Copy");
    ImGui::Checkbox("for students (no answers)", &m_web_student);
    if (export_button("Write the web page")) {
        try {
            start(web_page_export_job(session, m_web_student, in_folder(m_folder, m_web_path)));
        } catch (const exports::ExportOptionError& error) {
            m_message[static_cast<size_t>(m_tab)] = error.what();
            m_message_is_error[static_cast<size_t>(m_tab)] = true;
        }
    }
}

void ExportDialog::draw_table(const SortSession& session) {
    const auto focus = session.focus_step();
    ImGui::PushTextWrapPos(0.0f);
    if (focus) {
        ImGui::TextDisabled("The tables of %s, every row: what the table view shows.", algo::step_name(*focus).c_str());
    } else {
        ImGui::TextDisabled("This plan has no steps, so it has no tables.");
    }
    ImGui::PopTextWrapPos();
    row_label("Format");
    if (ImGui::BeginCombo("##tableformat", std::string(table_format_label(m_table_format)).c_str())) {
        for (algo::TableFormat format : kTableFormats) {
            if (ImGui::Selectable(std::string(table_format_label(format)).c_str(), format == m_table_format)) {
                m_table_format = format;
                m_table_path = with_extension(m_table_path, table_format_extension(format));
            }
        }
        ImGui::EndCombo();
    }
    row_label("File");
    input_string("##tablepath", m_table_path);
    ImGui::BeginDisabled(!focus);
    if (export_button("Export the table")) start(table_export_job(session, m_table_format, in_folder(m_folder, m_table_path)));
    ImGui::EndDisabled();
}

void ExportDialog::draw(const SortSession& session, const Palette& colours) {
    poll();
    if (m_open_requested) {
        ImGui::OpenPopup(kPopup);
        m_open_requested = false;
    }
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    // A fixed width; the height follows the tab and the message (up to most of the window).
    const float width = std::min(display.x * 0.9f, ImGui::GetFontSize() * 36.0f);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0.0f), ImVec2(width, display.y * 0.9f));
    // Centred every frame: a tab taller than the last grows both ways and stays in the window.
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    bool open = true;
    m_visible = ImGui::BeginPopupModal(kPopup, &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    if (!m_visible) return;
    {
        // For the screenshot tests (cut_text.hpp): the dialog whole inside the app's window.
        const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        if (at.x < 0.0f || at.y < 0.0f || at.x + size.x > display.x + 0.5f || at.y + size.y > display.y + 0.5f) {
            record_cut("the Export dialog runs off the window");
        }
    }
    row_label("Folder");
    input_string("##exportfolder", m_folder);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the names below are written in this folder (made when missing)");
    if (ImGui::BeginTabBar("##exporttabs")) {
        if (ImGui::BeginTabItem("Network")) {
            m_tab = 0;
            draw_network(session);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem("Frames")) {
            m_tab = 1;
            draw_frames(session);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem("Animation")) {
            m_tab = 3;
            draw_animation(session);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem("Table")) {
            m_tab = 2;
            draw_table(session);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem("Web page")) {
            m_tab = 4;
            draw_web_page(session);
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    if (const std::string& message = m_message[static_cast<size_t>(m_tab)]; !message.empty()) {
        ImGui::Spacing();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::PushStyleColor(ImGuiCol_Text, m_message_is_error[static_cast<size_t>(m_tab)] ? colours.bad : colours.good);
        ImGui::TextUnformatted(message.c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    if (ImGui::Button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace sortscope::ui
