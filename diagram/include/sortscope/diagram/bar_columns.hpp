// Summarises the keys for drawing the bars: one column per key when they fit, otherwise one column per
// pixel (or point) holding the min..max of the values under it and the marks of all its keys. This keeps n = 65536
// legible (a sorted run reads as a thin ramp, an unsorted one as a tall band) and makes drawing cost
// O(width), not O(n).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sortscope::diagram {

struct BarColumn {
    uint32_t min = 0;    // the smallest value under the column
    uint32_t max = 0;    // the largest
    uint8_t marks = 0;   // the mark bits of its keys (bars_plot.hpp's kMark*), OR-ed
    uint32_t first = 0;  // the first key position it covers
    uint32_t count = 0;  // how many
};

// Column c of C covers positions [c*P/C, (c+1)*P/C) of P = `positions` (at least the n values; those
// past them hold no value, like the +infinity positions of a network): contiguous runs whose sizes differ
// by at most one. C = min(P, max_columns); the columns holding values are returned (all C when P = n).
// `marks` is empty or one byte per value.
std::vector<BarColumn> summarize_columns(std::span<const uint32_t> values, std::span<const uint8_t> marks,
                                         uint32_t max_columns, uint64_t positions = 0);

}  // namespace sortscope::diagram
