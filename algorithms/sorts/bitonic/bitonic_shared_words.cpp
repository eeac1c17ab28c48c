// Bitonic sort with shared-memory fusion: what each of its dispatches does, in one line for the plan
// (describe) and in seed 000's words for a classroom (narration).
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

std::string describe_bitonic_shared_step(const Step& step) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    const uint64_t tile = uint64_t{1} << args.tile_bit;
    std::ostringstream out;
    if (args.first_pass == 0) {
        out << "bitonic-shared: sort each tile of " << tile << " keys in shared memory, passes 0.." << args.last_pass;
    } else {
        out << "bitonic-shared: finish pass " << args.first_pass << " in shared memory, distances "
            << (tile / 2) << "..1";
    }
    out << " (" << step.stage_count << " stages fused, " << step.items << " keys per invocation in registers";
    if (args.shuffle_bits != 0) {
        const uint32_t low_bit = ceil_log2(step.items);
        out << ", distances " << (uint64_t{1} << low_bit) << ".." << (uint64_t{1} << (low_bit + args.shuffle_bits - 1))
            << (args.shuffles_emulated ? " by emulated subgroup shuffles (through shared memory)" : " by subgroup shuffles");
    }
    out << "); " << groups_text(step.groups, step.local_size);
    return out.str();
}

std::string describe_bitonic_fused_step(const Step& step) {
    const BitonicFusedArgs args = bitonic_fused_args(step);
    const uint32_t low_bit = args.high_bit + 1 - step.stage_count;
    std::ostringstream out;
    out << "bitonic-shared: pass " << args.pass_bit << " (blocks of " << (uint64_t{1} << (args.pass_bit + 1)) << "), ";
    if (step.stage_count == 1) {
        out << "distance " << (uint64_t{1} << args.high_bit);
    } else {
        out << "distances " << (uint64_t{1} << args.high_bit) << ".." << (uint64_t{1} << low_bit);
    }
    out << " in registers: "
        << step.stage_count << (step.stage_count == 1 ? " stage" : " stages") << " per read and write; each invocation holds "
        << step.items << " keys " << (uint64_t{1} << low_bit) << " apart; " << groups_text(step.groups, step.local_size);
    return out.str();
}

std::string narrate_bitonic_shared_step(const Plan&, const Step& step, const StepEffect& effect) {
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
    return text + swaps_sentence(effect.comparisons, effect.swaps);
}

std::string narrate_bitonic_fused_step(const Plan&, const Step& step, const StepEffect& effect) {
    const BitonicFusedArgs args = bitonic_fused_args(step);
    const uint64_t block = uint64_t{1} << (args.pass_bit + 1);
    const uint64_t low = uint64_t{1} << (args.high_bit + 1 - step.stage_count);
    std::string text = "Merging blocks of k = " + std::to_string(block) + ": the distances " + std::to_string(uint64_t{1} << args.high_bit) +
                       " down to " + std::to_string(low) + " cross tiles, so they run in global memory. Each invocation "
                       "reads " + std::to_string(step.items) + " keys " + std::to_string(low) + " apart, runs " +
                       count_of(step.stage_count, "stage", "stages") + " on them in registers, and writes them back: " +
                       "every key is read and written once for " + count_of(step.stage_count, "stage", "stages") + ". ";
    return text + swaps_sentence(effect.comparisons, effect.swaps);
}

}  // namespace sortscope::algo
