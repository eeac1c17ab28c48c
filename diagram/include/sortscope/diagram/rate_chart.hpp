// The race's throughput chart as a layout: keys per second against n on log scales, one polyline per
// series (an algorithm measured here, its ceiling dashed, the CPU sorts, reference lines measured
// elsewhere in short dashes with open points), the legend in rows above the plot, decade and power-of-two
// grid lines with their labels, and the axes' caption. The app's race view draws it with ImDrawList
// (adding its tooltips) and the SVG export (app/export/rate_chart_svg.hpp) writes the same shapes, so
// the chart on screen and the file agree. Like the other layouts here it is pure geometry: the caller
// says how wide a text is in its font and how a value is written.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/function_ref.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

struct RatePoint {
    float log2n;
    double value;  // keys per second
};

struct RateSeries {
    std::string name;
    Rgba colour;
    bool dashed = false;     // a ceiling: copy bandwidth / modelled bytes per key
    std::string source;      // a reference line's: where it was measured (empty: measured here)
    std::vector<RatePoint> points;
    bool reference() const { return !source.empty(); }
};

// The chart's colours and type sizes (the app's palette and fonts, or the export's).
struct RateChartStyle {
    Rgba plate{30, 32, 40, 255};       // behind the plot
    Rgba text{230, 232, 238, 255};
    Rgba dim_text{150, 154, 165, 255};
    Rgba decade_grid{255, 255, 255, 28};
    Rgba size_grid{255, 255, 255, 20};
    Rgba reference{240, 240, 245, 230};
    float small_size = 13.0f;   // legend, labels, caption
    float line_height = 17.0f;  // the body text's line (space above and below the plot)
};

// How the caller measures and writes text.
struct RateChartText {
    algo::FunctionRef<float(const std::string&, float)> width;  // a text's width at a size
    algo::FunctionRef<std::string(double)> value_label;         // "100 M" for a decade line
};

// A straight run of segments: a series, a grid line, a legend sample. dash > 0 draws dashes of that
// length with gaps of `gap`.
struct RateLine {
    std::vector<std::pair<float, float>> points;
    Rgba colour;
    float width = 1.0f;
    float dash = 0.0f;
    float gap = 0.0f;
    enum class Kind : uint8_t { Grid, LegendSample, Series, Ceiling, Reference } kind = Kind::Grid;
    std::string series;  // the series' name (Series, Ceiling, Reference)
};

struct RateDot {
    float x, y, radius;
    Rgba colour;
    bool open = false;         // a reference point: a ring
    bool drawn = true;         // a ceiling's points are not drawn, but the app's tooltips find them
    size_t series = 0;         // index into the series given
    size_t point = 0;          // index into its points
};

struct RateText {
    float x, y;  // top left of the text's line box
    float size;
    std::string text;
    Rgba colour;
};

struct RateRect {
    float x0, y0, x1, y1;
    Rgba colour;
};

struct RateChartLayout {
    float x = 0, y = 0, width = 0, height = 0;
    bool too_small = false;            // the plot would be under kSmallestRatePlot: only a note is drawn
    float plot_x0 = 0, plot_y0 = 0, plot_x1 = 0, plot_y1 = 0;
    std::vector<RateRect> rects;       // the plate
    std::vector<RateLine> grid_lines;  // drawn first, then clipped to the plot: series lines
    std::vector<RateLine> legend_lines;
    std::vector<RateLine> series_lines;
    std::vector<RateDot> dots;         // every point of every series
    std::vector<RateText> texts;
};

constexpr float kSmallestRatePlot = 60.0f;

// What the chart says beyond its lines (the app's race sets them; the defaults add nothing).
struct RateChartNotes {
    // Each measured line named at its end, in a column right of the plot, the names moved apart where
    // lines end close together (a thin leader from the line's end to its moved name); the legend then
    // lists only the ceilings and the reference lines.
    bool end_labels = false;
    // Who ran it, under the axes' caption ("run on NVIDIA H200"), and, for a CPU renderer, a warning in
    // `warning`'s colour that its speeds are a CPU's.
    std::string renderer;
    bool cpu_renderer = false;
    Rgba warning{255, 102, 89, 255};
    // What would make room, after "too little room for the chart: " where the plot cannot be drawn (the
    // app names only what helps now: hiding the panel only while it is shown).
    std::string room_advice = "a larger box or smaller type";
};

// Whether a GL renderer's name is a CPU's (Mesa's llvmpipe, softpipe, swrast; lavapipe).
bool is_cpu_renderer(const std::string& renderer);

// The height the chart needs at this width for a plot `plot_height` tall: legend, plot and captions.
float rate_chart_height_needed(float width, float plot_height, std::span<const RateSeries> series, const RateChartStyle& style,
                               const RateChartText& text, const RateChartNotes& notes = {});

// The chart in the box (x, y, width, height), over n = 2^first_log2n .. 2^last_log2n. A reference line
// with no point in that range is not drawn: a note under the caption names it and its sizes.
RateChartLayout layout_rate_chart(float x, float y, float width, float height, std::span<const RateSeries> series,
                                  uint32_t first_log2n, uint32_t last_log2n, const RateChartStyle& style, const RateChartText& text,
                                  const RateChartNotes& notes = {});

// The colour of an algorithm's line, its catalogue entry's (AlgorithmInfo::colour: fixed per algorithm,
// so a line keeps its colour between races), and of the CPU baselines; grey for any other name.
Rgba rate_series_colour(const std::string& algorithm, uint8_t alpha = 255);

}  // namespace sortscope::diagram
