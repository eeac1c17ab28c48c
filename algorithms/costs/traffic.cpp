// The bytes-moved model (see traffic.hpp): per-kernel byte counts from a plan's steps, and the closed
// forms of the comparators of the global network steps.
#include "algorithms/costs/traffic.hpp"

#include <algorithm>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

namespace {

constexpr uint64_t kWord = 4;
constexpr uint32_t kSectorKeys = 8;  // 32-byte DRAM sectors of 4-byte keys

// Numbers x in [0, m) with bit b clear: whole blocks of 2^(b+1) hold 2^b each, the partial block
// min(its length, 2^b).
uint64_t count_bit_clear(uint64_t m, uint32_t b) {
    const uint64_t half = uint64_t{1} << b;
    return (m >> (b + 1)) * half + std::min(m & (2 * half - 1), half);
}

// Bitonic stage with distance d = 2^b: p0 runs over the numbers with bit b clear, p1 = p0 + d, and the
// comparator exists when p1 < n, i.e. p0 < n - d.
uint64_t bitonic_comparators(uint32_t n, uint32_t distance_bit) {
    const uint64_t distance = uint64_t{1} << distance_bit;
    return n > distance ? count_bit_clear(n - distance, distance_bit) : 0;
}

// Normalised indices q in [0, count) that pass the odd-even merge predicate
// (q & 1) == remainder && (q & last) < last, with last + 1 = P a power of two >= 2. In each period of
// P, q = P - 1 is odd and fails the second test: P/2 pass for remainder 0 and P/2 - 1 for remainder 1.
// A partial period of R < P holds (R + 1) / 2 even and R / 2 odd q, none of them P - 1.
uint64_t odd_even_merge_passing(uint64_t count, uint32_t remainder, uint32_t last) {
    const uint64_t period = uint64_t{last} + 1;
    const uint64_t per_period = remainder == 0 ? period / 2 : period / 2 - 1;
    const uint64_t rest = count % period;
    return count / period * per_period + (remainder == 0 ? (rest + 1) / 2 : rest / 2);
}

// Odd-even merge layer: left indices i in [0, n - stride) whose i_loc = i >> tz passes. Every whole
// i_loc below (n - stride) >> tz stands for `stride` indices; the last, partial one for the rest.
uint64_t odd_even_merge_comparators(uint32_t n, const OddEvenMergeLayer& layer) {
    if (n <= layer.stride) return 0;
    const uint64_t m = n - layer.stride;
    const uint64_t whole = m >> layer.stride_trailing_zeros;
    const uint64_t partial = m & (uint64_t{layer.stride} - 1);
    const bool last_passes = odd_even_merge_passing(whole + 1, layer.inner_remainder, layer.inner_last) >
                             odd_even_merge_passing(whole, layer.inner_remainder, layer.inner_last);
    return odd_even_merge_passing(whole, layer.inner_remainder, layer.inner_last) * layer.stride +
           (last_passes ? partial : 0);
}

}  // namespace

uint64_t global_step_comparators(const Step& step) {
    switch (step.kernel) {
        case KernelId::BitonicStep: return bitonic_comparators(step.params.n, bitonic_args(step).distance_bit);
        case KernelId::OddEvenMergeStep: return odd_even_merge_comparators(step.params.n, odd_even_merge_layer_args(step));
        case KernelId::OddEvenTranspositionStep: return step.params.work_items;  // the plan launches exactly these
        default: return 0;
    }
}

