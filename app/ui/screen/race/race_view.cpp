// The race panel (see race_view.hpp).
#include "screen/race/race_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <stdexcept>

#include <imgui.h>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/counts.hpp"
#include "core/lessons/lessons.hpp"
#include "core/race/race_layout.hpp"
#include "core/race/race_sizes.hpp"
#include "device/gpu_error.hpp"
#include "rate_chart_svg.hpp"
#include "timing/speed_probe.hpp"
#include "screen/look/text_input.hpp"
#include "screen/look/wrapped_text.hpp"
#include "screen/race/race_chart.hpp"

namespace sortscope::ui {

RaceView::RaceView() : m_limits(gpu::query_device_limits()), m_engine(m_programs, m_limits) {
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (info.in_default_race) m_settings.algorithms.emplace_back(info.id);
    }
    m_settings.first_log2n = 10;
    m_settings.reps = 3;
    // A lecture's race: sizes that take about half a minute here, from a probe of this device's speed
    // (a few tens of ms on a CPU renderer).
    algo::DeviceSpeed speed = algo::conservative_speed();
    try {
        speed = gpu::probe_device_speed(m_programs, m_limits);
    } catch (const gpu::GpuError&) {
        // the conservative rates: a shorter race
    }
    m_cpu_renderer = diagram::is_cpu_renderer(m_limits.renderer);
    const double share = m_cpu_renderer ? kCpuRendererRaceShare : kGpuRaceShare;
    m_settings = lecture_race(m_settings, speed, std::min(24u, m_engine.max_log2n(false)), share);
    m_default_estimate_ms = estimate_race_ms(m_settings, speed, share);
}

