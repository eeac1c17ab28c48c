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

constexpr float kPointRadius = 4.0f;
constexpr float kSmallestPlot = 60.0f;  // pixels each way; below this the chart says so instead
// Reference lines (measured elsewhere): white, short dashes, open points.
constexpr ImU32 kReferenceColour = IM_COL32(240, 240, 245, 230);
constexpr float kReferenceDash = 3.0f;
constexpr float kReferenceGap = 3.5f;

void dashed_line(ImDrawList* list, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash = 7.0f, float gap = 5.0f) {
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    if (length <= 0.0f) return;
    const ImVec2 unit((b.x - a.x) / length, (b.y - a.y) / length);
    for (float at = 0.0f; at < length; at += dash + gap) {
        const float end = std::min(length, at + dash);
        list->AddLine(ImVec2(a.x + unit.x * at, a.y + unit.y * at), ImVec2(a.x + unit.x * end, a.y + unit.y * end), colour, thickness);
    }
}

void reference_line(ImDrawList* list, ImVec2 a, ImVec2 b) {
    dashed_line(list, a, b, kReferenceColour, 2.0f, kReferenceDash, kReferenceGap);
}

// One entry per solid series, then one for the dashed ceilings, wrapped into rows between `top_left.x`
// and `right`. Returns the bottom of the last row (top_left.y when there is nothing to show). With no
// draw list it only measures (throughput_chart_height_needed).
float draw_legend(ImDrawList* list, ImVec2 top_left, float right, std::span<const ChartSeries> series, ImFont* font,
                  const Palette& colours) {
    struct Entry {
        std::string text;
        ImU32 colour;
        bool dashed;
        bool reference;
    };
    std::vector<Entry> entries;
    bool any_ceiling = false;
    for (const ChartSeries& s : series) {
        if (s.reference()) continue;
        any_ceiling = any_ceiling || s.dashed;
        if (!s.dashed) entries.push_back({s.name, s.colour, false, false});
    }
    if (any_ceiling) entries.push_back({"ceiling: copy bandwidth / modelled bytes per key", colours.dim_text, true, false});
    std::vector<std::string> sources;  // each once, written out below the entries (they can be long)
    for (const ChartSeries& s : series) {
        if (!s.reference()) continue;
        entries.push_back({s.name + " (measured elsewhere)", kReferenceColour, true, true});
        if (std::find(sources.begin(), sources.end(), s.source) == sources.end()) sources.push_back(s.source);
    }
    if (entries.empty()) return top_left.y;
    const float size = font->FontSize;
    const float row = size * 1.3f;
    float x = top_left.x;
    float y = top_left.y;
    for (const Entry& entry : entries) {
        const float width = 28.0f + font->CalcTextSizeA(size, FLT_MAX, 0.0f, entry.text.c_str()).x;
        if (x > top_left.x && x + width > right) {
            x = top_left.x;
            y += row;
        }
        if (list != nullptr) {
            const ImVec2 a(x, y + size * 0.55f);
            const ImVec2 b(x + 22.0f, y + size * 0.55f);
            if (entry.reference) {
                reference_line(list, a, b);
            } else if (entry.dashed) {
                dashed_line(list, a, b, entry.colour, 1.6f, 5.0f, 3.0f);
            } else {
                list->AddLine(a, b, entry.colour, 2.4f);
            }
            list->AddText(font, size, ImVec2(x + 28.0f, y), entry.dashed && !entry.reference ? colours.dim_text : colours.text,
                          entry.text.c_str());
        }
        x += width + size * 1.2f;
    }
    y += row;
    for (const std::string& source : sources) {
        const std::string text = "measured elsewhere, by another tool: " + source;
        const float wrap = right - top_left.x;
        if (list != nullptr) list->AddText(font, size, ImVec2(top_left.x, y), colours.dim_text, text.c_str(), nullptr, wrap);
        y += font->CalcTextSizeA(size, FLT_MAX, wrap, text.c_str()).y + size * 0.3f;
    }
    return y;
}

}  // namespace

