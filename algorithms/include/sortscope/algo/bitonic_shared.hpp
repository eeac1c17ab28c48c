// Bitonic sort with shared-memory fusion (seed 000, Zucchi 2013: "bitonic + lds", 7.6 ms -> 2.7 ms).
//
// Seed 000's observation: once the partner distance of a stage is smaller than a work group's tile,
// every comparator of that stage stays inside one tile, so a work group can load the tile into shared
// memory once, run all those stages with a barrier() between them, and write it back once. The network
// is exactly bitonic's (same pairs, same flips, same +infinity rule for n that is not a power of two);
// only the dispatch boundaries move.
//
// Mapping to dispatches, for n' = 2^m keys and tiles of T = 2^t keys (T <= n'):
//   dispatch 0 (shared)        passes 0 .. t-1, every stage: each tile is sorted (alternating directions);
//   for each pass p = t .. m-1:
//     p - t + 1 global dispatches   distances 2^p .. 2^t, one stage each (bitonic_step.comp);
//     1 shared dispatch             distances 2^(t-1) .. 1: t stages fused.
// Step count: 1 + sum_{p=t}^{m-1} (p - t + 2) = 1 + (m - t)(m - t + 3) / 2 dispatches, against bitonic's
// m(m+1)/2; stages and comparators are bitonic's: m(m+1)/2 and n'/2 * m(m+1)/2.
// When n' <= T the whole sort is one dispatch, one work group per array: seed 000's batched case
// (200 arrays of 8192 keys, one work group each).
//
// The tile T is the largest power of two whose keys (and values) fit the device's shared memory, or
// Options::tile when smaller, and at most n'. A work group of L = min(local_size, T/2) invocations runs
// T/2 comparators per stage, ITEMS = T / (2L) each.
#pragma once

#include <cstdint>
#include <string>

#include "sortscope/algo/network.hpp"
#include "sortscope/algo/plan.hpp"

namespace sortscope::algo {

// Kernel arguments of a bitonic_shared dispatch (StepParams::arg).
struct BitonicSharedArgs {
    uint32_t first_pass;  // passes first_pass .. last_pass run in this dispatch
    uint32_t last_pass;
    uint32_t tile_bit;    // tiles of 2^tile_bit keys; each pass runs distance bits min(pass, tile_bit-1) .. 0
};

BitonicSharedArgs bitonic_shared_args(const Step& step);

// Keys per tile for these options: a power of two >= 2 (1 when n <= 1).
uint32_t bitonic_shared_tile(const Options& options);

Plan build_bitonic_shared_plan(const Options& options);

std::string describe_bitonic_shared_step(const Step& step);
void bitonic_shared_comparators(const Step& step, ComparatorVisitor visit);

}  // namespace sortscope::algo
