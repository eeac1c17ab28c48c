// The race's two charts, drawn with ImDrawList (the first from its layout, diagram/rate_chart.hpp, which
// the SVG export writes too): keys per second against n on log scales, one line per
// algorithm with its ceiling dashed (copy bandwidth over the plan's modelled bytes per key) and
// std::sort / std::stable_sort in grey; and one algorithm's runs at one n in order, warm-up runs grey,
// to show noise and warm-up. Hovering a point or a bar shows the exact numbers. Reference lines read from
// a file (core/race/race_reference.hpp: what another tool measured elsewhere, such as CUB on the same GPU)
// are drawn in white with short dashes and open points, named at their right end and in the legend with
// their source and what they sorted, and only for what the race sorts (key type, order and payload).
#pragma once

#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "bench_record.hpp"
#include "core/race/race_engine.hpp"
#include "core/race/race_reference.hpp"
#include "rate_series.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

// The colour of an algorithm's line (diagram::rate_series_colour, fixed per registry id, so a line keeps
// its colour between races), and of the CPU baselines.
ImU32 series_colour(const std::string& algorithm, uint8_t alpha = 255);

// The chart's lines, built once a frame: every measured algorithm, its ceiling, and the CPU sorts
// (measure::rate_series), then the reference lines of what the race sorts (reference_for: its key type,
// order and payload). The view sizes the chart from them (throughput_chart_height_needed), lays it out
// (diagram/rate_chart.hpp, which the SVG export writes too) and draws it.
std::vector<diagram::RateSeries> throughput_series(std::span<const measure::BenchRecord> records,
                                                   std::span<const ReferenceLine> references, const RaceSettings& settings);

// The height the throughput chart needs at this width for a plot of plot_height pixels: its legend
// (which grows with the series and the reference lines' sources), the plot, and the axes' labels.
float throughput_chart_height_needed(float width, float plot_height, std::span<const diagram::RateSeries> series, const Fonts& fonts,
                                     const Palette& colours, const diagram::RateChartNotes& notes);

// What the race's chart says beyond its lines: each line named at its end, the renderer that ran it, and
// a CPU renderer's warning in the palette's "bad" colour.
diagram::RateChartNotes race_chart_notes(const std::string& renderer, const Palette& colours, bool panel_shown);

// The chart in the box at `corner`, in the app's fonts and colours.
diagram::RateChartLayout throughput_chart_layout(const ImVec2& corner, const ImVec2& size, std::span<const diagram::RateSeries> series,
                                                 const RaceSettings& settings, const Fonts& fonts, const Palette& colours,
                                                 const diagram::RateChartNotes& notes);

// Draws the layout; `series` and `records` are those it was made from: a hovered point's tooltip shows
// its record's runs.
void draw_throughput_chart(const diagram::RateChartLayout& layout, std::span<const diagram::RateSeries> series,
                           std::span<const measure::BenchRecord> records, const Fonts& fonts);

void draw_runs_chart(const ImVec2& corner, const ImVec2& size, const RaceRuns& runs, const Fonts& fonts,
                     const Palette& colours);

}  // namespace sortscope::ui
