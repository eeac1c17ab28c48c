// Narration of each kernel's dispatches (see narration.hpp). Sentences use the seeds' own words: pass,
// distance, flip, tile, rank, bin, prefix sum.
#include "algorithms/teaching/narration.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "algorithms/costs/traffic.hpp"
#include "algorithms/plan/network.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

namespace {

std::string swaps_sentence(const StepEffect& effect) {
    if (effect.comparisons == 0) return "No pair lies inside the n keys, so nothing moves.";
    return with_separators(effect.swaps) + " of " + count_of(effect.comparisons, "pair", "pairs") + " swapped.";
}

// Seed 000's terms: stage k = the block being merged, j = the partner distance.
std::string bitonic_step(const Step& step, const StepEffect& effect) {
    const BitonicArgs args = bitonic_args(step);
    const uint64_t block = uint64_t{1} << (args.pass_bit + 1);
    const uint64_t distance = uint64_t{1} << args.distance_bit;
    std::string text = "Stage k = " + std::to_string(block) + ", j = " + std::to_string(distance) +
                       ": each pair is i and i XOR " + std::to_string(distance) + " (bit " +
                       std::to_string(args.distance_bit) + " of i clear); ";
    if (args.pass_bit + 1 < ceil_log2(step.params.n)) {
        text += std::string("pairs with bit ") + std::to_string(args.pass_bit + 1) + " of i " +
                (args.flip_parity != 0 ? "clear" : "set") + " sort descending, so the next pass can merge blocks of " +
                std::to_string(2 * block) + ". ";
    } else {
        text += "every pair sorts ascending: this last pass finishes the sort. ";
    }
    return text + swaps_sentence(effect);
}

std::string bitonic_shared_step(const Step& step, const StepEffect& effect) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    const uint64_t tile = uint64_t{1} << args.tile_bit;
    std::string text = "Each work group copies a tile of " + std::to_string(tile) + " keys into shared memory, runs " +
                       count_of(step.stage_count, "stage", "stages") + " there, and writes the tile back: one read and one "
                       "write of every key instead of " + std::to_string(step.stage_count) + ". Each invocation holds " +
                       std::to_string(step.items) + " keys in registers, so it runs several stages between barriers. ";
    if (args.shuffle_bits != 0) {
        const uint32_t low_bit = ceil_log2(step.items);
        text += "The distances " + std::to_string(uint64_t{1} << low_bit) + " to " +
                std::to_string(uint64_t{1} << (low_bit + args.shuffle_bits - 1)) +
                " pair invocations of one subgroup, which swap keys by shuffles: no shared memory, no barrier. ";
    }
    if (args.first_pass == 0) {
        text += "Passes 0 to " + std::to_string(args.last_pass) + " sort every tile, alternating directions. ";
    } else {
        text += "It finishes pass " + std::to_string(args.first_pass) + " for all distances shorter than the tile. ";
    }
    return text + swaps_sentence(effect);
}

std::string bitonic_fused_step(const Step& step, const StepEffect& effect) {
    const BitonicFusedArgs args = bitonic_fused_args(step);
    const uint64_t block = uint64_t{1} << (args.pass_bit + 1);
    const uint64_t low = uint64_t{1} << (args.high_bit + 1 - step.stage_count);
    std::string text = "Stage k = " + std::to_string(block) + ": the distances " + std::to_string(uint64_t{1} << args.high_bit) +
                       " down to " + std::to_string(low) + " cross tiles, so they run in global memory. Each invocation "
                       "reads " + std::to_string(step.items) + " keys " + std::to_string(low) + " apart, runs " +
                       count_of(step.stage_count, "stage", "stages") + " on them in registers, and writes them back: " +
                       "every key is read and written once for " + count_of(step.stage_count, "stage", "stages") + ". ";
    return text + swaps_sentence(effect);
}

std::string rank_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    const uint32_t n = plan.options.n;
    const RankColumns columns = rank_columns(step);
    std::string text = "Every key counts the keys that come before it (smaller, or equal and earlier): that count is "
                       "its place, so all " + std::to_string(n) + " keys move to their places at once. ";
    if (!columns.first_chunk || !columns.last_chunk) {
        // A split count (rank.hpp): this dispatch is one share of the counting.
        text = "Every key counts the keys that come before it among keys " + std::to_string(columns.first) + " to " +
               std::to_string(columns.end - 1) + " only, and adds that to its count so far: the count is split over " +
               "dispatches so that none runs long. ";
        if (!columns.last_chunk) return text + "No key moves yet.";
        text += "This is the last share, so every key now moves to its place. ";
    }
    if (step.kernel == KernelId::RankShared) {
        text += "The keys are counted from blocks copied into shared memory, " + std::to_string(step.items * step.local_size) +
                " at a time. ";
    }
    return text + with_separators(effect.swaps) + " of " + count_of(n, "key", "keys") + " changed position.";
}

