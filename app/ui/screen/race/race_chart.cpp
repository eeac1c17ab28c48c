// The race charts (see race_chart.hpp).
#include "screen/race/race_chart.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/timing.hpp"
#include "core/race/runs_scale.hpp"
#include "number_text.hpp"

namespace sortscope::ui {

namespace {

// Reference lines (measured elsewhere): white, short dashes, open points.
constexpr ImU32 kReferenceColour = IM_COL32(240, 240, 245, 230);

void dashed_line(ImDrawList* list, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash = 7.0f, float gap = 5.0f) {
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    if (length <= 0.0f) return;
    const ImVec2 unit((b.x - a.x) / length, (b.y - a.y) / length);
    for (float at = 0.0f; at < length; at += dash + gap) {
        const float end = std::min(length, at + dash);
        list->AddLine(ImVec2(a.x + unit.x * at, a.y + unit.y * at), ImVec2(a.x + unit.x * end, a.y + unit.y * end), colour, thickness);
    }
}

ImU32 imgui_colour(diagram::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }
diagram::Rgba rgba(ImU32 c) {
    return {static_cast<uint8_t>(c >> IM_COL32_R_SHIFT), static_cast<uint8_t>(c >> IM_COL32_G_SHIFT),
            static_cast<uint8_t>(c >> IM_COL32_B_SHIFT), static_cast<uint8_t>(c >> IM_COL32_A_SHIFT)};
}

// The chart's look on screen: the palette's colours, the small font for its text.
diagram::RateChartStyle chart_style(const Fonts& fonts, const Palette& colours) {
    diagram::RateChartStyle style;
    style.plate = rgba(colours.plate);
    style.text = rgba(colours.text);
    style.dim_text = rgba(colours.dim_text);
    style.reference = rgba(kReferenceColour);
    style.small_size = fonts.small->FontSize;
    style.line_height = ImGui::GetTextLineHeight();
    return style;
}

// Every line of the layout, segment by segment (dashed ones dash by dash), as the app has always drawn them.
void draw_line(ImDrawList* list, const diagram::RateLine& line) {
    for (size_t k = 1; k < line.points.size(); ++k) {
        const ImVec2 a(line.points[k - 1].first, line.points[k - 1].second);
        const ImVec2 b(line.points[k].first, line.points[k].second);
        if (line.dash > 0.0f) {
            dashed_line(list, a, b, imgui_colour(line.colour), line.width, line.dash, line.gap);
        } else {
            list->AddLine(a, b, imgui_colour(line.colour), line.width);
        }
    }
}

}  // namespace

ImU32 series_colour(const std::string& algorithm, uint8_t alpha) { return imgui_colour(diagram::rate_series_colour(algorithm, alpha)); }

std::vector<diagram::RateSeries> throughput_series(std::span<const measure::BenchRecord> records,
                                                   std::span<const ReferenceLine> references, const RaceSettings& settings) {
    std::vector<diagram::RateSeries> series = measure::rate_series(records);
    for (const ReferenceLine& reference : references) {
        if (!reference_for(reference, raced_keys(settings))) continue;  // another key type, order or payload
        diagram::RateSeries drawn{reference.series, rgba(kReferenceColour), true, reference_note(reference), {}};
        for (const ReferencePoint& point : reference.points) drawn.points.push_back({static_cast<float>(point.log2n), point.keys_per_s});
        series.push_back(std::move(drawn));
    }
    return series;
}

diagram::RateChartNotes race_chart_notes(const std::string& renderer, const Palette& colours, bool panel_shown) {
    diagram::RateChartNotes notes;
    notes.room_advice = panel_shown ? "a larger window, normal type (P), or the panel hidden (H)" : "a larger window, or normal type (P)";
    notes.end_labels = true;
    notes.renderer = renderer;
    notes.cpu_renderer = diagram::is_cpu_renderer(renderer);
    notes.warning = rgba(colours.bad);
    return notes;
}

float throughput_chart_height_needed(float width, float plot_height, std::span<const diagram::RateSeries> series, const Fonts& fonts,
                                     const Palette& colours, const diagram::RateChartNotes& notes) {
    const auto text_width = [&](const std::string& text, float pixels) {
        return fonts.small->CalcTextSizeA(pixels, FLT_MAX, 0.0f, text.c_str()).x;
    };
    const auto value_label = [](double value) { return measure::si_text(value); };
    return diagram::rate_chart_height_needed(width, plot_height, series, chart_style(fonts, colours), {text_width, value_label}, notes);
}

diagram::RateChartLayout throughput_chart_layout(const ImVec2& corner, const ImVec2& size, std::span<const diagram::RateSeries> series,
                                                 const RaceSettings& settings, const Fonts& fonts, const Palette& colours,
                                                 const diagram::RateChartNotes& notes) {
    const auto text_width = [&](const std::string& text, float pixels) {
        return fonts.small->CalcTextSizeA(pixels, FLT_MAX, 0.0f, text.c_str()).x;
    };
    const auto value_label = [](double value) { return measure::si_text(value); };
    return diagram::layout_rate_chart(corner.x, corner.y, size.x, size.y, series, settings.first_log2n, settings.last_log2n,
                                      chart_style(fonts, colours), {text_width, value_label}, notes);
}

void draw_throughput_chart(const diagram::RateChartLayout& layout, std::span<const diagram::RateSeries> series,
                           std::span<const measure::BenchRecord> records, const Fonts& fonts) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    ImFont* small = fonts.small;
    for (const diagram::RateRect& rect : layout.rects) {
        list->AddRectFilled(ImVec2(rect.x0, rect.y0), ImVec2(rect.x1, rect.y1), imgui_colour(rect.colour));
    }
    for (const diagram::RateLine& line : layout.grid_lines) draw_line(list, line);
    for (const diagram::RateLine& line : layout.legend_lines) draw_line(list, line);
    for (const diagram::RateText& text : layout.texts) {
        list->AddText(small, text.size, ImVec2(text.x, text.y), imgui_colour(text.colour), text.text.c_str());
    }
    if (layout.too_small) return;

