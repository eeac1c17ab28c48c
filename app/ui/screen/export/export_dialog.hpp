// The Export dialog (the Export... button, or E): the choices of `sortscope-cli export` for the session
// on screen, in three tabs. Network: the comparator network as SVG, PDF, PNG, TikZ or JSON, with the
// steps to draw, wire labels, caption, shading, theme, a lit dispatch (the current one by default) and
// the PNG width. Frames: the bars at every step as numbered PNGs. Table: the current step's tables as
// CSV, Markdown, LaTeX or text. Web page: the run as one web page (export --format html). Choices that do not fit the plan are refused at once with the reason;
// the file is written on a worker thread (export_jobs.hpp), atomically, and the dialog says what it
// wrote or why it could not.
#pragma once

#include <array>
#include <string>

#include "background.hpp"
#include "core/export/export_jobs.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

class ExportDialog {
public:
    // Opens the dialog on the next draw, with file names and the lit dispatch taken from the session.
    void open(const SortSession& session);
    void draw(const SortSession& session, const Palette& colours);
    bool visible() const { return m_visible; }

private:
    struct StepChoice {
        bool all = true;
        int first = 1;  // step numbers, from 1 (algorithms/text/steps.hpp)
        int last = 1;
    };

    void draw_network(const SortSession& session);
    void draw_frames(const SortSession& session);
    void draw_animation(const SortSession& session);
    void draw_table(const SortSession& session);
    void draw_web_page(const SortSession& session);
    void draw_steps(const char* id, StepChoice& steps, size_t step_count);
    void draw_theme(const char* id, diagram::Theme& theme);
    void draw_width(const char* id, int& width);
    bool export_button(const char* label);
    template <class Job>
    void start(Job job);
    void poll();

    bool m_open_requested = false;
    bool m_visible = false;
    uint64_t m_plan_version = UINT64_MAX;  // the plan the step choices were made for

    exports::Format m_format = exports::Format::Svg;
    std::string m_network_path;
    StepChoice m_network_steps;
    bool m_labels = true;
    bool m_caption = true;
    bool m_shade = false;
    diagram::Theme m_network_theme = diagram::Theme::Light;
    bool m_highlight = false;
    int m_highlight_step = 1;  // the step number lit (1 = the first dispatch, algorithms/text/steps.hpp)
    int m_network_width = 0;

    std::string m_frames_folder;
    StepChoice m_frames_steps;
    diagram::Theme m_frames_theme = diagram::Theme::Light;
    int m_frames_width = 0;

    std::string m_gif_path;
    diagram::Theme m_gif_theme = diagram::Theme::Light;
    int m_gif_width = exports::kDefaultAnimationWidth;
    int m_gif_height = 0;  // 0: the default for what the frames hold
    int m_gif_frame_ms = exports::kDefaultFrameMs;

    algo::TableFormat m_table_format = algo::TableFormat::Csv;
    std::string m_table_path;

    std::string m_web_path;
    bool m_web_student = false;
    // The file names in the tabs are relative to this folder (absolute ones stand alone). It starts in
    // the user's home (default_export_folder) and, like every choice here, is kept between openings;
    // a default file name follows the session until it is edited.
    std::string m_folder;
    struct Defaults {
        std::string network_path, frames_folder, table_path, gif_path, web_path;
    } m_defaults;  // the names open() last filled in

    measure::Background<ExportOutcome> m_task;
    // Each tab says what its own export wrote (Network, Frames, Table, Animation, Web page).
    int m_tab = 0;       // the tab being drawn
    int m_task_tab = 0;  // the tab whose export runs
    std::array<std::string, 5> m_message;
    std::array<bool, 5> m_message_is_error{};
};

}  // namespace sortscope::ui
