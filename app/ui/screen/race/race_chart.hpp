// The race's two charts, drawn with ImDrawList: keys per second against n on log scales, one line per
// algorithm with its ceiling dashed (copy bandwidth over the plan's modelled bytes per key) and
// std::sort / std::stable_sort in grey; and one algorithm's runs at one n in order, warm-up runs grey,
// to show noise and warm-up. Hovering a point or a bar shows the exact numbers. Reference lines read from
// a file (core/race/race_reference.hpp: what another tool measured elsewhere, such as CUB on the same GPU)
// are drawn in white with short dashes and open points, named at their right end and in the legend with
// their source, and only for the race's kind (keys, or pairs with payloads).
#pragma once

#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "bench_record.hpp"
#include "core/race/race_engine.hpp"
#include "core/race/race_reference.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

// The colour of an algorithm's line (fixed per registry id, so a line keeps its colour between races),
// and of the CPU baselines.
ImU32 series_colour(const std::string& algorithm, uint8_t alpha = 255);

// One line of the throughput chart: keys per second at each log2 n.
struct ChartPoint {
    float log2n;
    double value;
};
struct ChartSeries {
    std::string name;
    ImU32 colour;
    bool dashed;
    std::vector<ChartPoint> points;
    std::string source;  // a reference line's: where it was measured (empty: measured by this race)
    bool reference() const { return !source.empty(); }
};

// The chart's lines, built once a frame: every measured algorithm, its ceiling, and the CPU sorts, then
// the reference lines of the race's kind (keys, or pairs when it races with payloads). The view sizes the
// chart from them (throughput_chart_height_needed) and then draws them.
std::vector<ChartSeries> throughput_series(std::span<const measure::BenchRecord> records,
                                           std::span<const ReferenceLine> references, const RaceSettings& settings);

// `records` are those the series were built from: a hovered point's tooltip shows its record's runs.
void draw_throughput_chart(const ImVec2& corner, const ImVec2& size, std::span<const ChartSeries> series,
                           std::span<const measure::BenchRecord> records, const RaceSettings& settings, const Fonts& fonts,
                           const Palette& colours);

// The height the throughput chart needs at this width for a plot of plot_height pixels: its legend
// (which grows with the series and the reference lines' sources), the plot, and the axes' labels.
float throughput_chart_height_needed(float width, float plot_height, std::span<const ChartSeries> series, const Fonts& fonts,
                                     const Palette& colours);

void draw_runs_chart(const ImVec2& corner, const ImVec2& size, const RaceRuns& runs, const Fonts& fonts,
                     const Palette& colours);

}  // namespace sortscope::ui
