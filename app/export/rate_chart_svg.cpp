// The throughput chart as SVG (see rate_chart_svg.hpp).
#include "rate_chart_svg.hpp"

#include <cstdio>

#include "decimal.hpp"
#include "markup_text.hpp"

namespace sortscope::exports {

namespace {

std::string colour_attributes(const char* what, diagram::Rgba c) {
    char text[64];
    std::snprintf(text, sizeof text, " %s=\"#%02x%02x%02x\"", what, c.r, c.g, c.b);
    std::string attributes = text;
    if (c.a < 255) attributes += std::string(" ") + what + "-opacity=\"" + decimal(c.a / 255.0) + "\"";
    return attributes;
}

const char* line_class(diagram::RateLine::Kind kind) {
    switch (kind) {
        case diagram::RateLine::Kind::Grid: return "grid";
        case diagram::RateLine::Kind::LegendSample: return "legend";
        case diagram::RateLine::Kind::Series: return "series";
        case diagram::RateLine::Kind::Ceiling: return "ceiling";
        case diagram::RateLine::Kind::Reference: return "reference";
    }
    return "grid";
}

// A grid line or a legend sample: a <line>; a series: a <polyline> (the test counts them).
void write_line(std::string& svg, const diagram::RateLine& line) {
    std::string style = colour_attributes("stroke", line.colour) + " stroke-width=\"" + decimal(line.width) + "\"";
    if (line.dash > 0.0f) style += " stroke-dasharray=\"" + decimal(line.dash) + " " + decimal(line.gap) + "\"";
    const bool series = line.kind != diagram::RateLine::Kind::Grid && line.kind != diagram::RateLine::Kind::LegendSample;
    if (!series && line.points.size() == 2) {
        svg += "<line class=\"" + std::string(line_class(line.kind)) + "\" x1=\"" + decimal(line.points[0].first) + "\" y1=\"" +
               decimal(line.points[0].second) + "\" x2=\"" + decimal(line.points[1].first) + "\" y2=\"" +
               decimal(line.points[1].second) + "\"" + style + "/>\n";
        return;
    }
    svg += "<polyline class=\"" + std::string(line_class(line.kind)) + "\"";
    if (!line.series.empty()) svg += " data-series=\"" + escape_markup(line.series, Markup::Xml) + "\"";
    svg += " fill=\"none\" stroke-linejoin=\"round\"" + style + " points=\"";
    for (size_t k = 0; k < line.points.size(); ++k) {
        svg += (k > 0 ? " " : "") + decimal(line.points[k].first) + "," + decimal(line.points[k].second);
    }
    svg += "\"/>\n";
}

}  // namespace

std::string rate_chart_svg(const diagram::RateChartLayout& layout, const RateChartPage& page) {
    const float left = layout.x - page.margin;
    const float top = layout.y - page.margin;
    const float width = layout.width + 2.0f * page.margin;
    const float height = layout.height + 2.0f * page.margin;
    std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + decimal(width) + "\" height=\"" + decimal(height) + "\" viewBox=\"" +
           decimal(left) + " " + decimal(top) + " " + decimal(width) + " " + decimal(height) +
           "\" font-family=\"DejaVu Sans, Verdana, sans-serif\" xml:space=\"preserve\">\n";
    svg += "<title>" + escape_markup(page.title, Markup::Xml) + "</title>\n";
    svg += "<defs><clipPath id=\"plot\"><rect x=\"" + decimal(layout.plot_x0) + "\" y=\"" + decimal(layout.plot_y0) + "\" width=\"" +
           decimal(layout.plot_x1 - layout.plot_x0) + "\" height=\"" + decimal(layout.plot_y1 - layout.plot_y0) +
           "\"/></clipPath></defs>\n";
    svg += "<rect class=\"background\" x=\"" + decimal(left) + "\" y=\"" + decimal(top) + "\" width=\"" + decimal(width) +
           "\" height=\"" + decimal(height) + "\"" + colour_attributes("fill", page.background) + "/>\n";
    for (const diagram::RateRect& rect : layout.rects) {
        svg += "<rect class=\"plate\" x=\"" + decimal(rect.x0) + "\" y=\"" + decimal(rect.y0) + "\" width=\"" + decimal(rect.x1 - rect.x0) +
               "\" height=\"" + decimal(rect.y1 - rect.y0) + "\"" + colour_attributes("fill", rect.colour) + "/>\n";
    }
    for (const diagram::RateLine& line : layout.grid_lines) write_line(svg, line);
    for (const diagram::RateLine& line : layout.legend_lines) write_line(svg, line);
    svg += "<g clip-path=\"url(#plot)\">\n";
    for (const diagram::RateLine& line : layout.series_lines) write_line(svg, line);
    for (const diagram::RateDot& dot : layout.dots) {
        if (!dot.drawn) continue;
        svg += "<circle cx=\"" + decimal(dot.x) + "\" cy=\"" + decimal(dot.y) + "\" r=\"" + decimal(dot.radius) + "\"" +
               (dot.open ? colour_attributes("stroke", dot.colour) + " stroke-width=\"1.6\" fill=\"none\""
                         : colour_attributes("fill", dot.colour)) +
               "/>\n";
    }
    svg += "</g>\n";
    for (const diagram::RateText& text : layout.texts) {
        // The layout gives the top of a text's line (as ImGui draws it); SVG places its baseline.
        svg += "<text x=\"" + decimal(text.x) + "\" y=\"" + decimal(text.y + text.size * 0.8f) + "\" font-size=\"" + decimal(text.size) +
               "\"" + colour_attributes("fill", text.colour) + ">" + escape_markup(text.text, Markup::Xml) + "</text>\n";
    }
    svg += "</svg>\n";
    return svg;
}

}  // namespace sortscope::exports
