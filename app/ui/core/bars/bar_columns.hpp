// Summarises the keys for drawing: one column per key when they fit, otherwise one column per pixel
// holding the min..max of the values under it and the marks of all its keys. This keeps n = 65536
// legible (a sorted run reads as a thin ramp, an unsorted one as a tall band) and makes drawing cost
// O(width), not O(n).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sortscope::ui {

struct BarColumn {
    uint32_t min = 0;    // the smallest value under the column
    uint32_t max = 0;    // the largest
    uint8_t marks = 0;   // the StepMark bits of its keys, OR-ed
    uint32_t first = 0;  // the first key position it covers
    uint32_t count = 0;  // how many
};

// Column c of C covers keys [c*n/C, (c+1)*n/C): contiguous runs whose sizes differ by at most one.
// Gives min(n, max_columns) columns. `marks` is empty or one byte per value.
std::vector<BarColumn> summarize_columns(std::span<const uint32_t> values, std::span<const uint8_t> marks,
                                         uint32_t max_columns);

}  // namespace sortscope::ui
