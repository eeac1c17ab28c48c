// LSD radix sort (Huang, Intel 2019): the CPU references of its four kernels, radix_count, scan_blocks, scan_add
// and radix_scatter, each the sequential meaning of one dispatch over every array of the batch.
#include "algorithms/sorts/radix/radix.hpp"

#include <algorithm>

namespace sortscope::algo {

void count_digit(const Options& options, const std::vector<uint32_t>& keys, std::vector<uint32_t>& counts,
                 uint32_t bits, uint32_t shift, uint32_t tile, uint32_t tiles) {
    const uint32_t bins = 1u << bits;
    auto entry = [&](uint32_t array, uint32_t bin, uint32_t group) { return (size_t{array} * bins + bin) * tiles + group; };
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t group = 0; group < tiles; ++group) {
            for (uint32_t bin = 0; bin < bins; ++bin) counts[entry(array, bin, group)] = 0;
            const KeyRange range = tile_keys(options, tile, array, group);
            for (size_t i = range.begin; i < range.end; ++i) {
                const uint32_t digit = (sort_key(options.key_type, options.descending, keys[i]) >> shift) & (bins - 1);
                ++counts[entry(array, digit, group)];
            }
        }
    }
}

StepEffect radix_count_reference(const Plan& plan, const Step& step, State& state) {
    const RadixLayout layout = radix_layout(plan.options);
    count_digit(plan.options, state[keys_buffer(step.source)], state[BufferId::Counts], layout.bits,
                radix_args(step).shift, layout.tile, layout.groups);
    // Every key was put in its bin (counted there): the header's "keys binned" counts it, as it counts
    // the scatter's ranking of each key in its bin.
    StepEffect effect;
    effect.comparisons = uint64_t{plan.options.batch} * plan.options.n;
    return effect;
}

StepEffect scan_blocks_reference(const Plan&, const Step& step, State& state) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t b = 0; b < step.groups; ++b) {
        const size_t begin = size_t{args.offset} + size_t{b} * block;
        const size_t end = size_t{args.offset} + std::min<size_t>(size_t{b + 1} * block, args.length);
        uint32_t running = 0;
        for (size_t i = begin; i < end; ++i) {
            const uint32_t value = counts[i];
            counts[i] = running;
            running += value;
        }
        if (args.sums != kNoSums) counts[size_t{args.sums} + b] = running;
    }
    return {};
}

StepEffect scan_add_reference(const Plan&, const Step& step, State& state) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t b = 0; b < step.groups; ++b) {
        const uint32_t add = counts[size_t{args.sums} + b];
        const size_t begin = size_t{args.offset} + size_t{b} * block;
        const size_t end = size_t{args.offset} + std::min<size_t>(size_t{b + 1} * block, args.length);
        for (size_t i = begin; i < end; ++i) counts[i] += add;
    }
    return {};
}

StepEffect radix_scatter_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const RadixLayout layout = radix_layout(options);
    const RadixArgs args = radix_args(step);
    const std::vector<uint32_t>& counts = state[BufferId::Counts];
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    StepEffect effect;
    std::vector<uint32_t> next(layout.bins);
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t group = 0; group < layout.groups; ++group) {
            // The scanned table holds where this tile's first key of each bin goes; the tile's keys of one
            // bin follow in input order (the scatter is stable).
            for (uint32_t bin = 0; bin < layout.bins; ++bin) next[bin] = counts[radix_table_index(layout, array, bin, group)];
            const KeyRange tile = tile_keys(options, layout.tile, array, group);
            for (size_t i = tile.begin; i < tile.end; ++i) {
                const uint32_t to = next[radix_digit(options, keys[i], args.shift)]++;
                keys_out[to] = keys[i];
                if (options.values) values_out[to] = values[i];
                ++effect.comparisons;
                if (to != i) ++effect.swaps;  // the key lands at another position (the "moves" of the counters)
            }
        }
    }
    return effect;
}

}  // namespace sortscope::algo
