// The race's throughput chart (diagram/rate_chart.hpp) as an SVG file: the shapes the app's race view
// draws, one <polyline> per series (class "series" for a sort measured here, "ceiling" for its dashed
// ceiling, "reference" for a line measured elsewhere; data-series names it), on the app's dark plate,
// with the text in DejaVu Sans. The race view's Save the chart (SVG) and `sortscope-cli bench --chart`
// write it.
#pragma once

#include <string>

#include "sortscope/diagram/rate_chart.hpp"

namespace sortscope::exports {

// The page around the chart: the layout's box and a margin on every side.
struct RateChartPage {
    float margin = 12.0f;
    std::string title;  // the SVG's <title>: what was measured, on which renderer
    diagram::Rgba background{19, 21, 26, 255};
};

// A laid-out chart as SVG text: the app passes the layout it draws (its fonts' metrics), the CLI one made
// for the page with diagram's estimated text widths.
std::string rate_chart_svg(const diagram::RateChartLayout& layout, const RateChartPage& page);

}  // namespace sortscope::exports