// Seed 001's terms: the merge group size, the stride, the normalised index i_loc.
std::string odd_even_merge_step(const Step& step, const StepEffect& effect) {
    const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
    const uint32_t size = layer.size();
    std::string text = "Merging groups of " + std::to_string(size) + ", stride " + std::to_string(layer.stride) + ": ";
    if (layer.inner_remainder == 0) {
        text += "each key i in the first half of its group meets i + " + std::to_string(layer.stride) +
                " in the second half (the two sorted halves are compared position by position). ";
    } else {
        text += "the normalised index i_loc = i / " + std::to_string(layer.stride) +
                " picks the left keys: odd i_loc that is not the last in its group of " + std::to_string(layer.inner_size()) +
                "; each meets i + " + std::to_string(layer.stride) + ". ";
    }
    return text + swaps_sentence(effect);
}

std::string odd_even_merge_shared_step(const Step& step, const StepEffect& effect) {
    return "Each work group loads one whole array into shared memory and runs all " + count_of(step.stage_count, "layer", "layers") +
           " of the odd-even merge network there, with a barrier between layers: one dispatch for the whole batch. " +
           swaps_sentence(effect);
}

std::string odd_even_merge_window_step(const Step& step, const StepEffect& effect) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
    const uint32_t tile = step.local_size * step.items;
    const std::string trips = "one trip through global memory instead of " + std::to_string(args.layer_count) + ". ";
    std::string text;
    if (args.first_layer == 0) {
        text = "Each work group copies a tile of " + std::to_string(tile) + " keys into shared memory and runs all " +
               count_of(args.layer_count, "layer", "layers") + " of the merges of groups of 2 to " +
               std::to_string(last.size()) + " there: those pairs never leave a tile, so this is " + trips;
    } else if (args.halo_rows == 0) {
        text = "Merging groups of " + std::to_string(last.size()) + ", strides " + std::to_string(first.stride) + " to " +
               std::to_string(last.stride) + ": these layers pair only keys whose positions agree below bit " +
               std::to_string(args.low_bit) + ", so the " + std::to_string(args.segment_rows) + " keys of one such "
               "family in one group (rows " + std::to_string(1u << args.low_bit) + " apart) never meet any other. A work "
               "group loads whole families, " + std::to_string(1u << args.lane_bits) + " side by side, and runs the " +
               count_of(args.layer_count, "layer", "layers") + " in shared memory: " + trips;
    } else {
        text = "Merging groups of " + std::to_string(last.size()) + ", strides " + std::to_string(first.stride) + " to " +
               std::to_string(last.stride) + ": these layers cross every tile boundary, but together they move a key "
               "fewer than " + std::to_string(args.halo_rows) + " rows. So each work group also loads " +
               std::to_string(args.halo_rows) + " rows on each side of its " + std::to_string(args.segment_rows) +
               ", runs the " + count_of(args.layer_count, "layer", "layers") + " in shared memory, and writes back only its "
               "own rows, which come out exactly as the network leaves them: " + trips;
    }
    return text + swaps_sentence(effect);
}

std::string odd_even_transposition_step(const Step& step, const StepEffect& effect) {
    const OddEvenTranspositionArgs args = odd_even_transposition_args(step);
    return "Phase " + std::to_string(args.phase) + " (" + (args.parity == 0 ? "even" : "odd") + "): every key at an " +
           (args.parity == 0 ? "even" : "odd") + " position i meets its neighbour i + 1. After n phases even the key "
           "that had to travel the whole way has arrived. " + swaps_sentence(effect);
}

std::string radix_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    const uint32_t n = plan.options.n;
    switch (step.kernel) {
        case KernelId::RadixCount: {
            const RadixArgs args = radix_args(step);
            return "Digit " + std::to_string(args.digit) + " is bits " + std::to_string(args.shift) + " to " +
                   std::to_string(args.shift + args.bits - 1) + " of each key. Every work group counts how many keys of its tile fall in "
                   "each of the " + std::to_string(1u << args.bits) + " bins, and writes its row of the count table (seed 004's Figure 4).";
        }
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd: {
            const ScanArgs args = scan_args(step);
            std::string text = "Prefix sum of the count table, on the GPU: ";
            text += step.kernel == KernelId::ScanBlocks
                        ? "each work group sums a block of the table in place, running total by running total" +
                              std::string(args.sums != kNoSums ? ", and passes its block's total up a level. " : ". ")
                        : "each block adds the scanned total of the blocks before it. ";
            return text + "Afterwards every entry says where one work group starts writing one bin (Figure 5).";
        }
        case KernelId::RadixScatter: {
            const RadixArgs args = radix_args(step);
            return "Each work group sorts its tile by digit " + std::to_string(args.digit) + " in shared memory, keeping equal digits in "
                   "order, and writes each key to its bin's start plus the keys of that bin before it. " +
                   with_separators(effect.swaps) + " of " + count_of(n, "key", "keys") + " changed position.";
        }
        default: break;
    }
    return describe(step);
}

