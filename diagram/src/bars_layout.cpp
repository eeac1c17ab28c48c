// The bars view as a drawing (see bars_layout.hpp).
#include "sortscope/diagram/bars_layout.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "sortscope/diagram/bars_plot.hpp"

namespace sortscope::diagram {

namespace {

constexpr const char* kDash = " \u2014 ";  // an em dash between a frame's parts

std::string frame_title(const algo::Plan& plan, const std::string& input_label) {
    std::string title = plan.name() + ", n = " + std::to_string(plan.options.n);
    if (!input_label.empty()) title += kDash + input_label;
    return title;
}

// Greedy word wrap by the estimated text width; a word longer than the line stands alone.
std::vector<std::string> wrap(const std::string& text, float size, float width) {
    std::vector<std::string> lines;
    std::string line;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        const std::string joined = line.empty() ? word : line + " " + word;
        if (!line.empty() && estimated_text_width(joined, size) > width) {
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

// One entry of a frame's legend: a swatch of the role's colour (or none) and its text.
struct LegendEntry {
    std::optional<Role> swatch;
    std::string text;
};

struct PlacedEntry {
    float x;
    size_t row;                      // its first row, from the top
    std::vector<std::string> lines;  // one, or the rows its words wrap over
    std::optional<Role> swatch;
};

struct LegendPlacement {
    std::vector<PlacedEntry> entries;
    size_t rows = 1;
};

// Left to right between `left` and `right`, an entry that does not fit the rest of its row starting the
// next; one wider than a whole row wraps its words over rows of its own. One row where they all fit.
LegendPlacement place_legend(const std::vector<LegendEntry>& entries, float size, float swatch, float left, float right) {
    LegendPlacement placement;
    float x = left;
    size_t row = 0;
    for (const LegendEntry& entry : entries) {
        const float swatch_width = entry.swatch ? swatch + 5.0f : 0.0f;
        const float text_width = estimated_text_width(entry.text, size);
        if (x > left && x + swatch_width + text_width > right) {
            ++row;
            x = left;
        }
        std::vector<std::string> lines = swatch_width + text_width > right - left ? wrap(entry.text, size, right - left - swatch_width)
                                                                                  : std::vector<std::string>{entry.text};
        const size_t extra_rows = lines.size() - 1;
        placement.entries.push_back({x, row, std::move(lines), entry.swatch});
        if (extra_rows > 0) {
            row += extra_rows;
            x = right;  // the next entry starts a row of its own
        } else {
            x += swatch_width + text_width + 16.0f;
        }
    }
    placement.rows = row + 1;
    return placement;
}

}  // namespace

uint32_t virtual_positions(const algo::Plan& plan) {
    // The catalogue entry says whether its network runs on the next power of two.
    const algo::AlgorithmInfo* info = plan.algorithm;
    if (plan.steps.empty() || info == nullptr || !info->pads_to_power_of_two) return 0;
    return static_cast<uint32_t>(algo::next_power_of_two(plan.options.n) - plan.options.n);
}

BarsFrame input_frame(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label) {
    BarsFrame frame;
    frame.keys.assign(keys.begin(), keys.end());
    frame.key_type = plan.options.key_type;
    frame.virtual_positions = virtual_positions(plan);
    frame.compares = plan.is_network();
    frame.title = frame_title(plan, input_label);
    frame.caption = plan.steps.empty()
                        ? "the input: with fewer than two keys the plan has no dispatches"
                        : "the input, before step 1 of " + std::to_string(plan.steps.size());
    return frame;
}

BarsFrame step_frame(const algo::Plan& plan, size_t index, std::span<const uint32_t> before,
                     std::span<const uint32_t> after, const std::string& input_label) {
    const algo::Step& step = plan.steps.at(index);
    BarsFrame frame;
    frame.keys.assign(after.begin(), after.end());
    frame.key_type = plan.options.key_type;
    frame.virtual_positions = virtual_positions(plan);
    frame.compares = plan.is_network();
    frame.title = frame_title(plan, input_label);
    frame.marks.assign(after.size(), BarMark::None);

    // A network step: replay its comparators on `before` to count this array's swaps, marking both ends.
    std::vector<uint32_t> keys(before.begin(), before.end());
    uint64_t comparisons = 0;
    uint64_t swaps = 0;
    algo::for_each_comparator(step, [&](const algo::Comparator& c) {
        if (c.j >= keys.size()) return;
        const uint32_t a = algo::sort_key(plan.options.key_type, plan.options.descending, keys[c.i]);
        const uint32_t b = algo::sort_key(plan.options.key_type, plan.options.descending, keys[c.j]);
        if (c.ascending ? a > b : a < b) {
            std::swap(keys[c.i], keys[c.j]);
            ++swaps;
        }
        ++comparisons;
        frame.marks[c.i] = frame.marks[c.j] = BarMark::Compared;
    });
    uint64_t changed = 0;
    for (size_t p = 0; p < after.size() && p < before.size(); ++p) {
        if (before[p] != after[p]) {
            frame.marks[p] = BarMark::Moved;
            ++changed;
        }
    }
    frame.caption = "after " + algo::step_of(index, plan.steps.size()) + ": " +
                    algo::describe(step) + kDash;
    if (comparisons > 0) {
        frame.caption += algo::with_separators(swaps) + " of " + algo::count_of(comparisons, "comparator", "comparators") +
                         (frame.virtual_positions > 0 ? " on real keys" : "") + " swapped";
    } else if (changed > 0) {
        frame.caption += algo::with_separators(changed) + " of " + algo::count_of(after.size(), "key", "keys") + " changed position";
    } else {
        frame.caption += "no key changed position";
    }
    return frame;
}

Drawing layout_bars(const BarsFrame& frame, const BarsLayoutOptions& options) {
    Drawing drawing;
    drawing.width = options.width;
    drawing.height = options.height;
    drawing.rects.push_back({0, 0, options.width, options.height, Role::Background});
    const float left = options.margin;
    const float right = options.width - options.margin;
    const float plot_width = right - left;

    // [SECTION] Text at the top: the title, then the caption wrapped into two lines (the bars start at the
    // same height in every frame, so an animation does not jump). Without the heading the bars start at
    // the margin.
    float plot_top = options.margin;
    if (options.heading) {
        const float y = options.margin + options.title_size;
        drawing.texts.push_back({left, y, options.title_size, frame.title, Anchor::Left, Role::Caption});
        const float caption_step = options.caption_size * 1.4f;
        std::vector<std::string> lines = wrap(frame.caption, options.caption_size, plot_width);
        if (lines.size() > 2) {
            for (size_t k = 2; k < lines.size(); ++k) lines[1] += " " + lines[k];
            lines.resize(2);
        }
        for (size_t k = 0; k < lines.size(); ++k) {
            drawing.texts.push_back({left, y + caption_step * static_cast<float>(k + 1), options.caption_size, lines[k],
                                     Anchor::Left, Role::WireLabel});
        }
        plot_top = y + caption_step * 2.0f + options.caption_size;
    }

    // [SECTION] The bars' keys, scaled and coloured by bar_heights, as on screen (bars_plot.hpp)
    BarsStyle style;  // a slide's bars are the default ones, with their keys' numbers
    style.mark_height = options.mark_height;
    style.key_label = options.key_size;
    style.key_label_min = options.key_size_min;
    style.ramp = options.ramp;
    const auto keys = static_cast<uint32_t>(frame.keys.size());
    const uint32_t positions = keys + frame.virtual_positions;
    const BarHeights heights = bar_heights(frame.key_type, frame.keys);
    std::vector<uint8_t> marks(frame.marks.size());
    for (size_t p = 0; p < marks.size(); ++p) marks[p] = static_cast<uint8_t>(frame.marks[p]);
    BarKeys bar_keys = bar_keys_of(heights);
    bar_keys.marks = marks;
    bar_keys.virtual_positions = frame.virtual_positions;
    bar_keys.labels = frame.keys;
    bar_keys.label_type = frame.key_type;

    // [SECTION] The legend's place: what the marks and the grey bars mean, and where the keys' numbers
    // are read when they do not fit under the bars (whether they fit depends on the widths alone). Its
    // rows decide where the bars end; it is drawn last.
    std::vector<LegendEntry> entries;
    if (frame.compares) entries.push_back({Role::ComparedMark, "compared"});
    entries.push_back({Role::MovedMark, "key changed"});
    if (frame.virtual_positions > 0) {
        entries.push_back({Role::VirtualBar, "positions " + std::to_string(keys) + ".." + std::to_string(positions - 1) +
                                                 " act as +\u221E (no memory holds them)"});
    }
    if (!options.unlabelled_keys_note.empty() && keys > 0 &&
        layout_bars_plot(bar_keys, style, left, 0.0f, right, options.height).key_label_size <= 0.0f) {
        entries.push_back({std::nullopt, options.unlabelled_keys_note});
    }
    const float swatch = options.caption_size * 0.8f;
    const float row_step = options.caption_size * 1.4f;
    const LegendPlacement legend = place_legend(entries, options.caption_size, swatch, left, right);
    const size_t rows = legend.rows;
    const std::vector<PlacedEntry>& placed = legend.entries;
    const float legend_bottom = options.height - options.margin;
    auto row_baseline = [&](size_t r) { return legend_bottom - static_cast<float>(rows - 1 - r) * row_step; };

    // [SECTION] From the legend up: position numbers, the mark strip, the baseline, and the bars, their
    // numbers, their marks and the +infinity positions (bars_plot.hpp)
    const float index_y = row_baseline(0) - options.caption_size - 6.0f;
    const float baseline = index_y - options.index_size - 4.0f - options.mark_height - style.mark_gap;
    const BarsPlot plot = layout_bars_plot(bar_keys, style, left, plot_top, right, baseline);
    drawing.rects.insert(drawing.rects.end(), plot.drawing.rects.begin(), plot.drawing.rects.end());
    drawing.lines.insert(drawing.lines.end(), plot.drawing.lines.begin(), plot.drawing.lines.end());
    drawing.texts.insert(drawing.texts.end(), plot.drawing.texts.begin(), plot.drawing.texts.end());

    // [SECTION] Position numbers under the bars, every k-th where they would crowd (k a power of two, so
    // the numbers fall on the networks' block boundaries)
    if (plot.columns.size() == keys && plot.virtual_columns == frame.virtual_positions && positions > 0) {
        const float column_width = plot_width / static_cast<float>(positions);
        const float label_width = estimated_text_width(std::to_string(positions - 1), options.index_size) + 4.0f;
        uint32_t every = 1;
        while (static_cast<float>(every) * column_width < label_width) every *= 2;
        for (uint32_t p = 0; p < positions; p += every) {
            const float centre = left + (static_cast<float>(p) + 0.5f) * column_width;
            drawing.texts.push_back({centre, index_y, options.index_size, std::to_string(p), Anchor::Centre,
                                     p < keys ? Role::WireLabel : Role::DispatchLabel});
        }
    }

    // [SECTION] The legend, placed above
    for (const PlacedEntry& entry : placed) {
        float text_x = entry.x;
        if (entry.swatch) {
            drawing.rects.push_back({entry.x, row_baseline(entry.row) - swatch, swatch, swatch, *entry.swatch});
            text_x += swatch + 5.0f;
        }
        for (size_t k = 0; k < entry.lines.size(); ++k) {
            drawing.texts.push_back({text_x, row_baseline(entry.row + k), options.caption_size, entry.lines[k], Anchor::Left, Role::WireLabel});
        }
    }
    return drawing;
}

}  // namespace sortscope::diagram