ImU32 series_colour(const std::string& algorithm, uint8_t alpha) {
    static const std::map<std::string, ImU32> kColours = {
        {"bitonic", IM_COL32(100, 170, 255, 255)},       {"bitonic-shared", IM_COL32(60, 215, 200, 255)},
        {"odd-even-merge", IM_COL32(190, 140, 255, 255)}, {"odd-even-transposition", IM_COL32(255, 165, 80, 255)},
        {"rank", IM_COL32(250, 105, 150, 255)},           {"rank-shared", IM_COL32(240, 215, 80, 255)},
        {"radix", IM_COL32(125, 220, 105, 255)},          {"onesweep", IM_COL32(255, 110, 60, 255)},
        {"std::sort", IM_COL32(215, 215, 220, 255)},
        {"std::stable_sort", IM_COL32(150, 150, 158, 255)}};
    const auto found = kColours.find(algorithm);
    const ImU32 colour = found != kColours.end() ? found->second : IM_COL32(200, 200, 200, 255);
    return (colour & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24);
}

namespace {

// The chart's frame: the legend and the plot start right of the decade labels; above the plot half a
// line of space, below it the n labels and the axes' caption.
float legend_left(float corner_x) { return corner_x + ImGui::CalcTextSize("100 G").x + 12.0f; }
float space_above_plot() { return ImGui::GetTextLineHeight() * 0.5f; }
float space_below_plot() { return ImGui::GetTextLineHeight() * 3.2f; }

}  // namespace

std::vector<ChartSeries> throughput_series(std::span<const measure::BenchRecord> records, std::span<const ReferenceLine> references,
                                 const RaceSettings& settings) {
    std::vector<ChartSeries> series;
    auto series_for = [&](const std::string& name, bool dashed) -> ChartSeries& {
        for (ChartSeries& s : series) {
            if (s.name == name && s.dashed == dashed) return s;
        }
        series.push_back({name, series_colour(name, dashed ? 170 : 255), dashed, {}, {}});
        return series.back();
    };
    for (const measure::BenchRecord& record : records) {
        if (!record.skipped.empty() || !record.keys_per_s || record.kind == "copy") continue;
        series_for(record.algorithm, false).points.push_back({static_cast<float>(record.log2n), *record.keys_per_s});
        if (record.ceiling_keys_per_s) {
            series_for(record.algorithm, true).points.push_back({static_cast<float>(record.log2n), *record.ceiling_keys_per_s});
        }
    }
    for (const ReferenceLine& reference : references) {
        if (reference.pairs != settings.values) continue;
        ChartSeries drawn{reference.series, kReferenceColour, true, {}, reference.source};
        for (const ReferencePoint& point : reference.points) drawn.points.push_back({static_cast<float>(point.log2n), point.keys_per_s});
        series.push_back(std::move(drawn));
    }
    return series;
}

float throughput_chart_height_needed(float width, float plot_height, std::span<const ChartSeries> series, const Fonts& fonts,
                                     const Palette& colours) {
    const float legend_bottom = draw_legend(nullptr, ImVec2(legend_left(0.0f), 0.0f), width - 8.0f, series, fonts.small, colours);
    return legend_bottom + space_above_plot() + plot_height + space_below_plot();
}

