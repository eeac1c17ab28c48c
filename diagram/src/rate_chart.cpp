// The race's throughput chart as a layout (see rate_chart.hpp).
#include "sortscope/diagram/rate_chart.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::diagram {

namespace {

constexpr float kPointRadius = 4.0f;
constexpr float kSampleLength = 22.0f;  // a legend entry's line, then its text
constexpr float kSampleRoom = 28.0f;
constexpr float kSeriesWidth = 2.4f;
constexpr float kCeilingWidth = 1.6f;
constexpr float kReferenceWidth = 2.0f;
constexpr float kReferenceDash = 3.0f;
constexpr float kReferenceGap = 3.5f;

// The plot starts right of the decade labels; above it half a line, below it the n labels and the
// axes' caption.
float plot_left(float x, const RateChartText& text, const RateChartStyle& style) {
    return x + text.width("100 G", style.line_height) + 12.0f;
}
// A compact chart (where the full one would leave too small a plot: a projector's height, large type, a
// lesson's slide above it) keeps the n labels and leaves out the axes' caption and "run on ...".
float space_above_plot(const RateChartStyle& style) { return style.line_height * 0.5f; }
float space_below_plot(const RateChartStyle& style, bool compact = false) { return style.line_height * (compact ? 1.5f : 3.2f); }

// The notes under the axes' caption: who ran it (and a CPU renderer's warning), and the reference lines
// outside the sizes shown. Each a line of its own, in its colour.
struct NoteLine {
    std::string text;
    bool warning = false;
};
std::vector<NoteLine> note_lines(std::span<const RateSeries> series, float first, float last, const RateChartNotes& notes,
                                 bool compact = false) {
    std::vector<NoteLine> lines;
    if (!notes.renderer.empty() && !compact) lines.push_back({"run on " + notes.renderer, false});
    if (notes.cpu_renderer) lines.push_back({"a CPU renderer: these are a CPU's speeds, not a GPU's", true});
    for (const RateSeries& s : series) {
        if (!s.reference() || s.points.empty()) continue;
        bool inside = false;
        float low = s.points.front().log2n, high = low;
        for (const RatePoint& p : s.points) {
            inside = inside || (p.log2n >= first && p.log2n <= last);
            low = std::min(low, p.log2n);
            high = std::max(high, p.log2n);
        }
        if (inside) continue;
        lines.push_back({s.name + " (elsewhere) is not drawn: measured at 2^" + std::to_string(static_cast<int>(low)) +
                             (high > low ? "..2^" + std::to_string(static_cast<int>(high)) : std::string()) + ", outside this race's 2^" +
                             std::to_string(static_cast<int>(first)) + "..2^" + std::to_string(static_cast<int>(last)),
                         false});
    }
    return lines;
}
float notes_height(std::span<const NoteLine> lines, const RateChartStyle& style) {
    return static_cast<float>(lines.size()) * style.small_size * 1.2f;
}
// The notes wrapped at spaces to `wrap` (a long reference name and its sizes take two lines).
std::vector<NoteLine> wrapped_notes(const std::vector<NoteLine>& notes, float wrap, float size, const RateChartText& measure);

// The names at the lines' ends: the measured lines (not ceilings, not references, which carry their
// own), each at its last point's height, moved apart to a line each.
struct EndLabel {
    std::string text;
    Rgba colour;
    float point_x, point_y;  // the line's end
    float y;                 // the name's middle, after moving apart
};
void separate(std::vector<EndLabel>& labels, float spacing, float top, float bottom) {
    std::sort(labels.begin(), labels.end(), [](const EndLabel& a, const EndLabel& b) { return a.point_y < b.point_y; });
    for (size_t k = 0; k < labels.size(); ++k) {
        labels[k].y = std::max(labels[k].point_y, k == 0 ? top + spacing * 0.5f : labels[k - 1].y + spacing);
    }
    // Pushed past the bottom: back up from there, each a line above the one below it.
    for (size_t k = labels.size(); k-- > 0;) {
        const float limit = k + 1 == labels.size() ? bottom - spacing * 0.5f : labels[k + 1].y - spacing;
        labels[k].y = std::min(labels[k].y, limit);
    }
}

// `text` broken at spaces into lines no wider than `wrap` (a word wider than that stays whole).
std::vector<std::string> wrapped(const std::string& text, float wrap, float size, const RateChartText& measure) {
    std::vector<std::string> lines;
    std::string line;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        const std::string joined = line.empty() ? word : line + " " + word;
        if (!line.empty() && measure.width(joined, size) > wrap) {
            lines.push_back(line);
            line = word;
        } else {
            line = joined;
        }
        start = end + 1;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

std::vector<NoteLine> wrapped_notes(const std::vector<NoteLine>& notes, float wrap, float size, const RateChartText& measure) {
    std::vector<NoteLine> lines;
    for (const NoteLine& note : notes) {
        for (const std::string& line : wrapped(note.text, wrap, size, measure)) lines.push_back({line, note.warning});
    }
    return lines;
}

RateLine sample_line(float x0, float x1, float y, Rgba colour, float width, float dash, float gap) {
    RateLine line;
    line.points = {{x0, y}, {x1, y}};
    line.colour = colour;
    line.width = width;
    line.dash = dash;
    line.gap = gap;
    line.kind = RateLine::Kind::LegendSample;
    return line;
}

// One entry per solid series, then one for the dashed ceilings, then the reference lines, in rows
// between `left` and `right` from `top`; their sources under them. Returns the bottom of the last row
// (`top` when there is nothing to show). With no layout it only measures.
float lay_out_legend(RateChartLayout* layout, float left, float top, float right, std::span<const RateSeries> series,
                     const RateChartStyle& style, const RateChartText& text, bool named_at_ends) {
    struct Entry {
        std::string text;
        Rgba colour;
        bool dashed;
        bool reference;
    };
    std::vector<Entry> entries;
    bool any_ceiling = false;
    for (const RateSeries& s : series) {
        if (s.reference()) continue;
        any_ceiling = any_ceiling || s.dashed;
        // Lines named at their ends need no entry (the plot keeps the room).
        if (!s.dashed && !named_at_ends) entries.push_back({s.name, s.colour, false, false});
    }
    if (any_ceiling) entries.push_back({"ceiling: copy bandwidth / modelled bytes per key", style.dim_text, true, false});
    std::vector<std::string> sources;  // each once, written out below the entries (they can be long)
    for (const RateSeries& s : series) {
        if (!s.reference()) continue;
        entries.push_back({s.name + " (measured elsewhere)", style.reference, true, true});
        if (std::find(sources.begin(), sources.end(), s.source) == sources.end()) sources.push_back(s.source);
    }
    if (entries.empty()) return top;
    const float size = style.small_size;
    const float row = size * 1.3f;
    float x = left;
    float y = top;
    for (const Entry& entry : entries) {
        const float width = kSampleRoom + text.width(entry.text, size);
        if (x > left && x + width > right) {
            x = left;
            y += row;
        }
        if (layout != nullptr) {
            const float middle = y + size * 0.55f;
            if (entry.reference) {
                layout->legend_lines.push_back(sample_line(x, x + kSampleLength, middle, entry.colour, kReferenceWidth, kReferenceDash,
                                                           kReferenceGap));
            } else if (entry.dashed) {
                layout->legend_lines.push_back(sample_line(x, x + kSampleLength, middle, entry.colour, kCeilingWidth, 5.0f, 3.0f));
            } else {
                layout->legend_lines.push_back(sample_line(x, x + kSampleLength, middle, entry.colour, kSeriesWidth, 0.0f, 0.0f));
            }
            layout->texts.push_back({x + kSampleRoom, y, size, entry.text, entry.dashed && !entry.reference ? style.dim_text : style.text});
        }
        x += width + size * 1.2f;
    }
    y += row;
    for (const std::string& source : sources) {
        for (const std::string& line : wrapped("measured elsewhere, by another tool: " + source, right - left, size, text)) {
            if (layout != nullptr) layout->texts.push_back({left, y, size, line, style.dim_text});
            y += size;
        }
        y += size * 0.3f;
    }
    return y;
}

}  // namespace

Rgba rate_series_colour(const std::string& algorithm, uint8_t alpha) {
    // The CPU baselines are no algorithm of the catalogue: their greys are the chart's own.
    static const std::map<std::string, Rgba> kBaselines = {{"std::sort", {215, 215, 220, 255}},
                                                           {"std::stable_sort", {150, 150, 158, 255}}};
    Rgba colour{200, 200, 200, 255};
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(algorithm)) {
        colour = {static_cast<uint8_t>(info->colour >> 16), static_cast<uint8_t>(info->colour >> 8), static_cast<uint8_t>(info->colour), 255};
    } else if (const auto found = kBaselines.find(algorithm); found != kBaselines.end()) {
        colour = found->second;
    }
    colour.a = alpha;
    return colour;
}

