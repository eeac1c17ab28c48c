// The names of the compute kernels (KernelId), one per kernel of the kernel catalogue. The catalogue owns
// what each name means (kernels.cpp: its file in shaders/, its arguments, its story); the plan model
// (plan/plan.hpp) includes this header to name the kernel of each step. A plain enum, with no other
// dependency, so the plan model can include it from the layer below.
#pragma once

#include <cstdint>

namespace sortscope::algo {

// One compute kernel. Its entry in the kernel catalogue (algorithms/catalogue/kernels.cpp) names its
// file in shaders/, its arguments and everything else about it.
enum class KernelId : uint32_t {
    BitonicStep,               // bitonic_step.comp: one bitonic stage in global memory
    BitonicShared,             // bitonic_shared.comp: a run of bitonic stages fused in shared memory, one tile per group
    Rank,                      // rank.comp: every key counts its rank over all keys and moves there (seed 003)
    RankShared,                // rank_shared.comp: the same, counting against blocks staged in shared memory
    OddEvenMergeStep,          // odd_even_merge_step.comp: one odd-even merge layer in global memory
    OddEvenMergeShared,        // odd_even_merge_shared.comp: the whole odd-even merge network per array
    OddEvenTranspositionStep,  // odd_even_transposition_step.comp: one odd-even transposition phase
    RadixCount,                // radix_count.comp: per-tile bin counts of one radix digit
    ScanBlocks,                // scan_blocks.comp: exclusive scan of blocks of the Counts buffer, block totals out
    ScanAdd,                   // scan_add.comp: adds each block's scanned total back to the block
    RadixScatter,              // radix_scatter.comp: stable scatter of each tile by one radix digit
    Copy,                      // copy.comp: copies the keys to the other buffer (the bandwidth measurement, not a sort)
    OnesweepHistogram,         // onesweep_histogram.comp: all four 8-bit digits' global histograms in one read
    OnesweepScan,              // onesweep_scan.comp: the histograms' exclusive scans, the bins' global starts
    OnesweepCount,             // radix_count.comp with 256 bins: a tile's bin counts (onesweep's portable path)
    OnesweepPass,              // onesweep_pass.comp: rank a tile, find its bins' offsets, scatter: one digit
    BitonicFused,              // bitonic_fused.comp: up to five long-distance bitonic stages in registers, one pass
    OddEvenMergeWindow,        // odd_even_merge_window.comp: a run of odd-even merge layers fused on rows in shared memory
    NetworkLayer,              // network_layer.comp: one layer of a loaded network, its pairs read from the Counts buffer
    NetworkFused,              // network_fused.comp: a whole loaded network on many small arrays, one array per invocation
};

}  // namespace sortscope::algo
