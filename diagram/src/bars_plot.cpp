// The bars as drawing primitives (see bars_plot.hpp).
#include "sortscope/diagram/bars_plot.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "algorithms/plan/parallel_for.hpp"

namespace sortscope::diagram {

namespace {

constexpr const char* kInfinity = "+\u221E";
constexpr float kLabelShare = 0.85f;  // of its bar's width, a key's number takes at most this much

// Where column `c` of a run of equal columns `width` wide from `left` puts its bar, given the gap between
// bars: on whole units the edges are floored and the gap is taken at the right (at least one unit
// stays), else the bar is centred in its column.
struct Span {
    float x0, width;
};
Span column_span(const BarsStyle& style, float left, float width, uint32_t c, float gap) {
    if (style.whole_pixels) {
        const float x0 = left + std::floor(static_cast<float>(c) * width);
        const float x1 = std::max(x0 + 1.0f, left + std::floor(static_cast<float>(c + 1) * width) - gap);
        return {x0, x1 - x0};
    }
    return {left + static_cast<float>(c) * width + gap * 0.5f, width - gap};
}

// The keys' numbers under their bars, and the size they fit at: all at one size, the largest up to
// style.key_label at which each fits kLabelShare of the narrowest bar, or none below key_label_min.
struct KeyLabels {
    std::vector<std::string> texts;
    float size = 0.0f;
};
KeyLabels fit_key_labels(const BarKeys& keys, const BarsStyle& style, float narrowest_bar) {
    KeyLabels labels;
    if (keys.labels.empty() || style.key_label <= 0.0f) return labels;
    const float room = narrowest_bar * kLabelShare;
    float widest = 0.0f;
    for (uint32_t key : keys.labels) {
        labels.texts.push_back(algo::format_key(keys.label_type, key));
        widest = std::max(widest, style.text_width(labels.texts.back(), style.key_label));
    }
    // Text widths grow with the size; fonts round their advances, so the fit is checked, and a little
    // smaller tried while it fails.
    float size = widest > room ? style.key_label * room / widest : style.key_label;
    auto fits = [&](float at) {
        return std::all_of(labels.texts.begin(), labels.texts.end(),
                           [&](const std::string& text) { return style.text_width(text, at) <= room; });
    };
    while (size >= style.key_label_min && size > 0.0f && !fits(size)) size *= 0.95f;
    if (size < style.key_label_min || size <= 0.0f) return {};
    labels.size = size;
    return labels;
}

}  // namespace

BarHeights bar_heights(algo::KeyType type, std::span<const uint32_t> keys) {
    BarHeights bars;
    bar_heights(type, keys, bars);
    return bars;
}

void bar_heights(algo::KeyType type, std::span<const uint32_t> keys, BarHeights& bars) {
    bars.heights.resize(keys.size());
    bars.floor = bars.lowest = bars.top = 0;
    if (keys.empty()) return;
    // Each chunk of the keys keeps its own extremes; the chunks' are combined in order after.
    const size_t chunks = algo::chunk_count(keys.size());
    struct Extremes {
        double low = 0.0, high = 0.0;  // the floats' values (low from 0: bars stand on 0 at least)
        bool finite = true;
        uint32_t lowest = UINT32_MAX, top = 0;  // the heights'
    };
    std::vector<Extremes> extremes(chunks);
    const bool floats = type == algo::KeyType::F32;
    if (floats) {
        algo::parallel_chunks(chunks, [&](size_t chunk) {
            const algo::ChunkRange range = algo::chunk_range(keys.size(), chunks, chunk);
            Extremes own;  // local for the same reason as below
            for (size_t i = range.begin; i < range.end; ++i) {
                const float value = std::bit_cast<float>(keys[i]);
                own.finite = own.finite && std::isfinite(value);
                own.low = std::min(own.low, static_cast<double>(value));
                own.high = std::max(own.high, static_cast<double>(value));
            }
            extremes[chunk] = own;
        });
    }
    const bool float_values = floats && std::all_of(extremes.begin(), extremes.end(), [](const Extremes& e) { return e.finite; });
    // Floats' orders are not linear in their values (each power of two spans as many orders as the
    // next), so their heights are their values, scaled from the floor (0, or the smallest value) to the
    // largest over the whole range of heights.
    double low = 0.0;
    double high = 0.0;
    for (const Extremes& e : extremes) {
        low = std::min(low, e.low);
        high = std::max(high, e.high);
    }
    const double scale = high > low ? static_cast<double>(UINT32_MAX) / (high - low) : 0.0;
    // Extremes kept in locals and written once per chunk: neighbouring chunks' Extremes share cache
    // lines, and written for every key by every thread they would bounce between the cores.
    algo::parallel_chunks(chunks, [&](size_t chunk) {
        const algo::ChunkRange range = algo::chunk_range(keys.size(), chunks, chunk);
        uint32_t lowest = UINT32_MAX, top = 0;
        uint32_t* const heights = bars.heights.data();
        for (size_t i = range.begin; i < range.end; ++i) {
            const uint32_t height = float_values
                                        ? static_cast<uint32_t>(std::lround((static_cast<double>(std::bit_cast<float>(keys[i])) - low) * scale))
                                        : algo::encode_key(type, keys[i]);
            heights[i] = height;
            lowest = std::min(lowest, height);
            top = std::max(top, height);
        }
        extremes[chunk].lowest = lowest;
        extremes[chunk].top = top;
    });
    bars.lowest = UINT32_MAX;
    for (const Extremes& e : extremes) {
        bars.lowest = std::min(bars.lowest, e.lowest);
        bars.top = std::max(bars.top, e.top);
    }
    // Where no key is negative, bars stand on 0: u32 keys always, and the floats' scale starts at 0.
    const uint32_t zero = float_values ? 0 : algo::encode_key(type, 0);
    bars.floor = std::min(bars.lowest, zero);
}

BarKeys bar_keys_of(const BarHeights& heights) {
    BarKeys keys;
    keys.heights = heights.heights;
    keys.floor = heights.floor;
    keys.top = heights.top;
    keys.shade_low = heights.lowest;
    keys.shade_high = heights.top;
    return keys;
}

BarsPlot layout_bars_plot(const BarKeys& keys, const BarsStyle& style, float left, float top, float right, float bottom) {
    BarsPlot plot;
    plot.left = left;
    plot.right = right;
    plot.top = top;
    plot.bottom = bottom;
    plot.marks_top = bottom + style.mark_gap;
    plot.marks_bottom = plot.marks_top + (style.mark_rows ? 2.0f * style.mark_height + style.mark_row_gap : style.mark_height);
    Drawing& drawing = plot.drawing;
    drawing.width = right;
    drawing.height = plot.marks_bottom;

    // [SECTION] Columns: one per key while they fit, else one per unit of width (at least one column),
    // each holding the min..max of its keys. Sharing the columns with the +infinity positions, the keys
    // take those that hold any of them; else the keys get their share n / (n + virtual positions) of the
    // width and the +infinity positions the rest, after a gap.
    const auto n = static_cast<uint32_t>(keys.heights.size());
    const uint32_t padding = keys.virtual_positions;
    const uint64_t positions = uint64_t{n} + padding;
    const float full_width = right - left;
    float keys_width = full_width;
    if (padding > 0 && !style.shared_columns) {
        keys_width = full_width * static_cast<float>(n) / static_cast<float>(positions);
        if (style.whole_pixels) keys_width = std::floor(keys_width);
    }
    const auto room = static_cast<uint32_t>(std::max(1.0f, keys_width));
    const uint64_t summarised = style.shared_columns ? positions : n;
    const std::vector<BarColumn> columns = summarize_columns(keys.heights, keys.marks, room, summarised);
    const std::vector<BarColumn> shade_columns =
        keys.shades.empty() ? std::vector<BarColumn>{} : summarize_columns(keys.shades, {}, room, summarised);
    const uint64_t column_count = style.shared_columns ? std::min<uint64_t>(positions, room) : columns.size();
    const float column_width = keys_width / static_cast<float>(std::max<uint64_t>(1, column_count));
    const float gap = column_width >= style.gap_from ? std::min(style.gap_max, column_width * style.gap_share) : 0.0f;
    plot.keys_right = style.shared_columns ? left + static_cast<float>(columns.size()) * column_width : left + keys_width;

    std::vector<Span> spans(columns.size());
    float narrowest = full_width;
    for (size_t c = 0; c < columns.size(); ++c) {
        spans[c] = column_span(style, left, column_width, static_cast<uint32_t>(c), gap);
        narrowest = std::min(narrowest, spans[c].width);
    }

    // [SECTION] The keys' numbers: a row at the bottom of the area, the bars standing on it
    const bool one_key_a_column = columns.size() == n && keys.labels.size() == n;
    const KeyLabels labels = one_key_a_column ? fit_key_labels(keys, style, narrowest) : KeyLabels{};
    plot.key_label_size = labels.size;
    if (labels.size > 0.0f) {
        plot.bottom = bottom - style.key_label_gap - labels.size;
        if (style.whole_pixels) plot.bottom = std::floor(plot.bottom);
        // The baseline 0.8 em under the text's top, as the screen places text.
        const float baseline = plot.bottom + style.key_label_gap + 0.8f * labels.size;
        for (size_t c = 0; c < columns.size(); ++c) {
            drawing.texts.push_back({spans[c].x0 + spans[c].width * 0.5f, baseline, labels.size, labels.texts[c], Anchor::Centre,
                                     Role::KeyLabel});
        }
    }

    // Every bar stands the minimum height over the floor, the rest of the height scaling with its key,
    // so bars keep their order and the smallest key still shows.
    const float full_height = plot.bottom - top - style.headroom;
    const float least = std::min(full_height, std::max(style.min_bar, style.min_bar_share * full_height));
    auto bar_height = [&](uint32_t order) {
        if (keys.top <= keys.floor) return std::max(least, style.flat_share * full_height);
        const double share = static_cast<double>(order > keys.floor ? order - keys.floor : 0) / static_cast<double>(keys.top - keys.floor);
        return least + static_cast<float>(std::min(1.0, share) * static_cast<double>(full_height - least));
    };
    auto fill = [&](size_t c, bool low) {
        const BarColumn& column = shade_columns.empty() ? columns[c] : shade_columns[c];
        return style.ramp(value_fraction(low ? column.min : column.max, keys.shade_low, keys.shade_high));
    };

    plot.columns.reserve(columns.size());
    for (size_t c = 0; c < columns.size(); ++c) {
        const BarColumn& column = columns[c];
        const Span& span = spans[c];
        const float y_min = plot.bottom - bar_height(column.min);
        const float y_max = plot.bottom - bar_height(column.max);
        const bool spread = column.min != column.max;
        if (style.fade_spans) {
            // The smallest key's bar, and above it the span of the keys under the column fading up to
            // the largest's colour.
            drawing.rects.push_back({span.x0, y_min, span.width, plot.bottom - y_min, Role::KeyBar, fill(c, true)});
            if (spread) drawing.rects.push_back({span.x0, y_max, span.width, y_min - y_max, Role::KeyBar, fill(c, false), fill(c, true)});
        } else {
            // The largest key's bar, and over it the smallest's.
            drawing.rects.push_back({span.x0, y_max, span.width, plot.bottom - y_max, Role::KeyBar, fill(c, false)});
            if (spread) drawing.rects.push_back({span.x0, y_min, span.width, plot.bottom - y_min, Role::KeyBar, fill(c, true)});
        }
        if (style.mark_rows) {
            if ((column.marks & kMarkCompared) != 0) {
                drawing.rects.push_back({span.x0, plot.marks_top, span.width, style.mark_height, Role::ComparedMark});
            }
            if ((column.marks & kMarkMoved) != 0) {
                drawing.rects.push_back({span.x0, plot.marks_top + style.mark_height + style.mark_row_gap, span.width,
                                         style.mark_height, Role::MovedMark});
            }
        } else if (column.marks != 0) {
            drawing.rects.push_back({span.x0, plot.marks_top, span.width, style.mark_height,
                                     (column.marks & kMarkMoved) != 0 ? Role::MovedMark : Role::ComparedMark});
        }
        plot.columns.push_back({span.x0, span.x0 + span.width, span.x0 + span.width + gap, column});
    }

    // [SECTION] The +infinity positions: grey, full height, one column each while they fit
    if (padding > 0) {
        // Their own columns after the keys', or the shared columns left after the keys'.
        float virtual_left = left;
        uint32_t first = 0;
        float width = column_width;
        if (style.shared_columns) {
            first = static_cast<uint32_t>(columns.size());
            plot.virtual_columns = static_cast<uint32_t>(column_count) - first;
        } else {
            virtual_left = plot.keys_right + style.virtual_gap;
            const float virtual_width = full_width - keys_width - style.virtual_gap;
            plot.virtual_columns = virtual_width >= 1.0f ? std::min(padding, static_cast<uint32_t>(virtual_width)) : 0;
            width = virtual_width / static_cast<float>(std::max(1u, plot.virtual_columns));
        }
        const float virtual_top = top + style.virtual_headroom;
        for (uint32_t c = first; c < first + plot.virtual_columns; ++c) {
            const Span span = column_span(style, virtual_left, width, c, gap);
            drawing.rects.push_back({span.x0, virtual_top, span.width, plot.bottom - virtual_top, Role::VirtualBar});
        }
        if (style.virtual_label > 0.0f) {
            // Centred over the +infinity positions where it fits, its top 4 units under theirs (the
            // baseline 0.8 em lower, as the screen places text).
            const float label_width = style.text_width(kInfinity, style.virtual_label);
            const float room_width = right - plot.keys_right;
            if (room_width > label_width + 4.0f) {
                drawing.texts.push_back({plot.keys_right + style.virtual_gap + (room_width - label_width) * 0.5f,
                                         virtual_top + 4.0f + 0.8f * style.virtual_label, style.virtual_label, kInfinity,
                                         Anchor::Left, Role::WireLabel});
            }
        }
    }
    if (style.baseline) drawing.lines.push_back({left, plot.bottom + 0.5f, right, plot.bottom + 0.5f, 1.0f, Role::Wire});
    return plot;
}

std::optional<size_t> BarsPlot::column_at(float x, float y) const {
    if (y < top || y > marks_bottom || columns.empty()) return std::nullopt;
    // The last column starting at or left of x; it has x if x is before the next bar's gap ends.
    const auto after = std::upper_bound(columns.begin(), columns.end(), x,
                                        [](float value, const PlacedBarColumn& column) { return value < column.x0; });
    if (after == columns.begin()) return std::nullopt;
    const auto column = static_cast<size_t>(after - columns.begin()) - 1;
    return x < columns[column].hit_x1 ? std::optional<size_t>(column) : std::nullopt;
}

std::optional<size_t> BarsPlot::column_of(uint32_t position) const {
    const auto after = std::upper_bound(columns.begin(), columns.end(), position,
                                        [](uint32_t value, const PlacedBarColumn& column) { return value < column.keys.first; });
    if (after == columns.begin()) return std::nullopt;
    const auto column = static_cast<size_t>(after - columns.begin()) - 1;
    const BarColumn& keys = columns[column].keys;
    return position - keys.first < keys.count ? std::optional<size_t>(column) : std::nullopt;
}

std::optional<BarsPlot::Extent> BarsPlot::extent_of(uint32_t first, uint32_t end) const {
    if (columns.empty() || end <= first) return std::nullopt;
    const BarColumn& last = columns.back().keys;
    const uint32_t positions = last.first + last.count;
    if (first >= positions) return std::nullopt;
    const size_t from = *column_of(first);
    const size_t to = *column_of(std::min(end, positions) - 1);
    Extent extent{columns[from].x0, columns[from].x1};
    for (size_t c = from; c <= to; ++c) {
        extent.x0 = std::min(extent.x0, columns[c].x0);
        extent.x1 = std::max(extent.x1, columns[c].x1);
    }
    return extent;
}

}  // namespace sortscope::diagram