bool is_cpu_renderer(const std::string& renderer) {
    std::string lower = renderer;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "lavapipe"}) {
        if (lower.find(name) != std::string::npos) return true;
    }
    return false;
}

float rate_chart_height_needed(float width, float plot_height, std::span<const RateSeries> series, const RateChartStyle& style,
                               const RateChartText& text, const RateChartNotes& notes) {
    const float legend_bottom =
        lay_out_legend(nullptr, plot_left(0.0f, text, style), 0.0f, width - 8.0f, series, style, text, notes.end_labels);
    // The notes as at the widest range (a reference line outside it is rare): who ran it, and the warning.
    const float notes_room = notes_height(note_lines({}, 0.0f, 0.0f, notes), style);
    return legend_bottom + space_above_plot(style) + plot_height + space_below_plot(style) + notes_room;
}

namespace {

RateChartLayout layout_chart(float x, float y, float width, float height, std::span<const RateSeries> series, uint32_t first_log2n,
                             uint32_t last_log2n, const RateChartStyle& style, const RateChartText& text, const RateChartNotes& notes,
                             bool compact) {
    RateChartLayout layout;
    layout.x = x;
    layout.y = y;
    layout.width = width;
    layout.height = height;
    const float size = style.small_size;

    // The legend runs in rows above the plot, so that it never hides a line.
    const float left = plot_left(x, text, style);
    const float legend_bottom = lay_out_legend(&layout, left, y, x + width - 8.0f, series, style, text, notes.end_labels);
    // One size: the axis one size either side of it, its points in the middle.
    const bool one_size = last_log2n <= first_log2n && first_log2n > 0;
    const float first = static_cast<float>(one_size ? first_log2n - 1 : first_log2n);
    const float last = static_cast<float>(one_size ? first_log2n + 1 : last_log2n);
    float end_label_room = 0.0f;
    if (notes.end_labels) {
        for (const RateSeries& s : series) {
            if (!s.reference() && !s.dashed && !s.points.empty()) end_label_room = std::max(end_label_room, text.width(s.name, size) + 14.0f);
        }
    }
    const std::vector<NoteLine> note_texts = wrapped_notes(
        note_lines(series, static_cast<float>(first_log2n), static_cast<float>(std::max(first_log2n, last_log2n)), notes, compact),
        x + width - 8.0f - end_label_room - left, size, text);
    layout.plot_x0 = left;
    layout.plot_y0 = legend_bottom + space_above_plot(style);
    layout.plot_x1 = x + width - 8.0f - end_label_room;
    layout.plot_y1 = y + height - space_below_plot(style, compact) - notes_height(note_texts, style);
    if (layout.plot_x1 - layout.plot_x0 < kSmallestRatePlot || layout.plot_y1 - layout.plot_y0 < kSmallestRatePlot) {
        // The legend gives way to the reason, wrapped to the chart's width (at a projector's height with
        // large type, the legend's rows and the reason ran into each other and off the right edge).
        layout.too_small = true;
        layout.texts.clear();
        layout.legend_lines.clear();
        float line_y = y;
        for (const std::string& line : wrapped("too little room for the chart: " + notes.room_advice, width - 16.0f, size, text)) {
            if (line_y + size > y + height) break;
            layout.texts.push_back({x + 8.0f, line_y, size, line, style.dim_text});
            line_y += style.line_height;
        }
        return layout;
    }
    const float x0 = layout.plot_x0, y0 = layout.plot_y0, x1 = layout.plot_x1, y1 = layout.plot_y1;
    layout.rects.push_back({x0, y0, x1, y1, style.plate});

    double low = std::numeric_limits<double>::max();
    double high = 0.0;
    for (const RateSeries& s : series) {
        for (const RatePoint& p : s.points) {
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
    auto to_x = [&](float log2n) { return x0 + (log2n - first) / (last - first) * (x1 - x0); };
    auto to_y = [&](double value) {
        const double t = (top_decade - std::log10(std::max(value, 1e-30))) / (top_decade - bottom_decade);
        return y0 + static_cast<float>(std::clamp(t, 0.0, 1.0)) * (y1 - y0);
    };

    // Grid: decades of keys/s, powers of two of n.
    for (double decade = bottom_decade; decade <= top_decade + 1e-9; decade += 1.0) {
        const float at = to_y(std::pow(10.0, decade));
        layout.grid_lines.push_back({{{x0, at}, {x1, at}}, style.decade_grid, 1.0f, 0.0f, 0.0f, RateLine::Kind::Grid, {}});
        const std::string label = text.value_label(std::pow(10.0, decade));
        layout.texts.push_back({x0 - text.width(label, size) - 6.0f, at - size * 0.5f, size, label, style.dim_text});
    }
    // As many powers of two as fit with room between them.
    const float label_room = text.width("2^20", size) * 1.6f;
    const int sizes = static_cast<int>(last - first) + 1;
    const int fitting = std::max(1, static_cast<int>((x1 - x0) / label_room));
    const int step = std::max(1, (sizes + fitting - 1) / fitting);
    for (int k = static_cast<int>(first); k <= static_cast<int>(last); k += step) {
        const float at = to_x(static_cast<float>(k));
        layout.grid_lines.push_back({{{at, y0}, {at, y1}}, style.size_grid, 1.0f, 0.0f, 0.0f, RateLine::Kind::Grid, {}});
        const std::string label = "2^" + std::to_string(k);
        const float label_width = text.width(label, size);
        // Kept left of the end names' column (where names that do not fit beside the plot go on down).
        const float right = notes.end_labels ? x1 : x + width;
        layout.texts.push_back({std::clamp(at - label_width * 0.5f, x0, right - label_width), y1 + 3.0f, size, label, style.dim_text});
    }
    const std::vector<std::string> caption =
        compact ? std::vector<std::string>{}
                : wrapped("across: keys per array (n)  \u00b7  up: keys sorted per second  \u00b7  both log scales", x1 - x0, size, text);
    for (size_t row = 0; row < caption.size(); ++row) {
        layout.texts.push_back({x0, y1 + style.line_height * 1.25f + size * static_cast<float>(row), size, caption[row], style.dim_text});
    }
    // The notes under the caption: who ran it, the CPU renderer's warning, references outside the range.
    const float notes_top = y + height - notes_height(note_texts, style);
    for (size_t row = 0; row < note_texts.size(); ++row) {
        layout.texts.push_back({x0, notes_top + size * 1.2f * static_cast<float>(row), size, note_texts[row].text,
                                note_texts[row].warning ? notes.warning : style.dim_text});
    }

    // The lines, ceilings dashed, references in short dashes; every point.
    for (size_t index = 0; index < series.size(); ++index) {
        const RateSeries& s = series[index];
        RateLine line;
        line.series = s.name;
        line.colour = s.colour;
        if (s.reference()) {
            line.kind = RateLine::Kind::Reference;
            line.width = kReferenceWidth;
            line.dash = kReferenceDash;
            line.gap = kReferenceGap;
        } else if (s.dashed) {
            line.kind = RateLine::Kind::Ceiling;
            line.width = kCeilingWidth;
            line.dash = 7.0f;
            line.gap = 5.0f;
        } else {
            line.kind = RateLine::Kind::Series;
            line.width = kSeriesWidth;
        }
        for (size_t k = 0; k < s.points.size(); ++k) {
            const float px = to_x(s.points[k].log2n);
            const float py = to_y(s.points[k].value);
            line.points.emplace_back(px, py);
            layout.dots.push_back({px, py, kPointRadius, s.colour, s.reference(), s.reference() || !s.dashed, index, k});
        }
        if (!line.points.empty()) layout.series_lines.push_back(std::move(line));
    }
    // Each measured line named at its end, right of the plot; names of lines that end close together
    // moved apart, with a leader from the line's end.
    if (notes.end_labels) {
        std::vector<EndLabel> labels;
        for (const RateSeries& s : series) {
            if (s.reference() || s.dashed || s.points.empty()) continue;
            const RatePoint& end = s.points.back();
            labels.push_back({s.name, s.colour, to_x(end.log2n), to_y(end.value), 0.0f});
        }
        // Where the names do not fit beside the plot (many lines, large type at a projector's height),
        // they go on down the column right of the plot, beside the caption and the notes (which keep out
        // of it), rather than up over the legend.
        const float spacing = size * 1.15f;
        const bool fit = static_cast<float>(labels.size()) * spacing <= y1 - y0;
        separate(labels, spacing, y0, fit ? y1 : y + height);
        for (const EndLabel& label : labels) {
            const float label_x = x1 + 10.0f;
            RateLine leader;
            // From the plot's edge: a line that ends inside the plot (one size, or a race under way) is
            // not drawn on across it; its name sits at its end's height, in its colour.
            leader.points = {{x1, label.point_y}, {label_x - 2.0f, label.y}};
            leader.colour = label.colour;
            leader.width = 1.0f;
            leader.kind = RateLine::Kind::LegendSample;
            layout.legend_lines.push_back(std::move(leader));
            layout.texts.push_back({label_x, label.y - size * 0.5f, size, label.text, label.colour});
        }
    }
    // Each reference line named at its last point inside the plot, so the chart says what it is even
    // when printed without its legend.
    for (const RateSeries& s : series) {
        if (!s.reference()) continue;
        const RatePoint* shown = nullptr;
        for (const RatePoint& p : s.points) {
            if (p.log2n >= first && p.log2n <= last) shown = &p;
        }
        if (shown == nullptr) continue;
        const std::string label = s.name + " (elsewhere)";
        const float label_width = text.width(label, size);
        const float at_x = to_x(shown->log2n);
        const float at_y = to_y(shown->value);
        layout.texts.push_back({std::clamp(at_x - label_width - 6.0f, x0 + 2.0f, x1 - label_width - 2.0f), at_y - size - 4.0f, size, label,
                                style.reference});
    }
    return layout;
}

}  // namespace

RateChartLayout layout_rate_chart(float x, float y, float width, float height, std::span<const RateSeries> series,
                                  uint32_t first_log2n, uint32_t last_log2n, const RateChartStyle& style, const RateChartText& text,
                                  const RateChartNotes& notes) {
    RateChartLayout full = layout_chart(x, y, width, height, series, first_log2n, last_log2n, style, text, notes, false);
    if (!full.too_small) return full;
    // Too small for the whole chart: the plot without the caption and "run on ..." before none at all (a
    // finished race at a projector's height with large type and a lesson open lost its chart there).
    return layout_chart(x, y, width, height, series, first_log2n, last_log2n, style, text, notes, true);
}

}  // namespace sortscope::diagram