void RaceView::draw_settings(const Fonts& fonts) {
    const bool running = m_engine.running();
    // Start (or Stop) first: at a projector's 720 lines it must not sit below the fold.
    if (!running) {
        ImGui::BeginDisabled(m_settings.algorithms.empty());
        if (ImGui::Button("Start the race", ImVec2(-FLT_MIN, 0.0f))) {
            try {
                m_runs_choice = -1;
                m_engine.start(m_settings);
                m_saves.clear_message();
            } catch (const gpu::GpuError& error) {
                m_saves.set_message(error.what(), true);
            }
        }
        ImGui::EndDisabled();
        if (m_default_estimate_ms > 0.0) {
            ImGui::PushFont(fonts.small);
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextDisabled("the sizes first shown take about %.0f s here (estimated)", m_default_estimate_ms / 1000.0);
            ImGui::PopTextWrapPos();
            ImGui::PopFont();
        }
    } else {
        ImGui::ProgressBar(m_engine.progress(), ImVec2(-FLT_MIN, 0.0f));
        if (ImGui::Button("Stop", ImVec2(-FLT_MIN, 0.0f))) m_engine.stop();
    }
    ImGui::BeginDisabled(running);
    // The sizes and the runs next, under Start: what decides how long the race takes.
    const int top = static_cast<int>(m_engine.max_log2n(m_settings.values));
    int first = static_cast<int>(m_settings.first_log2n);
    int last = static_cast<int>(m_settings.last_log2n);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("sizes (this GPU holds up to 2^%d keys)", top);
    ImGui::PopTextWrapPos();
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::SliderInt("##first", &first, 4, top, "from 2^%d")) last = std::max(last, first);
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::SliderInt("##last", &last, 4, top, "to 2^%d")) first = std::min(first, last);
    m_settings.first_log2n = static_cast<uint32_t>(first);
    m_settings.last_log2n = static_cast<uint32_t>(last);
    int reps = static_cast<int>(m_settings.reps);
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::SliderInt("##reps", &reps, 1, 20, reps == 1 ? "%d timed run each" : "%d timed runs each");
    m_settings.reps = static_cast<uint32_t>(reps);
    ImGui::TextDisabled("algorithms");
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        const std::string id(info.id);
        bool chosen = std::find(m_settings.algorithms.begin(), m_settings.algorithms.end(), id) != m_settings.algorithms.end();
        ImGui::PushStyleColor(ImGuiCol_CheckMark, series_colour(id));
        if (ImGui::Checkbox(id.c_str(), &chosen)) {
            if (chosen) {
                m_settings.algorithms.push_back(id);
            } else {
                std::erase(m_settings.algorithms, id);
            }
        }
        ImGui::PopStyleColor();
    }
    ImGui::TextDisabled("keys");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
    if (ImGui::BeginCombo("##racekeys", std::string(algo::key_type_name(m_settings.key_type)).c_str())) {
        for (algo::KeyType type : algo::all_key_types()) {
            if (ImGui::Selectable(std::string(algo::key_type_name(type)).c_str(), type == m_settings.key_type)) m_settings.key_type = type;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::Checkbox("payload", &m_settings.values);
    ImGui::Checkbox("descending", &m_settings.descending);  // its own row: beside the two above it is cut
    ImGui::EndDisabled();

    ImGui::PushTextWrapPos(0.0f);
    ImGui::PushFont(fonts.small);
    ImGui::TextDisabled("GPU: %s", m_engine.renderer().c_str());
    if (m_engine.copy_gb_per_s()) ImGui::TextDisabled("copy bandwidth: %.1f GB/s (read + written)", *m_engine.copy_gb_per_s());
    ImGui::TextDisabled("each size is checked against std::stable_sort before it is timed; a CPU renderer's numbers are "
                        "CPU numbers");
    ImGui::PopFont();
    ImGui::PopTextWrapPos();
}

void RaceView::draw_exports() {
    ImGui::Spacing();
    ImGui::TextDisabled("export");
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##csv", m_saves.csv_path);
    if (ImGui::Button("Save measurements (CSV)", ImVec2(-FLT_MIN, 0.0f))) m_saves.save_csv(m_engine.records());
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##png", m_saves.png_path);
    if (ImGui::Button("Save the chart (PNG)", ImVec2(-FLT_MIN, 0.0f))) {
        m_saves.capture(m_chart_min.x, m_chart_min.y, m_chart_max.x - m_chart_min.x, m_chart_max.y - m_chart_min.y);
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##svg", m_svg_path);
    // The chart as drawn last frame (the same layout), as SVG.
    ImGui::BeginDisabled(m_chart_layout.series_lines.empty());
    if (ImGui::Button("Save the chart (SVG)", ImVec2(-FLT_MIN, 0.0f))) {
        exports::RateChartPage page;
        page.title = "Sortscope race: keys sorted per second on " + m_engine.renderer();
        m_saves.save_text(m_svg_path, exports::rate_chart_svg(m_chart_layout, page));
    }
    ImGui::EndDisabled();
    if (!m_saves.message().empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(m_saves.message_is_error() ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.45f, 0.85f, 0.45f, 1.0f), "%s",
                           m_saves.message().c_str());
        ImGui::PopTextWrapPos();
    }
}

void RaceView::load_references(const std::string& path) {
    m_references = read_reference_csv(path);
    m_reference_path = path;
    size_t points = 0;
    for (const ReferenceLine& line : m_references) points += line.points.size();
    m_reference_message = std::to_string(m_references.size()) + (m_references.size() == 1 ? " line" : " lines") + ", " +
                          std::to_string(points) + " points, measured elsewhere (dashed white)";
    m_reference_error = false;
}

void RaceView::draw_references() {
    ImGui::Spacing();
    ImGui::TextDisabled("reference lines (CSV, measured elsewhere)");
    // The files shipped with Sortscope, one click each; another file's path goes in the field.
    static const std::vector<std::string> shipped = shipped_reference_files(assets_directory() + "/reference");
    if (!shipped.empty()) {
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::BeginCombo("##shippedreference", "shipped: choose one...")) {
            for (const std::string& file : shipped) {
                if (ImGui::Selectable(std::filesystem::path(file).filename().string().c_str())) {
                    m_reference_path = file;
                    try {
                        load_references(file);
                    } catch (const std::invalid_argument& error) {
                        m_reference_message = error.what();
                        m_reference_error = true;
                    }
                }
            }
            ImGui::EndCombo();
        }
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##reference", m_reference_path);
    if (ImGui::Button(m_references.empty() ? "Load reference lines" : "Reload", ImVec2(m_references.empty() ? -FLT_MIN : 0.0f, 0.0f))) {
        try {
            load_references(m_reference_path);
        } catch (const std::invalid_argument& error) {
            m_reference_message = error.what();
            m_reference_error = true;
        }
    }
    if (!m_references.empty()) {
        ImGui::SameLine();
        if (ImGui::Button("Clear", ImVec2(-FLT_MIN, 0.0f))) {
            m_references.clear();
            m_reference_message.clear();
        }
    }
    if (!m_reference_message.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(m_reference_error ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.75f, 0.75f, 0.78f, 1.0f), "%s",
                           m_reference_message.c_str());
        ImGui::PopTextWrapPos();
    }
    // A line the chart cannot draw (its sizes outside the race's, or of the other kind) says so.
    const RaceSettings& raced = shown_race_settings(m_engine, m_settings);
    if (const std::string outside = references_outside(m_references, raced.first_log2n, raced.last_log2n, raced_keys(raced)); !outside.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.80f, 0.30f, 1.0f), "%s", outside.c_str());
        ImGui::PopTextWrapPos();
    }
}

