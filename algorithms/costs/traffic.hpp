// The bytes-moved model: the global-memory bytes each dispatch of a plan reads plus writes, from the plan
// alone (never from the data), so that a measured time can be set against the card's measured copy
// bandwidth: a plan cannot sort faster than keys/s = copy bandwidth / bytes_per_key (the dashed ceiling
// of the race panel; sortscope-cli bench prints it).
//
// The model counts DRAM traffic as if no cache helped: every word a kernel reads or writes in global
// memory counts each time it is accessed. The exception is where a kernel's design relies on shared
// memory: then the global traffic of that design is counted (a fused tile is read and written once;
// rank-shared reads each block once per work group). Words are 4 bytes. With a payload (values), a
// value is read and written wherever its key moves, which doubles the traffic of moving keys; reads that
// only look at keys (comparisons, digit counts) stay single.
//
// Per dispatch, for one array of n keys, times the batch (except the prefix-sum steps, which scan the
// table of the whole batch once):
//   bitonic_step, odd_even_merge_step, odd_even_transposition_step: C comparators (pairs with both ends
//       < n) each read 2 keys and write 2: 16 C bytes (32 C with values). A kernel stores only the pairs
//       that swap, but a 32-byte DRAM sector holds 8 keys, so on random input nearly every sector is
//       written back: the model counts every key of a comparator as written (the upper bound).
//   bitonic_shared, odd_even_merge_shared: each key is read once into shared memory and written once:
//       8 n bytes (16 n with values).
//   rank: each of the n invocations reads its key, compares it with all n keys (n^2 reads: no cache)
//       and writes it: 4 (n^2 + 2 n) bytes, plus 8 n for values.
//   rank_shared: each of the G = ceil(n / LOCAL_SIZE) work groups reads all n keys once into shared
//       memory; each invocation reads its own key and writes it: 4 (G n + 2 n), plus 8 n for values.
//   radix_count: reads the n keys and writes B counters per tile (G tiles): 4 n + 4 B G.
//   scan_blocks (a level of L entries in K blocks): reads and writes the L entries, and writes the K
//       block totals unless it is the top level: 4 (2 L + K) or 4 (2 L).
//   scan_add (same L and K, blocks of S entries): every block reads its total; blocks after the first
//       read and write their entries: 4 (K + 2 (L - min(L, S))).
//   radix_scatter: reads the n keys and the B G scanned offsets of its array, writes the n keys:
//       8 n + 4 B G (16 n + 4 B G with values).
//   copy: reads and writes every padded word: 8 * 4 ceil(n / 4).
#pragma once

#include <cstdint>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Global-memory bytes one dispatch reads plus writes, over the whole batch.
uint64_t step_bytes(const Plan& plan, const Step& step);
// The sum over the plan's steps.
uint64_t plan_bytes(const Plan& plan);
// plan_bytes / total keys (0 for a plan with no keys).
double bytes_per_key(const Plan& plan);
// The bytes per key of one pass over global memory: every key (and value) read and written once.
double pass_bytes_per_key(const Plan& plan);
// bytes_per_key / pass_bytes_per_key: how many such passes the plan's traffic amounts to.
double global_passes(const Plan& plan);

// Comparators of one array in a global network step (bitonic_step, odd_even_merge_step,
// odd_even_transposition_step), in closed form: equal to comparator_count(step), without visiting them.
uint64_t global_step_comparators(const Step& step);

}  // namespace sortscope::algo