    // Lines, ceilings dashed; then the points, and the one under the pointer.
    const ImVec2 plot_min(layout.plot_x0, layout.plot_y0);
    const ImVec2 plot_max(layout.plot_x1, layout.plot_y1);
    list->PushClipRect(plot_min, plot_max, true);
    for (const diagram::RateLine& line : layout.series_lines) draw_line(list, line);
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const diagram::RateDot* hovered = nullptr;
    float best = 12.0f;
    for (const diagram::RateDot& dot : layout.dots) {
        const ImVec2 at(dot.x, dot.y);
        if (dot.drawn && dot.open) {
            list->AddCircle(at, dot.radius, imgui_colour(dot.colour), 10, 1.6f);
        } else if (dot.drawn) {
            list->AddCircleFilled(at, dot.radius, imgui_colour(dot.colour), 10);
        }
        const float distance = std::hypot(mouse.x - at.x, mouse.y - at.y);
        if (ImGui::IsWindowHovered() && distance < best) {
            best = distance;
            hovered = &dot;
        }
    }
    list->PopClipRect();

    if (hovered != nullptr) {
        const diagram::RateSeries& hovered_series = series[hovered->series];
        const diagram::RatePoint& hovered_point = hovered_series.points[hovered->point];
        const measure::BenchRecord* record = nullptr;
        for (const measure::BenchRecord& r : records) {
            if (r.algorithm == hovered_series.name && static_cast<float>(r.log2n) == hovered_point.log2n && r.skipped.empty()) record = &r;
        }
        ImGui::BeginTooltip();
        ImGui::Text("%s at n = 2^%d", hovered_series.name.c_str(), static_cast<int>(hovered_point.log2n));
        if (hovered_series.reference()) {
            ImGui::TextUnformatted(measure::rate_text(hovered_point.value).c_str());
            ImGui::TextDisabled("measured elsewhere, by another tool: %s", hovered_series.source.c_str());
        } else if (hovered_series.dashed) {
            ImGui::Text("ceiling: %s", measure::rate_text(hovered_point.value).c_str());
            if (record != nullptr && record->bytes_per_key_model) {
                ImGui::TextDisabled("copy bandwidth / %.1f modelled bytes per key", *record->bytes_per_key_model);
            }
        } else {
            ImGui::TextUnformatted(measure::rate_text(hovered_point.value).c_str());
            if (record != nullptr && record->median_ms) {
                ImGui::Text("median %s, fastest %s, of %zu runs", measure::ms_text(*record->median_ms).c_str(),
                            measure::ms_text(record->min_ms.value_or(0.0)).c_str(), record->times_ms.size());
                if (record->ceiling_keys_per_s) {
                    const double share = 100.0 * hovered_point.value / *record->ceiling_keys_per_s;
                    ImGui::Text(share < 10.0 ? "%.2g%% of its ceiling (%s)" : "%.0f%% of its ceiling (%s)", share,
                                measure::rate_text(*record->ceiling_keys_per_s).c_str());
                }
                ImGui::TextDisabled("%s", record->timer.c_str());
            }
        }
        ImGui::EndTooltip();
    }
}