void RaceView::draw_header(const Fonts& fonts, const Palette& colours, float frame_ms) const {
    const RaceSettings& shown = shown_race_settings(m_engine, m_settings);
    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, colours.accent);
    ImGui::TextUnformatted(m_engine.running() ? "racing" : m_engine.records().empty() ? "race" : "race finished");
    ImGui::PopStyleColor();
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
    std::string names;
    for (const std::string& id : shown.algorithms) names += (names.empty() ? "" : ", ") + id;
    text_wrapped_at_spaces(names.empty() ? "choose the algorithms" : names);  // five or more run past a projector's line
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    const std::string sizes = shown.first_log2n == shown.last_log2n ? "2^" + std::to_string(shown.first_log2n)
                                                                      : "2^" + std::to_string(shown.first_log2n) + " .. 2^" + std::to_string(shown.last_log2n);
    ImGui::TextDisabled("n = %s random %s keys%s%s \u00b7 %s each \u00b7 against std::sort and std::stable_sort "
                        "on one CPU thread \u00b7 run on %s",
                        sizes.c_str(), std::string(algo::key_type_name(shown.key_type)).c_str(), shown.descending ? " descending" : "",
                        shown.values ? " with payloads" : "", algo::count_of(shown.reps, "timed run", "timed runs").c_str(),
                        m_engine.renderer().c_str());

    if (!m_engine.status().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, m_engine.failed() ? colours.bad : colours.text);
        ImGui::TextUnformatted(m_engine.status().c_str());
        ImGui::PopStyleColor();
        // The app stays responsive while it races: the engine takes a slice of each frame.
        ImGui::SameLine(0.0f, ImGui::GetFontSize());
        ImGui::TextDisabled("frame %.1f ms", static_cast<double>(frame_ms));
    }
    ImGui::PopTextWrapPos();
}

// The runs chart from `top` down to `bottom`: a selector of (algorithm, n), the latest by default, and
// that pair's runs in order.
void RaceView::draw_runs(ImVec2 top, float bottom, const Fonts& fonts, const Palette& colours) {
    const std::vector<RaceRuns>& runs = m_engine.runs();
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::SetCursorScreenPos(top);
    if (runs.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        text_wrapped_at_spaces("every run of one algorithm at one size appears here once the race starts");
        ImGui::PopStyleColor();
        return;
    }
    const int latest = static_cast<int>(runs.size()) - 1;
    const int shown = m_runs_choice >= 0 && m_runs_choice <= latest ? m_runs_choice : latest;
    auto name = [&](int r) { return runs[static_cast<size_t>(r)].algorithm + " at 2^" + std::to_string(runs[static_cast<size_t>(r)].log2n); };
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16.0f);
    if (ImGui::BeginCombo("##runs", name(shown).c_str())) {
        if (ImGui::Selectable("the latest", m_runs_choice < 0)) m_runs_choice = -1;
        for (int r = 0; r <= latest; ++r) {
            if (ImGui::Selectable((name(r) + "##" + std::to_string(r)).c_str(), r == m_runs_choice)) m_runs_choice = r;
        }
        ImGui::EndCombo();
    }
    const ImVec2 runs_corner = ImGui::GetCursorScreenPos();
    draw_runs_chart(runs_corner, ImVec2(width, bottom - runs_corner.y), runs[static_cast<size_t>(shown)], fonts, colours);
}

