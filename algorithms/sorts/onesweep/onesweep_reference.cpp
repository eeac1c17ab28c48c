// Onesweep's CPU references: the sequential meaning of each of its kernels over every array of the
// batch (the histograms, their scan, the portable path's count, and a pass of either path).
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>

namespace sortscope::algo {

namespace {

size_t table_index(const OnesweepLayout& layout, uint32_t array, uint32_t bin, uint32_t tile) {
    return (size_t{array} * kOnesweepBins + bin) * layout.tiles + tile;
}

size_t status_index(const OnesweepLayout& layout, uint32_t region, uint32_t array, uint32_t tile, uint32_t bin) {
    return size_t{layout.status_offset[region]} + (size_t{array} * layout.tiles + tile) * kOnesweepBins + bin;
}

size_t hist_index(uint32_t offset, uint32_t array, uint32_t digit, uint32_t bin) {
    return size_t{offset} + (size_t{array} * kOnesweepDigits + digit) * kOnesweepBins + bin;
}

}  // namespace

StepEffect onesweep_histogram_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const uint32_t offset = onesweep_histogram_args(step).hist;
    StepEffect effect;
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (size_t i = size_t{array} * options.n; i < size_t{array + 1} * options.n; ++i) {
            const uint32_t order = sort_key(options.key_type, options.descending, keys[i]);
            for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
                ++counts[hist_index(offset, array, digit, (order >> (digit * kOnesweepBits)) & (kOnesweepBins - 1))];
            }
            ++effect.comparisons;
        }
    }
    return effect;
}

StepEffect onesweep_scan_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const OnesweepScanArgs args = onesweep_scan_args(step);
    const uint32_t hist = args.hist;
    const uint32_t starts = args.starts;
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
            uint32_t running = array * options.n;
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
                const size_t at = hist_index(hist, array, digit, bin);
                counts[hist_index(starts, array, digit, bin)] = running;
                running += counts[at];
                counts[at] = 0;  // cleared for the next run's histogram, which adds to it
            }
        }
    }
    return {};
}

StepEffect onesweep_count_reference(const Plan& plan, const Step& step, State& state) {
    const OnesweepLayout layout = onesweep_layout(plan.options);
    count_digit(plan.options, state[keys_buffer(step.source)], state[BufferId::Counts], kOnesweepBits,
                radix_args(step).shift, layout.tile, layout.tiles);
    return {};
}

StepEffect onesweep_pass_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    const OnesweepPassArgs args = onesweep_pass_args(step);
    const bool lookback = args.lookback;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    const uint32_t region = lookback && args.status == layout.status_offset[1] ? 1 : 0;
    StepEffect effect;
    std::vector<uint32_t> next(kOnesweepBins);
    std::vector<uint32_t> before(kOnesweepBins);  // look-back: keys of each bin in earlier tiles
    for (uint32_t array = 0; array < options.batch; ++array) {
        // The tile counter: every group drew a number, and the one that drew the last reset it.
        if (lookback) counts[size_t{args.counter} + array] = 0;
        std::fill(before.begin(), before.end(), 0u);
        for (uint32_t tile = 0; tile < layout.tiles; ++tile) {
            const KeyRange range = tile_keys(options, layout.tile, array, tile);
            std::vector<uint32_t> tile_counts(kOnesweepBins, 0);
            for (size_t i = range.begin; i < range.end; ++i) ++tile_counts[onesweep_digit(options, keys[i], args.shift)];
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
                if (lookback) {
                    next[bin] = counts[size_t{args.starts} + size_t{array} * kOnesweepDigits * kOnesweepBins + bin] + before[bin];
                    before[bin] += tile_counts[bin];
                    // What the tile leaves in its status word (its inclusive prefix), and the other
                    // region's word it clears.
                    counts[status_index(layout, region, array, tile, bin)] = (kStatusPrefix << kStatusShift) | before[bin];
                    counts[status_index(layout, 1 - region, array, tile, bin)] = 0;
                } else {
                    next[bin] = counts[table_index(layout, array, bin, tile)];
                }
            }
            for (size_t i = range.begin; i < range.end; ++i) {
                const uint32_t to = next[onesweep_digit(options, keys[i], args.shift)]++;
                keys_out[to] = keys[i];
                if (options.values) values_out[to] = values[i];
                ++effect.comparisons;
                if (to != i) ++effect.swaps;
            }
        }
    }
    return effect;
}

}  // namespace sortscope::algo