void draw_throughput_chart(const ImVec2& corner, const ImVec2& size, std::span<const ChartSeries> series,
                           std::span<const measure::BenchRecord> records, const RaceSettings& settings, const Fonts& fonts,
                           const Palette& colours) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line = ImGui::GetTextLineHeight();
    ImFont* small = fonts.small;
    const float small_size = small->FontSize;

    // The legend runs in rows above the plot, so that it never hides a line.
    const float plot_left = legend_left(corner.x);
    const float legend_bottom = draw_legend(list, ImVec2(plot_left, corner.y), corner.x + size.x - 8.0f, series, small, colours);
    const ImVec2 plot_min(plot_left, legend_bottom + space_above_plot());
    const ImVec2 plot_max(corner.x + size.x - 8.0f, corner.y + size.y - space_below_plot());
    if (plot_max.x - plot_min.x < kSmallestPlot || plot_max.y - plot_min.y < kSmallestPlot) {
        const char* note = "too little room for the chart: a larger window, or normal type (P)";
        list->AddText(small, small_size, ImVec2(plot_left, std::min(legend_bottom, corner.y + size.y - small_size)), colours.dim_text, note);
        return;
    }
    list->AddRectFilled(plot_min, plot_max, colours.plate);

    const float first = static_cast<float>(settings.first_log2n);
    const float last = static_cast<float>(std::max(settings.last_log2n, settings.first_log2n + 1));
    double low = std::numeric_limits<double>::max();
    double high = 0.0;
    for (const ChartSeries& s : series) {
        for (const ChartPoint& p : s.points) {
            if (p.value <= 0.0 || (s.reference() && (p.log2n < first || p.log2n > last))) continue;
            low = std::min(low, p.value);
            high = std::max(high, p.value);
        }
    }
    if (high <= 0.0) {
        low = 1e6;
        high = 1e9;
    }
    const double top_decade = std::ceil(std::log10(high) + 1e-9);
    const double bottom_decade = std::min(top_decade - 1.0, std::floor(std::log10(low)));
    auto to_x = [&](float log2n) { return plot_min.x + (log2n - first) / (last - first) * (plot_max.x - plot_min.x); };
    auto to_y = [&](double value) {
        const double t = (top_decade - std::log10(std::max(value, 1e-30))) / (top_decade - bottom_decade);
        return plot_min.y + static_cast<float>(std::clamp(t, 0.0, 1.0)) * (plot_max.y - plot_min.y);
    };

    // Grid: decades of keys/s, powers of two of n.
    for (double decade = bottom_decade; decade <= top_decade + 1e-9; decade += 1.0) {
        const float y = to_y(std::pow(10.0, decade));
        list->AddLine(ImVec2(plot_min.x, y), ImVec2(plot_max.x, y), IM_COL32(255, 255, 255, 28));
        const std::string label = measure::si_text(std::pow(10.0, decade));
        const ImVec2 extent = small->CalcTextSizeA(small_size, FLT_MAX, 0.0f, label.c_str());
        list->AddText(small, small_size, ImVec2(plot_min.x - extent.x - 6.0f, y - extent.y * 0.5f), colours.dim_text, label.c_str());
    }
    // As many powers of two as fit with room between them.
    const float label_room = small->CalcTextSizeA(small_size, FLT_MAX, 0.0f, "2^20").x * 1.6f;
    const int sizes = static_cast<int>(last - first) + 1;
    const int fitting = std::max(1, static_cast<int>((plot_max.x - plot_min.x) / label_room));
    const int step = std::max(1, (sizes + fitting - 1) / fitting);
    for (int k = static_cast<int>(first); k <= static_cast<int>(last); k += step) {
        const float x = to_x(static_cast<float>(k));
        list->AddLine(ImVec2(x, plot_min.y), ImVec2(x, plot_max.y), IM_COL32(255, 255, 255, 20));
        const std::string label = "2^" + std::to_string(k);
        const ImVec2 extent = small->CalcTextSizeA(small_size, FLT_MAX, 0.0f, label.c_str());
        const float left = std::clamp(x - extent.x * 0.5f, plot_min.x, corner.x + size.x - extent.x);
        list->AddText(small, small_size, ImVec2(left, plot_max.y + 3.0f), colours.dim_text, label.c_str());
    }
    list->AddText(small, small_size, ImVec2(plot_min.x, plot_max.y + line * 1.25f), colours.dim_text,
                  "across: keys per array (n)  \u00b7  up: keys sorted per second  \u00b7  both log scales", nullptr,
                  plot_max.x - plot_min.x);

    // Lines, ceilings dashed; then the points.
    list->PushClipRect(plot_min, plot_max, true);
    for (const ChartSeries& s : series) {
        for (size_t k = 1; k < s.points.size(); ++k) {
            const ImVec2 a(to_x(s.points[k - 1].log2n), to_y(s.points[k - 1].value));
            const ImVec2 b(to_x(s.points[k].log2n), to_y(s.points[k].value));
            if (s.reference()) {
                reference_line(list, a, b);
            } else if (s.dashed) {
                dashed_line(list, a, b, s.colour, 1.6f);
            } else {
                list->AddLine(a, b, s.colour, 2.4f);
            }
        }
    }
    // Each reference line named at its last point inside the plot, so the chart says what it is even
    // when printed without its legend.
    for (const ChartSeries& s : series) {
        if (!s.reference()) continue;
        const ChartPoint* shown = nullptr;
        for (const ChartPoint& p : s.points) {
            if (p.log2n >= first && p.log2n <= last) shown = &p;
        }
        if (shown == nullptr) continue;
        const std::string label = s.name + " (elsewhere)";
        const ImVec2 extent = small->CalcTextSizeA(small_size, FLT_MAX, 0.0f, label.c_str());
        const ImVec2 at(to_x(shown->log2n), to_y(shown->value));
        const float left = std::clamp(at.x - extent.x - 6.0f, plot_min.x + 2.0f, plot_max.x - extent.x - 2.0f);
        list->AddText(small, small_size, ImVec2(left, at.y - extent.y - 4.0f), kReferenceColour, label.c_str());
    }
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const ChartSeries* hovered_series = nullptr;
    const ChartPoint* hovered_point = nullptr;
    float best = 12.0f;
    for (const ChartSeries& s : series) {
        for (const ChartPoint& p : s.points) {
            const ImVec2 at(to_x(p.log2n), to_y(p.value));
            if (s.reference()) {
                list->AddCircle(at, kPointRadius, kReferenceColour, 10, 1.6f);
            } else if (!s.dashed) {
                list->AddCircleFilled(at, kPointRadius, s.colour, 10);
            }
            const float distance = std::hypot(mouse.x - at.x, mouse.y - at.y);
            if (ImGui::IsWindowHovered() && distance < best) {
                best = distance;
                hovered_series = &s;
                hovered_point = &p;
            }
        }
    }
    list->PopClipRect();

    if (hovered_point != nullptr) {
        const measure::BenchRecord* record = nullptr;
        for (const measure::BenchRecord& r : records) {
            if (r.algorithm == hovered_series->name && static_cast<float>(r.log2n) == hovered_point->log2n && r.skipped.empty()) record = &r;
        }
        ImGui::BeginTooltip();
        ImGui::Text("%s at n = 2^%d", hovered_series->name.c_str(), static_cast<int>(hovered_point->log2n));
        if (hovered_series->reference()) {
            ImGui::TextUnformatted(measure::rate_text(hovered_point->value).c_str());
            ImGui::TextDisabled("measured elsewhere, by another tool: %s", hovered_series->source.c_str());
        } else if (hovered_series->dashed) {
            ImGui::Text("ceiling: %s", measure::rate_text(hovered_point->value).c_str());
            if (record != nullptr && record->bytes_per_key_model) {
                ImGui::TextDisabled("copy bandwidth / %.1f modelled bytes per key", *record->bytes_per_key_model);
            }
        } else {
            ImGui::TextUnformatted(measure::rate_text(hovered_point->value).c_str());
            if (record != nullptr && record->median_ms) {
                ImGui::Text("median %s, fastest %s, of %zu runs", measure::ms_text(*record->median_ms).c_str(),
                            measure::ms_text(record->min_ms.value_or(0.0)).c_str(), record->times_ms.size());
                if (record->ceiling_keys_per_s) {
                    const double share = 100.0 * hovered_point->value / *record->ceiling_keys_per_s;
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
