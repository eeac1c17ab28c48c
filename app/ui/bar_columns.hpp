// Summarises the keys for drawing: one column per key when they fit, otherwise one column per pixel
// holding the min..max of the keys under it. This keeps n = 65536 legible (a sorted run reads as a
// thin ramp, an unsorted one as a tall band) and makes drawing cost O(width), not O(n).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sortscope::ui {

struct BarColumn {
    uint32_t min = 0;
    uint32_t max = 0;
    bool changed = false;  // the last step moved at least one key of this column
};

// Column c of C covers keys [c*n/C, (c+1)*n/C): contiguous runs whose sizes differ by at most one.
// Gives min(n, max_columns) columns. `changed` is empty or one flag per key.
std::vector<BarColumn> summarize_columns(std::span<const uint32_t> keys, std::span<const uint8_t> changed,
                                         uint32_t max_columns);

}  // namespace sortscope::ui
