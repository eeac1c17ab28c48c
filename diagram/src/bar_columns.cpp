// Per-pixel-column min..max of the values (see bar_columns.hpp).
#include "sortscope/diagram/bar_columns.hpp"

#include <algorithm>

namespace sortscope::diagram {

std::vector<BarColumn> summarize_columns(std::span<const uint32_t> values, std::span<const uint8_t> marks,
                                         uint32_t max_columns, uint64_t positions) {
    const uint64_t n = values.size();
    positions = std::max(positions, n);
    const uint64_t columns = std::min<uint64_t>(positions, max_columns);
    std::vector<BarColumn> result;
    result.reserve(static_cast<size_t>(std::min(columns, n)));
    for (uint64_t c = 0; c < columns; ++c) {
        // 64-bit products: c * n overflows 32 bits at n = 2^24 and a few thousand columns.
        const auto begin = static_cast<size_t>(c * positions / columns);
        const auto end = static_cast<size_t>(std::min(n, (c + 1) * positions / columns));
        if (begin >= n) break;  // the rest hold no values
        const auto [lo, hi] = std::minmax_element(values.begin() + static_cast<std::ptrdiff_t>(begin),
                                                  values.begin() + static_cast<std::ptrdiff_t>(end));
        BarColumn& column = result.emplace_back();
        column.min = *lo;
        column.max = *hi;
        column.first = static_cast<uint32_t>(begin);
        column.count = static_cast<uint32_t>(end - begin);
        if (!marks.empty()) {
            for (size_t i = begin; i < end; ++i) column.marks |= marks[i];
        }
    }
    return result;
}

}  // namespace sortscope::diagram
