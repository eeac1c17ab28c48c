// The profile view (see profile_view.hpp): a toolbar, the CPU-time notice, then the timeline drawn from
// layout_timeline's geometry, its axis, the kernels' legend and a line that says what the lanes show.
#include "screen/profile/profile_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <imgui.h>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/text/steps.hpp"
#include "core/profile/profile_trace.hpp"
#include "device/gpu_error.hpp"
#include "number_text.hpp"
#include "screen/look/text_input.hpp"
#include "screen/look/view_frame.hpp"

namespace sortscope::ui {

namespace {

// One colour per kernel slot, in order of first appearance on the timeline: saturated, told apart on
// the dark and the presenter's black background, and none near the accent yellow of the lit bar.
constexpr ImU32 kKernelColours[] = {
    IM_COL32(78, 160, 235, 255),  IM_COL32(245, 150, 45, 255),  IM_COL32(95, 200, 110, 255),
    IM_COL32(230, 85, 95, 255),   IM_COL32(170, 120, 225, 255), IM_COL32(200, 150, 110, 255),
    IM_COL32(80, 205, 200, 255),  IM_COL32(240, 120, 190, 255), IM_COL32(150, 200, 60, 255),
    IM_COL32(150, 150, 160, 255),
};

ImU32 kernel_colour(size_t slot) { return kKernelColours[slot % std::size(kKernelColours)]; }

std::string bytes_text(uint64_t bytes) {
    char text[32];
    const auto b = static_cast<double>(bytes);
    if (b >= 1e9) {
        std::snprintf(text, sizeof text, "%.3g GB", b / 1e9);
    } else if (b >= 1e6) {
        std::snprintf(text, sizeof text, "%.3g MB", b / 1e6);
    } else if (b >= 1e3) {
        std::snprintf(text, sizeof text, "%.3g kB", b / 1e3);
    } else {
        std::snprintf(text, sizeof text, "%llu bytes", static_cast<unsigned long long>(bytes));
    }
    return text;
}

// The timeline's input from the measured lanes (a lane not measured has no dispatches).
std::vector<TimelineLane> timeline_lanes(const std::vector<ProfileLane>& lanes) {
    std::vector<TimelineLane> result;
    for (const ProfileLane& lane : lanes) {
        TimelineLane timeline;
        timeline.label = lane.input.algorithm;
        if (lane.measured()) {
            for (size_t s = 0; s < lane.plan.steps.size(); ++s) {
                const algo::Step& step = lane.plan.steps[s];
                timeline.dispatches.push_back(
                    {lane.median_ms[s], std::string(algo::kernel_file(step.kernel)), algo::step_bytes(lane.plan, step)});
            }
        }
        result.push_back(std::move(timeline));
    }
    return result;
}

}  // namespace

ProfileView::ProfileView() : m_limits(gpu::query_device_limits()), m_engine(m_programs, m_limits) {}

ProfileRequest ProfileView::wanted(const SortSession& session) const {
    ProfileRequest request;
    request.input = session.input();
    // By default the second lane runs the algorithm that makes the lesson (the catalogue's partner).
    request.compare_with = m_compare.value_or(std::string(algo::find_algorithm(session.input().algorithm)->partner));
    if (request.compare_with == request.input.algorithm) request.compare_with.clear();
    request.reps = static_cast<uint32_t>(m_reps);
    return request;
}

std::optional<size_t> ProfileView::session_lane(const SortSession& session) const {
    const std::vector<ProfileLane>& lanes = m_engine.lanes();
    for (size_t l = 0; l < lanes.size(); ++l) {
        if (lanes[l].input == session.input()) return l;
    }
    return std::nullopt;
}

bool ProfileView::busy(const SortSession& session) const {
    if (m_engine.running()) return true;
    const std::optional<size_t> lane = session_lane(session);
    return !lane || !m_engine.request();
}

void ProfileView::advance(const SortSession& session) {
    const ProfileRequest want = wanted(session);
    // The profile stands while it holds the session's input and the comparison and runs asked for (the
    // session may be on either lane: a click on the other lane's bar switches to it).
    bool current = false;
    if (const auto lane = session_lane(session); lane && m_engine.request() && m_engine.request()->reps == want.reps) {
        const std::vector<ProfileLane>& lanes = m_engine.lanes();
        if (want.compare_with.empty()) {
            current = lanes.size() == 1;
        } else {
            current = lanes.size() == 2 && lanes[1 - *lane].input.algorithm == want.compare_with;
        }
    }
    if (!current || m_measure_again) {
        m_measure_again = false;
        m_engine.start(want);
    }
    m_engine.advance();
}

void ProfileView::draw_toolbar(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter) {
    const std::string shown = wanted(session).compare_with;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("compare with");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
    if (ImGui::BeginCombo("##profile-compare", shown.empty() ? "nothing" : shown.c_str())) {
        if (ImGui::Selectable("nothing", shown.empty())) m_compare = std::string();
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
            const std::string id(info.id);
            if (id == session.input().algorithm) continue;
            if (ImGui::Selectable(id.c_str(), id == shown)) m_compare = id;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    ImGui::SliderInt("##profile-reps", &m_reps, 1, 15, "%d timed runs");
    ImGui::SameLine();
    if (m_engine.running()) {
        if (ImGui::Button("Stop")) m_engine.stop();
        ImGui::SameLine();
        ImGui::ProgressBar(m_engine.progress(), ImVec2(ImGui::GetFontSize() * 6.0f, 0.0f));
    } else if (ImGui::Button("Measure again")) {
        m_measure_again = true;
    }

    // The exports are advanced controls: presenter mode hides them.
    if (!presenter) draw_exports(colours);

    ImGui::PushFont(fonts.small);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, m_engine.failed() ? colours.bad : colours.dim_text);
    ImGui::TextUnformatted(m_engine.status().c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (m_engine.cpu_renderer()) {
        // llvmpipe runs the kernels on this machine's CPU threads: its times are never GPU performance.
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        ImGui::Text("\u00b7 %s is a CPU renderer: these are CPU times, not GPU performance. Read the proportions, not the numbers.",
                    m_engine.renderer().c_str());
        ImGui::PopStyleColor();
    } else {
        ImGui::TextDisabled("\u00b7 %s \u00b7 %s", m_engine.renderer().c_str(), m_engine.timer().c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
}

void ProfileView::draw_exports(const Palette& colours) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    input_string("##profile-csv", m_saves.csv_path);
    ImGui::SameLine();
    if (ImGui::Button("Save CSV")) m_saves.save_csv(m_engine.records());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    input_string("##profile-png", m_saves.png_path);
    ImGui::SameLine();
    if (ImGui::Button("Save PNG")) {
        m_saves.capture(m_timeline_min.x, m_timeline_min.y, m_timeline_max.x - m_timeline_min.x,
                        m_timeline_max.y - m_timeline_min.y);
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
    input_string("##profile-trace", m_trace_path);
    ImGui::SameLine();
    // The dispatches as a Chrome/Perfetto trace (ui.perfetto.dev, chrome://tracing), once measured.
    const bool measured = std::any_of(m_engine.lanes().begin(), m_engine.lanes().end(),
                                      [](const ProfileLane& lane) { return lane.measured(); });
    ImGui::BeginDisabled(!measured);
    if (ImGui::Button("Save trace")) m_saves.save_text(m_trace_path, profile_trace(m_engine));
    ImGui::EndDisabled();
    if (!m_saves.message().empty()) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, m_saves.message_is_error() ? colours.bad : colours.good);
        ImGui::TextUnformatted(m_saves.message().c_str());
        ImGui::PopStyleColor();
    }
}

void ProfileView::draw_tooltip(const TimelineStep& at, const Fonts& fonts) const {
    const ProfileLane& lane = m_engine.lanes()[at.lane];
    const algo::Step& step = lane.plan.steps[at.step];
    const double ms = lane.median_ms[at.step];
    const std::vector<double>& runs = lane.times[at.step];
    const uint64_t bytes = algo::step_bytes(lane.plan, step);
    ImGui::BeginTooltip();
    ImGui::PushFont(fonts.heading);
    ImGui::Text("%s, %s", lane.input.algorithm.c_str(), algo::step_of(at.step, lane.plan.steps.size()).c_str());
    ImGui::PopFont();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
    ImGui::TextUnformatted(algo::describe(step).c_str());
    ImGui::PopTextWrapPos();
    ImGui::Text("kernel: %s", std::string(algo::kernel_file(step.kernel)).c_str());
    ImGui::Text("time: %s (median of %zu timed runs, lowest %s)", measure::ms_text(ms).c_str(), runs.size(),
                measure::ms_text(runs.empty() ? 0.0 : *std::min_element(runs.begin(), runs.end())).c_str());
    ImGui::Text("moved: %s (the traffic model: read + written, as if no cache helped)", bytes_text(bytes).c_str());
    if (ms > 0.0 && bytes > 0) {
        const double gb_per_s = static_cast<double>(bytes) / (ms * 1e6);
        if (const auto copy = m_engine.copy_gb_per_s()) {
            ImGui::Text("%.3g GB/s: %.0f%% of the measured copy bandwidth (%.3g GB/s)", gb_per_s, 100.0 * gb_per_s / *copy, *copy);
        } else {
            ImGui::Text("%.3g GB/s (the copy bandwidth is not measured yet)", gb_per_s);
        }
    }
    ImGui::TextDisabled("click: go to this step");
    ImGui::EndTooltip();
}

void ProfileView::draw_timeline(const SortSession& session, const Fonts& fonts, const Palette& colours, const ImVec2& corner,
                                const ImVec2& size, Requests& requests) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float em = ImGui::GetFontSize();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    m_timeline_min = corner;
    m_timeline_max = ImVec2(corner.x + size.x, corner.y + size.y);
    const std::vector<ProfileLane>& lanes = m_engine.lanes();
    if (lanes.empty()) {
        list->AddText(ImVec2(corner.x, corner.y), colours.dim_text, "the profile appears here once it is measured");
        return;
    }

    // Under each lane's name: its dispatches and its run, or why it has none.
    std::vector<std::string> details;
    for (const ProfileLane& lane : lanes) {
        if (!lane.measured()) {
            details.emplace_back(lane.skipped.empty() ? "measuring..." : "not measured");
            continue;
        }
        char text[96];
        std::snprintf(text, sizeof text, "%zu %s, %s", lane.plan.steps.size(), lane.plan.steps.size() == 1 ? "dispatch" : "dispatches",
                      measure::ms_text(lane.run_ms).c_str());
        details.emplace_back(text);
    }
    // The labels' column: as wide as the widest algorithm name in the heading font, or the widest detail
    // line under one in the small font, and a gap (the bars never start on a label's last letters).
    float label_width = em * 7.0f;
    ImGui::PushFont(fonts.heading);
    const float heading_height = ImGui::GetFontSize();
    ImGui::PopFont();
    ImGui::PushFont(fonts.small);
    const float detail_height = ImGui::GetTextLineHeight();
    for (const std::string& detail : details) label_width = std::max(label_width, ImGui::CalcTextSize(detail.c_str()).x + em * 0.75f);
    ImGui::PopFont();
    ImGui::PushFont(fonts.heading);
    for (const ProfileLane& lane : lanes) label_width = std::max(label_width, ImGui::CalcTextSize(lane.input.algorithm.c_str()).x + em);
    ImGui::PopFont();
    label_width = std::min(size.x * 0.35f, label_width);
    const float plot_x = corner.x + label_width;
    const float plot_width = std::max(10.0f, size.x - label_width - em * 0.5f);

    // What the lanes show, under them: dispatches, the traffic in passes over the keys, and time, and the
    // ratio. "Passes' worth of traffic", not "passes over the keys": at small n the fixed tables (256 bins a
    // digit) outweigh the keys (a radix sort of 8-bit digits at n = 16: 134 passes' worth, the keys moved
    // four times).
    std::string summary;
    for (const ProfileLane& lane : lanes) {
        if (!lane.measured()) continue;
        char text[160];
        const size_t dispatches = lane.plan.steps.size();
        const double passes = algo::global_passes(lane.plan);
        std::snprintf(text, sizeof text, "%s%s: %zu %s (%.3g %s worth of traffic), %s", summary.empty() ? "" : " \u00b7 ",
                      lane.input.algorithm.c_str(), dispatches, dispatches == 1 ? "dispatch" : "dispatches", passes,
                      passes == 1.0 ? "pass's" : "passes'", measure::ms_text(lane.run_ms).c_str());
        summary += text;
    }
    if (lanes.size() == 2 && lanes[0].measured() && lanes[1].measured() && lanes[0].run_ms > 0.0 && lanes[1].run_ms > 0.0) {
        const bool first_faster = lanes[0].run_ms <= lanes[1].run_ms;
        char text[128];
        std::snprintf(text, sizeof text, " \u00b7 %s %.2gx faster", lanes[first_faster ? 0 : 1].input.algorithm.c_str(),
                      first_faster ? lanes[1].run_ms / lanes[0].run_ms : lanes[0].run_ms / lanes[1].run_ms);
        summary += text;
    }
    const float summary_height = summary.empty() ? 0.0f : ImGui::CalcTextSize(summary.c_str(), nullptr, false, size.x).y;

    // The lanes get what the axis, the legend (wrapped into rows) and the summary leave, up to 6 lines
    // each; a lane is never shorter than its label (the name and one line of detail).
    std::vector<TimelineLane> timeline = timeline_lanes(lanes);
    const TimelineLayout kernels_only = layout_timeline(timeline, {plot_x, 0.0f, plot_width, 1.0f}, std::nullopt, 0.0f);
    int legend_rows = kernels_only.kernels.empty() ? 0 : 1;
    for (float x = 0.0f; const std::string& kernel : kernels_only.kernels) {
        const float width = em * 1.4f + ImGui::CalcTextSize(kernel.c_str()).x + em;
        if (x + width > size.x && x > 0.0f) {
            ++legend_rows;
            x = 0.0f;
        }
        x += width;
    }
    const float lane_gap = em * 0.6f;
    // Axis labels, legend rows and the summary, with their gaps, and the frame's padding below.
    const float bottom = em * 1.0f + line + static_cast<float>(legend_rows) * line + summary_height + ImGui::GetStyle().WindowPadding.y;
    const float lane_count = static_cast<float>(lanes.size());
    const float min_row = heading_height + detail_height;
    const float rows_height = std::clamp(size.y - bottom - em * 0.8f, (min_row + lane_gap) * lane_count, (line * 6.0f + lane_gap) * lane_count);
    const PanelRect plot{plot_x, corner.y + em * 0.8f, plot_width, rows_height - lane_gap};
    std::optional<TimelineStep> lit;
    const std::optional<size_t> current = session_lane(session);
    if (current && session.last_step_index()) lit = TimelineStep{*current, *session.last_step_index()};
    const TimelineLayout layout =
        layout_timeline(timeline, plot, lit, lane_gap, std::max(2, static_cast<int>(plot.width / (em * 6.0f))));

    // The lanes' labels: the algorithm, its dispatches and its run; a lane not measured says why.
    for (size_t l = 0; l < lanes.size(); ++l) {
        const PanelRect& row = layout.lanes[l];
        const ProfileLane& lane = lanes[l];
        list->AddRectFilled(ImVec2(row.x, row.y), ImVec2(row.x + row.width, row.y + row.height), colours.plate);
        ImGui::PushFont(fonts.heading);
        list->AddText(ImVec2(corner.x, row.y), current == l ? colours.accent : colours.text, lane.input.algorithm.c_str());
        ImGui::PopFont();
        ImGui::PushFont(fonts.small);
        // Clipped to the labels' column, which a very narrow panel caps at a third of its width.
        list->PushClipRect(ImVec2(corner.x, row.y), ImVec2(plot_x - em * 0.25f, row.y + row.height + detail_height), true);
        list->AddText(ImVec2(corner.x, row.y + heading_height), colours.dim_text, details[l].c_str());
        list->PopClipRect();
        if (!lane.skipped.empty()) {
            list->AddText(nullptr, 0.0f, ImVec2(row.x + em * 0.5f, row.y + em * 0.3f), colours.dim_text, lane.skipped.c_str(), nullptr,
                          row.width - em);
        }
        ImGui::PopFont();
    }
    // The bars: a dispatch wider than 3 pixels keeps a pixel's gap to the next, so equal kernels in a
    // row still count as separate dispatches; a narrower one is drawn a pixel wide.
    for (const TimelineBar& bar : layout.bars) {
        const float width = bar.x1 - bar.x0;
        const float right = width >= 3.0f ? bar.x1 - 1.0f : bar.x0 + std::max(1.0f, width);
        list->AddRectFilled(ImVec2(bar.x0, bar.y0), ImVec2(right, bar.y1), kernel_colour(bar.kernel_slot));
    }
    if (layout.lit) {
        const TimelineBar& bar = layout.bars[*layout.lit];
        const float x1 = std::max(bar.x1, bar.x0 + 2.0f);
        list->AddRect(ImVec2(bar.x0 - 2.0f, bar.y0 - 3.0f), ImVec2(x1 + 2.0f, bar.y1 + 3.0f), colours.accent, 0.0f, 0, 3.0f);
        const float mid = (bar.x0 + x1) * 0.5f;
        list->AddTriangleFilled(ImVec2(mid - em * 0.4f, bar.y0 - em * 0.5f - 3.0f), ImVec2(mid + em * 0.4f, bar.y0 - em * 0.5f - 3.0f),
                                ImVec2(mid, bar.y0 - 3.0f), colours.accent);
    }

    // The axis and its ticks.
    const float axis_y = plot.y + plot.height + em * 0.3f;
    list->AddLine(ImVec2(plot.x, axis_y), ImVec2(plot.x + plot.width, axis_y), colours.dim_text);
    for (const TimelineTick& tick : layout.ticks) {
        list->AddLine(ImVec2(tick.x, axis_y), ImVec2(tick.x, axis_y + em * 0.3f), colours.dim_text);
        const std::string label = tick.ms == 0.0 ? "0" : measure::ms_text(tick.ms);
        const float width = ImGui::CalcTextSize(label.c_str()).x;
        list->AddText(ImVec2(std::min(tick.x - width * 0.5f, plot.x + plot.width - width), axis_y + em * 0.35f), colours.dim_text,
                      label.c_str());
    }
    ImGui::PushFont(fonts.small);
    list->AddText(ImVec2(corner.x, axis_y + em * 0.35f), colours.dim_text, "time of each dispatch");
    ImGui::PopFont();

    // The legend: a swatch per kernel.
    float x = corner.x;
    float y = axis_y + line + em * 0.4f;
    for (size_t k = 0; k < layout.kernels.size(); ++k) {
        const float width = em * 1.4f + ImGui::CalcTextSize(layout.kernels[k].c_str()).x + em;
        if (x + width > corner.x + size.x && x > corner.x) {
            x = corner.x;
            y += line;
        }
        list->AddRectFilled(ImVec2(x, y + em * 0.15f), ImVec2(x + em, y + em * 0.95f), kernel_colour(k));
        list->AddText(ImVec2(x + em * 1.4f, y), colours.text, layout.kernels[k].c_str());
        x += width;
    }
    y += line + em * 0.3f;
    list->AddText(nullptr, 0.0f, ImVec2(corner.x, y), colours.text, summary.c_str(), nullptr, size.x);
    m_timeline_max.y = std::min(corner.y + size.y, y + summary_height + em * 0.5f);

    // Hovering and clicking.
    ImGui::SetCursorScreenPos(ImVec2(plot.x, plot.y));
    ImGui::InvisibleButton("##profile-bars", ImVec2(plot.width, plot.height));
    if (ImGui::IsItemHovered()) {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        if (const auto at = hit_test(layout, mouse.x, mouse.y)) {
            for (const TimelineBar& bar : layout.bars) {
                if (bar.at == *at) list->AddRect(ImVec2(bar.x0 - 1.0f, bar.y0 - 1.0f), ImVec2(std::max(bar.x1, bar.x0 + 1.0f) + 1.0f, bar.y1 + 1.0f), colours.hover, 0.0f, 0, 2.0f);
            }
            draw_tooltip(*at, fonts);
            if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
                const ProfileLane& lane = lanes[at->lane];
                if (current != at->lane) {
                    // The other lane: the session switches to its algorithm, and this profile keeps
                    // comparing the two (the algorithm left becomes the comparison).
                    requests.input = lane.input;
                    m_compare = session.input().algorithm;
                }
                requests.seek = at->step + 1;  // the step on screen is the one just run
            }
        }
    }
}

void ProfileView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter,
                       const PanelRect& rect, Requests& requests) {
    if (!begin_view("##profile", "Profile: where the GPU time goes, one bar per dispatch (length: its time, colour: its kernel)", rect,
                    fonts)) {
        return;
    }
    draw_toolbar(session, fonts, colours, presenter);
    ImGui::Spacing();
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    draw_timeline(session, fonts, colours, corner, avail, requests);
    end_view();
}

}  // namespace sortscope::ui