void draw_runs_chart(const ImVec2& corner, const ImVec2& size, const RaceRuns& runs, const Fonts& fonts,
                     const Palette& colours) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line = ImGui::GetTextLineHeight();
    const ImVec2 plot_min(corner.x + ImGui::CalcTextSize("1000 ms").x + 10.0f, corner.y + 4.0f);
    const ImVec2 plot_max(corner.x + size.x - 8.0f, corner.y + size.y - line * 2.2f);
    if (plot_max.x - plot_min.x < 40.0f || plot_max.y - plot_min.y < 30.0f) return;
    list->AddRectFilled(plot_min, plot_max, colours.plate);
    const RunsScale scale = runs_scale(runs);
    const size_t hidden = scale.hidden_warm_ups;
    std::vector<std::pair<double, bool>> bars;  // ms, timed
    for (size_t r = hidden; r < runs.warm_up_ms.size(); ++r) bars.emplace_back(runs.warm_up_ms[r], false);
    for (double ms : runs.timed_ms) bars.emplace_back(ms, true);
    if (bars.empty()) return;
    const double high = scale.top_ms;
    bool cut = false;
    ImFont* small = fonts.small;
    const float label_height = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0.0f, "0 ms").y;
    const double step = runs_tick_step(high, plot_max.y - plot_min.y, label_height);
    for (double value = 0.0; value <= high; value += step) {
        const float y = plot_max.y - static_cast<float>(value / high) * (plot_max.y - plot_min.y);
        list->AddLine(ImVec2(plot_min.x, y), ImVec2(plot_max.x, y), IM_COL32(255, 255, 255, 24));
        const std::string label = measure::ms_text(value);
        const ImVec2 extent = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0.0f, label.c_str());
        list->AddText(small, small->FontSize, ImVec2(plot_min.x - extent.x - 5.0f, y - extent.y * 0.5f), colours.dim_text, label.c_str());
    }
    const float width = (plot_max.x - plot_min.x) / static_cast<float>(bars.size());
    const ImU32 timed_colour = series_colour(runs.algorithm);
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    for (size_t b = 0; b < bars.size(); ++b) {
        const float x0 = plot_min.x + static_cast<float>(b) * width + std::min(2.0f, width * 0.15f);
        const float x1 = plot_min.x + static_cast<float>(b + 1) * width - std::min(2.0f, width * 0.15f);
        const bool over = bars[b].first > high;
        const float y = over ? plot_min.y : plot_max.y - static_cast<float>(bars[b].first / high) * (plot_max.y - plot_min.y);
        list->AddRectFilled(ImVec2(x0, y), ImVec2(std::max(x0 + 1.0f, x1), plot_max.y), bars[b].second ? timed_colour : colours.virtual_key);
        if (over) {  // a break across the bar near its top: it goes on past the scale
            const float gap = std::min(6.0f, (plot_max.y - plot_min.y) * 0.1f);
            list->AddRectFilled(ImVec2(x0, plot_min.y + gap), ImVec2(std::max(x0 + 1.0f, x1), plot_min.y + gap * 1.6f), colours.plate);
            cut = true;
        }
        if (ImGui::IsWindowHovered() && mouse.x >= x0 && mouse.x < x1 + 2.0f && mouse.y >= plot_min.y && mouse.y <= plot_max.y) {
            ImGui::SetTooltip("run %zu: %s%s", hidden + b + 1, measure::ms_text(bars[b].first).c_str(),
                              bars[b].second ? "" : " (warm-up, not counted)");
        }
    }
    if (!runs.timed_ms.empty()) {
        const double median = algo::median(runs.timed_ms);
        const float y = plot_max.y - static_cast<float>(median / high) * (plot_max.y - plot_min.y);
        dashed_line(list, ImVec2(plot_min.x, y), ImVec2(plot_max.x, y), colours.text, 1.2f);
    }
    // The longest form of the caption that the space under the plot holds, wrapped to the plot's width.
    const float caption_top = plot_max.y + 3.0f;
    const float caption_room = corner.y + size.y - caption_top;
    const float wrap = plot_max.x - plot_min.x;
    const std::vector<std::string> captions = runs_captions(runs.warm_up_ms.size(), runs.timed_ms.size(), hidden > 0, cut);
    const std::string* caption = &captions.back();
    for (const std::string& form : captions) {
        if (small->CalcTextSizeA(small->FontSize, FLT_MAX, wrap, form.c_str()).y <= caption_room) {
            caption = &form;
            break;
        }
    }
    list->AddText(small, small->FontSize, ImVec2(plot_min.x, caption_top), colours.dim_text, caption->c_str(), nullptr, wrap);
}

}  // namespace sortscope::ui
