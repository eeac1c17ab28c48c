// LSD radix sort: Huang's worked count, prefix-sum and bin-start tables (Intel 2019), for the digit a
// step belongs to, with the cells the step (or the scan after a count) computes marked as results.
#include "algorithms/sorts/radix/radix.hpp"

#include <algorithm>

#include "algorithms/plan/parallel_for.hpp"

namespace sortscope::algo {

namespace {

// The digit a step belongs to, for tables: the same for its count, scan and scatter steps.
uint32_t step_shift(const Step& step) {
    switch (step.kernel) {
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd: {
            const ScanArgs args = scan_args(step);
            return args.digit * args.bits;
        }
        default: return radix_args(step).shift;
    }
}

uint32_t step_digit(const Step& step) {
    return step.kernel == KernelId::ScanBlocks || step.kernel == KernelId::ScanAdd ? scan_args(step).digit
                                                                                    : radix_args(step).digit;
}

std::vector<std::string> group_bin_columns(uint32_t bins) {
    std::vector<std::string> columns = {"group"};
    for (uint32_t b = 0; b < bins; ++b) columns.push_back("bin" + std::to_string(b));
    return columns;
}

}  // namespace

std::vector<Table> radix_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows) {
    const Options& options = plan.options;
    const RadixLayout layout = radix_layout(options);
    if (layout.levels.empty()) return {};
    const uint32_t shift = step_shift(step);
    const std::vector<uint32_t>& keys = before[keys_buffer(step.source)];
    const uint32_t groups = layout.groups;
    const uint32_t bins = layout.bins;

    // count[g * bins + b]: keys of tile g in bin b (array 0), computed from the digit's input keys. Runs
    // of tiles are counted in parallel, as many runs as the keys make chunks (each tile's row is its own).
    std::vector<uint64_t> count(size_t{groups} * bins, 0);
    const size_t chunks = std::min<size_t>(chunk_count(options.n), groups);
    parallel_chunks(chunks, [&](size_t chunk) {
        const ChunkRange tiles = chunk_range(groups, chunks, chunk);
        for (size_t g = tiles.begin; g < tiles.end; ++g) {
            const KeyRange tile = tile_keys(options, layout.tile, 0, static_cast<uint32_t>(g));
            uint64_t* row = count.data() + g * bins;
            for (size_t i = tile.begin; i < tile.end; ++i) ++row[radix_digit(options, keys[i], shift)];
        }
    });
    // prefix[g * bins + b]: Huang's PrefixSum[g][b], bin b's keys in tiles 0..g (inclusive).
    std::vector<uint64_t> prefix = count;
    for (size_t g = 1; g < groups; ++g) {
        for (size_t b = 0; b < bins; ++b) prefix[g * bins + b] += prefix[(g - 1) * bins + b];
    }
    auto prefix_at = [&](uint32_t g, uint32_t b) { return prefix[size_t{g} * bins + b]; };
    // start[b]: the sum of the totals PrefixSum[G-1][b'] of the lower bins b' < b.
    std::vector<uint64_t> start(bins, 0);
    for (uint32_t b = 1; b < bins; ++b) start[b] = start[b - 1] + prefix_at(groups - 1, b - 1);

    const std::string digit = radix_digit_name(step_digit(step), layout.bits) + " " + radix_digit_bits(shift, layout.bits);
    auto group_rows = [&](Table& table, auto cell) {
        for (uint32_t g = 0; g < groups; ++g) {
            add_row(table, max_rows, [&] {
                std::vector<std::string> row = {std::to_string(g)};
                for (uint32_t b = 0; b < bins; ++b) row.push_back(std::to_string(cell(g, b)));
                return row;
            });
        }
    };

    Table counts_table;
    counts_table.title = digit + ": how many keys of each work group's tile (" +
                         std::to_string(layout.tile) + " keys) fall in each bin" + (options.batch > 1 ? ", array 0" : "");
    counts_table.columns = group_bin_columns(bins);
    group_rows(counts_table, [&](uint32_t g, uint32_t b) { return count[size_t{g} * bins + b]; });

    Table prefix_table;
    prefix_table.title = digit + ": the running total down each bin's column, PrefixSum[g][b] = keys of bin b in "
                         "work groups 0..g; the last row is each bin's total";
    prefix_table.columns = group_bin_columns(bins);
    group_rows(prefix_table, prefix_at);

    Table start_table;
    start_table.title = digit + ": each bin's total PrefixSum[G-1][b] and where the bin starts in the output, "
                        "start(b) = PrefixSum[G-1][0] + ... + PrefixSum[G-1][b-1]";
    start_table.columns = {"bin", "total", "start"};
    for (uint32_t b = 0; b < bins; ++b) {
        add_row(start_table, max_rows, [&] {
            return std::vector<std::string>{std::to_string(b), std::to_string(prefix_at(groups - 1, b)), std::to_string(start[b])};
        });
    }

    Table write_table;
    write_table.title = digit + ": where work group g writes its keys of bin b, "
                        "start(b) + PrefixSum[g-1][b] (the scanned count table)";
    write_table.columns = group_bin_columns(bins);
    group_rows(write_table, [&](uint32_t g, uint32_t b) { return start[b] + (g > 0 ? prefix_at(g - 1, b) : 0); });

    // What this step computes: the count step the counts (the prefix sums come with the scan after it),
    // the scan steps the prefix sums and starts; the scatter reads them all and writes keys.
    const bool count_step = step.kernel == KernelId::RadixCount;
    const bool scan_step = step.kernel == KernelId::ScanBlocks || step.kernel == KernelId::ScanAdd;
    if (count_step) mark_results_after_first(counts_table);
    for (Table* scanned : {&prefix_table, &start_table, &write_table}) {
        if (count_step || scan_step) mark_results_after_first(*scanned);
        scanned->filled_later = count_step;
    }
    return {counts_table, prefix_table, start_table, write_table};
}

}  // namespace sortscope::algo
