// split_ranking.glsl: a tile sorted stably by a digit with one-bit splits in shared memory, the ranking
// that needs no subgroup operations and whose shared memory does not grow with the bins. The kernel
// writes s_order[p] = digit << kDigitShift | p for each tile position p (kTile <= 65536 positions), then
// calls split_sort(); afterwards s_order lists the tile's positions sorted stably by digit.
const uint kDigitShift = 16u;  // s_order words: digit << 16 | tile position
const uint kPositionMask = 0xFFFFu;

shared uint s_order[kTile];
#pragma sortscope include "group_scan.glsl"

// One stable split of s_order per bit from first_bit to end_bit - 1, least significant first. In each,
// invocation t holds the ITEMS consecutive words t * ITEMS + j (blocked); the work group scans the
// invocations' counts of words with the bit clear; a word with the bit clear goes to (clear words before
// it), one with it set to (all clear words) + (set words before it). No atomics: their order would not
// be stable. Uniform control flow (the scan has barriers).
void split_sort(uint first_bit, uint end_bit) {
    const uint t = gl_LocalInvocationID.x;
    for (uint bit = first_bit; bit < end_bit; ++bit) {
        uint words[ITEMS];
        uint clear = 0u;
        for (uint j = 0u; j < ITEMS; ++j) {
            words[j] = s_order[t * ITEMS + j];
            clear += ((words[j] >> bit) & 1u) ^ 1u;
        }
        uint all_clear;
        // The scan's barriers also order every read of s_order above before the writes below.
        uint clear_before = group_exclusive_scan(clear, all_clear);
        uint set_before = t * ITEMS - clear_before;
        for (uint j = 0u; j < ITEMS; ++j) {
            if (((words[j] >> bit) & 1u) == 0u) {
                s_order[clear_before++] = words[j];
            } else {
                s_order[all_clear + set_before++] = words[j];
            }
        }
        barrier();
    }
}
