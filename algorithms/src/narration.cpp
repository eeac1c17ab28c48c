// Narration of each kernel's dispatches (see narration.hpp). Sentences use the seeds' own words: pass,
// distance, flip, tile, rank, bin, prefix sum.
#include "sortscope/algo/narration.hpp"

#include <algorithm>
#include <string>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/bitonic_shared.hpp"
#include "sortscope/algo/network.hpp"

namespace sortscope::algo {

namespace {

std::string count_of(uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string swaps_sentence(const StepEffect& effect) {
    if (effect.comparisons == 0) return "No pair lies inside the n keys, so nothing moves.";
    return std::to_string(effect.swaps) + " of " + count_of(effect.comparisons, "pair", "pairs") + " swapped.";
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
                       count_of(step.stage_count, "stage", "stages") + " there with a barrier between them, and writes "
                       "the tile back: one trip through global memory instead of " + std::to_string(step.stage_count) + ". ";
    if (args.first_pass == 0) {
        text += "Passes 0 to " + std::to_string(args.last_pass) + " sort every tile, alternating directions. ";
    } else {
        text += "It finishes pass " + std::to_string(args.first_pass) + " for all distances shorter than the tile. ";
    }
    return text + swaps_sentence(effect);
}

std::string rank_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    const uint32_t n = plan.options.n;
    std::string text = "Every key counts the keys that come before it (smaller, or equal and earlier): that count is "
                       "its place, so all " + std::to_string(n) + " keys move to their places at once. ";
    if (step.kernel == KernelId::RankShared) {
        text += "The keys are counted from blocks copied into shared memory, " + std::to_string(step.items * step.local_size) +
                " at a time. ";
    }
    return text + std::to_string(effect.swaps) + " of " + count_of(n, "key", "keys") + " changed position.";
}

}  // namespace

std::string narrate(const Plan& plan, const Step& step, const StepEffect& effect) {
    switch (step.kernel) {
        case KernelId::BitonicStep: return bitonic_step(step, effect);
        case KernelId::BitonicShared: return bitonic_shared_step(step, effect);
        case KernelId::Rank:
        case KernelId::RankShared: return rank_step(plan, step, effect);
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
    }
    text += ". Press Right to run the first one, Space to play.";
    if (plan.is_network() && next_power_of_two(plan.options.n) != plan.options.n) {
        text += " Positions " + std::to_string(plan.options.n) + " to " + std::to_string(next_power_of_two(plan.options.n) - 1) +
                " do not exist: they act as +infinity and are never touched.";
    }
    return text;
}

}  // namespace sortscope::algo