uint64_t step_bytes(const Plan& plan, const Step& step) {
    const Options& options = plan.options;
    const uint64_t n = options.n;
    const uint64_t batch = options.batch;
    // Bytes of one key moved (read or written) with its value, if any.
    const uint64_t item = options.values ? 2 * kWord : kWord;
    switch (step.kernel) {
        case KernelId::BitonicStep:
        case KernelId::OddEvenTranspositionStep: return batch * global_step_comparators(step) * 4 * item;
        case KernelId::OddEvenMergeStep: {
            // DRAM moves whole 32-byte sectors (8 keys). A layer with stride below 8 leaves no sector
            // untouched (each sector holds a compared key), so it moves the whole array like a copy; from
            // stride 8 on, the keys it skips are whole sectors and the comparators count.
            const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
            if (layer.stride < kSectorKeys) return batch * n * 2 * item;
            return batch * global_step_comparators(step) * 4 * item;
        }
        case KernelId::BitonicShared:
        case KernelId::BitonicFused:
        case KernelId::OddEvenMergeShared: return batch * n * 2 * item;
        case KernelId::Rank:
        case KernelId::RankShared: {
            // A chunked plan (rank.hpp) reads only its columns, and keeps the counts between dispatches.
            const RankColumns columns = rank_columns(step);
            const uint64_t width = columns.end - columns.first;
            const uint64_t groups = (n + step.local_size - 1) / step.local_size;
            const uint64_t compared = step.kernel == KernelId::Rank ? n * width : groups * width;
            const uint64_t counts = (columns.first_chunk ? 0 : n) + (columns.last_chunk ? 0 : n);
            const uint64_t moved = columns.last_chunk ? 2 * n * item : n * kWord;
            return batch * ((compared + counts) * kWord + moved);
        }
        case KernelId::RadixCount:
        case KernelId::RadixScatter: {
            const uint64_t table = (uint64_t{1} << options.radix_bits) * step.groups * kWord;
            return batch * (step.kernel == KernelId::RadixCount ? n * kWord + table : 2 * n * item + table);
        }
        case KernelId::ScanBlocks: {
            const ScanArgs args = scan_args(step);
            return kWord * (2 * uint64_t{args.length} + (args.sums != kNoSums ? step.groups : 0));
        }
        case KernelId::ScanAdd: {
            const ScanArgs args = scan_args(step);
            const uint64_t first_block = std::min<uint64_t>(args.length, uint64_t{step.local_size} * step.items);
            return kWord * (step.groups + 2 * (args.length - first_block));
        }
        case KernelId::Copy: return 2 * kWord * 4 * uint64_t{step.params.arg[0]};
        // The histogram reads every key once (its atomics go to a table of 1024 words per array); the
        // scan touches those tables; a count reads the keys and writes a table row of 256 per tile.
        case KernelId::OnesweepHistogram: return batch * n * kWord;
        case KernelId::OnesweepScan: return batch * 3 * kOnesweepDigits * kOnesweepBins * kWord;
        case KernelId::OnesweepCount: return batch * (n * kWord + uint64_t{kOnesweepBins} * step.groups * kWord);
        // A pass reads and writes every key (and value) once; its status words or table row, 256 per
        // tile (the look-back also clears the other region's), are small beside them.
        case KernelId::OnesweepPass: {
            const bool lookback = onesweep_pass_args(step).clear != kNoSums;
            return batch * (2 * n * item + uint64_t{kOnesweepBins} * step.groups * kWord * (lookback ? 2 : 1));
        }
        // Every key is read and written once; a halo window also reads its halo rows, those inside the
        // merge group: a group of G rows in G/S segments loads G + 2H (G/S - 1) rows.
        case KernelId::OddEvenMergeWindow: {
            const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
            uint64_t reads = n;
            if (args.halo_rows != 0) {
                const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
                const uint64_t group_rows = uint64_t{last.size()} >> args.low_bit;
                const uint64_t segments = group_rows / args.segment_rows;
                reads = n * (group_rows + 2 * uint64_t{args.halo_rows} * (segments - 1)) / group_rows;
            }
            return batch * (reads + n) * item;
        }
    }
    return 0;
}

uint64_t plan_bytes(const Plan& plan) {
    uint64_t bytes = 0;
    for (const Step& step : plan.steps) bytes += step_bytes(plan, step);
    return bytes;
}

double bytes_per_key(const Plan& plan) {
    const uint64_t keys = plan.total_keys();
    return keys == 0 ? 0.0 : static_cast<double>(plan_bytes(plan)) / static_cast<double>(keys);
}

double pass_bytes_per_key(const Plan& plan) { return 2.0 * static_cast<double>(plan.options.values ? 2 * kWord : kWord); }

double global_passes(const Plan& plan) { return bytes_per_key(plan) / pass_bytes_per_key(plan); }

}  // namespace sortscope::algo
