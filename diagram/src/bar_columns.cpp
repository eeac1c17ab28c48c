// Per-pixel-column min..max of the values (see bar_columns.hpp).
#include "sortscope/diagram/bar_columns.hpp"

#include <algorithm>

#include "algorithms/plan/parallel_for.hpp"

namespace sortscope::diagram {

std::vector<BarColumn> summarize_columns(std::span<const uint32_t> values, std::span<const uint8_t> marks,
                                         uint32_t max_columns, uint64_t positions) {
    const uint64_t n = values.size();
    positions = std::max(positions, n);
    const uint64_t columns = std::min<uint64_t>(positions, max_columns);
    // 64-bit products: c * n overflows 32 bits at n = 2^24 and a few thousand columns.
    auto first_of = [&](uint64_t c) { return static_cast<size_t>(c * positions / columns); };
    // The columns holding values: the rest (past n) hold none.
    uint64_t filled = 0;
    while (filled < columns && first_of(filled) < n) ++filled;
    std::vector<BarColumn> result(static_cast<size_t>(filled));
    // Columns are independent: runs of them are summarised in parallel, as many runs as the values make
    // chunks.
    const size_t chunks = std::min<size_t>(algo::chunk_count(static_cast<size_t>(n)), static_cast<size_t>(std::max<uint64_t>(1, filled)));
    algo::parallel_chunks(chunks, [&](size_t chunk) {
        const algo::ChunkRange run = algo::chunk_range(static_cast<size_t>(filled), chunks, chunk);
        for (size_t c = run.begin; c < run.end; ++c) {
            const size_t begin = first_of(c);
            const auto end = static_cast<size_t>(std::min<uint64_t>(n, (c + 1) * positions / columns));
            const auto [lo, hi] = std::minmax_element(values.begin() + static_cast<std::ptrdiff_t>(begin),
                                                      values.begin() + static_cast<std::ptrdiff_t>(end));
            BarColumn& column = result[c];
            column.min = *lo;
            column.max = *hi;
            column.first = static_cast<uint32_t>(begin);
            column.count = static_cast<uint32_t>(end - begin);
            if (!marks.empty()) {
                for (size_t i = begin; i < end; ++i) column.marks |= marks[i];
            }
        }
    });
    return result;
}

}  // namespace sortscope::diagram