std::string onesweep_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    const uint32_t n = plan.options.n;
    switch (step.kernel) {
        case KernelId::OnesweepHistogram:
            return "One read of all " + count_of(n, "key", "keys") + " counts the bins of all four 8-bit digits at once. "
                   "From these four histograms every bin's start is known before the first pass moves a key.";
        case KernelId::OnesweepScan:
            return "A small prefix sum per digit: bin b starts after all the keys of bins 0 .. b-1. Four scans of 256 "
                   "counts, one work group each.";
        case KernelId::OnesweepCount:
            return "Portable path: every tile counts its keys per bin into a table, which the prefix sum then scans. "
                   "It reads every key once here and once more in the scatter: the look-back path saves this read.";
        case KernelId::OnesweepPass: {
            const OnesweepPassArgs args = onesweep_pass_args(step);
            const bool lookback = args.clear != kNoSums;
            std::string text = "Digit " + std::to_string(args.digit) + ": each tile ranks its keys by the digit, ";
            text += lookback ? "publishes its bin counts, and looks back: it adds the counts of the tiles before it "
                               "until it meets one that already knows its total (an inclusive prefix). So it learns where "
                               "its keys go without a separate count dispatch, and each key is read once and written once, "
                               "where radix reads it twice per digit. "
                             : "takes its bins' places from the scanned table, and writes its keys there. ";
            return text + with_separators(effect.swaps) + " of " + count_of(n * plan.options.batch, "key", "keys") +
                   " changed position.";
        }
        default: break;
    }
    return describe(step);
}

}  // namespace

std::string narrate(const Plan& plan, const Step& step, const StepEffect& effect) {
    switch (step.kernel) {
        case KernelId::BitonicStep: return bitonic_step(step, effect);
        case KernelId::BitonicShared: return bitonic_shared_step(step, effect);
        case KernelId::BitonicFused: return bitonic_fused_step(step, effect);
        case KernelId::Rank:
        case KernelId::RankShared: return rank_step(plan, step, effect);
        case KernelId::OddEvenMergeStep: return odd_even_merge_step(step, effect);
        case KernelId::OddEvenMergeShared: return odd_even_merge_shared_step(step, effect);
        case KernelId::OddEvenTranspositionStep: return odd_even_transposition_step(step, effect);
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd:
            if (plan.algorithm == "onesweep") {
                return "Prefix sum of the tiles' count table, as in radix: afterwards each entry says where one tile "
                       "starts writing one bin.";
            }
            return radix_step(plan, step, effect);
        case KernelId::RadixCount:
        case KernelId::RadixScatter: return radix_step(plan, step, effect);
        case KernelId::OnesweepHistogram:
        case KernelId::OnesweepScan:
        case KernelId::OnesweepCount:
        case KernelId::OnesweepPass: return onesweep_step(plan, step, effect);
        case KernelId::OddEvenMergeWindow: return odd_even_merge_window_step(step, effect);
        default: break;
    }
    return describe(step);
}

std::string narrate_start(const Plan& plan) {
    if (plan.steps.empty()) return "Nothing to sort: with fewer than two keys the plan has no dispatches.";
    std::string text = "The plan has " + count_of(plan.steps.size(), "dispatch", "dispatches");
    if (plan.is_network()) {
        text += " running " + count_of(comparator_count(plan), "comparator", "comparators") + " in " +
                count_of(plan.stage_count(), "stage", "stages");
        // What fusing buys: a pass over global memory reads and writes every key once, and a network's
        // time is mostly those passes.
        const auto pass_bytes = static_cast<uint64_t>(pass_bytes_per_key(plan)) * plan.total_keys();
        char passes_text[32];
        std::snprintf(passes_text, sizeof passes_text, "%.0f", global_passes(plan));
        text += ". Its dispatches make " + std::string(passes_text) + " passes over global memory, each reading and "
                "writing all " + std::to_string(pass_bytes) + " bytes of the keys" +
                (plan.steps.size() < plan.stage_count() ? std::string(", where one dispatch per stage would make ") +
                                                              std::to_string(plan.stage_count())
                                                        : std::string());
    }
    text += ". Press Right to run the first one, Space to play.";
    if (plan.is_network() && next_power_of_two(plan.options.n) != plan.options.n) {
        text += " Positions " + std::to_string(plan.options.n) + " to " + std::to_string(next_power_of_two(plan.options.n) - 1) +
                " do not exist: they act as +infinity and are never touched.";
    }
    return text;
}

}  // namespace sortscope::algo