void RaceView::draw(const Fonts& fonts, const Palette& colours, const PanelRect& rect, bool panel_shown) {
    if (!begin_view("##race", m_cpu_renderer ? "Race: keys per second against n, on this CPU renderer" : "Race: keys per second against n, on this GPU",
                    rect, fonts)) {
        return;
    }
    if (m_cpu_renderer) {
        // The chart's "GPU" lines are a CPU's here: a class must not take them for a graphics card's.
        // In red on the title's line (where it fits), so that the charts keep their height.
        const char* warning = "\u00b7 CPU speeds, not a GPU's";
        ImGui::PushFont(fonts.small);
        ImGui::SameLine();
        if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(warning).x) ImGui::NewLine();
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        ImGui::TextUnformatted(warning);
        ImGui::PopStyleColor();
        ImGui::PopFont();
    }
    // The settings keep the longest algorithm's checkbox whole (odd-even-transposition, in presenter
    // mode's large type), up to 45% of the view.
    const ImGuiStyle& style = ImGui::GetStyle();
    float widest_id = 0.0f;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) widest_id = std::max(widest_id, ImGui::CalcTextSize(std::string(info.id).c_str()).x);
    const float checkbox_width = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + widest_id + style.ScrollbarSize + style.ItemSpacing.x;
    const float settings_width =
        std::min(std::max(std::min(rect.width * 0.3f, ImGui::GetFontSize() * 18.0f), checkbox_width), rect.width * 0.45f);
    ImGui::BeginChild("##race-settings", ImVec2(settings_width, 0.0f), false);
    draw_settings(fonts);
    draw_references();
    draw_exports();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##race-charts", ImVec2(0.0f, 0.0f), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    // The throughput chart first, with most of the height (race_chart_height); the runs chart below
    // takes what is left, and is left out when that would not hold its selector, a few bars and their
    // caption (a 720-line projector: the whole height goes to the chart).
    const float line = ImGui::GetTextLineHeight();
    const RaceSettings& shown = shown_race_settings(m_engine, m_settings);
    const std::vector<diagram::RateSeries> series = throughput_series(m_engine.records(), m_references, shown);
    const diagram::RateChartNotes notes = race_chart_notes(m_engine.renderer(), colours, panel_shown);
    const float needed = throughput_chart_height_needed(size.x, std::max(size.y * 0.3f, line * 6.0f), series, fonts, colours, notes);
    const float runs_smallest = ImGui::GetFrameHeightWithSpacing() + line * 4.0f;
    const RaceChartSplit split = race_chart_split(size.y, needed, runs_smallest, line + 6.0f);
    const float chart_height = split.chart;
    const bool runs_fit = split.runs > 0.0f;
    m_chart_min = corner;
    m_chart_max = ImVec2(corner.x + size.x, corner.y + chart_height);
    m_chart_layout = throughput_chart_layout(corner, ImVec2(size.x, chart_height), series, shown, fonts, colours, notes);
    draw_throughput_chart(m_chart_layout, series, m_engine.records(), fonts);

    // The runs chart: one (algorithm, n) at a time, the latest by default.
    const ImVec2 below_chart(corner.x, corner.y + chart_height + 6.0f);
    if (runs_fit) {
        draw_runs(below_chart, corner.y + size.y, fonts, colours);
    } else {
        ImGui::SetCursorScreenPos(below_chart);
        // One line under the chart (at large type the whole sentence ran off its edge): the short form where
        // the long one does not fit.
        const char* long_form = "every run of each size: in normal type (P)";
        const bool fits = ImGui::CalcTextSize(long_form).x <= size.x;
        ImGui::TextDisabled("%s", fits ? long_form : "each run: normal type (P)");
    }
    ImGui::EndChild();
    end_view();
}

}  // namespace sortscope::ui
