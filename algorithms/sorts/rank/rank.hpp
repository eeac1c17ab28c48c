// Rank sort ("parallel selection sort", seed 003, Bainville 2011): every key finds its own output
// position by counting, and the whole sort is one dispatch.
//
// What it does: invocation i of an array reads key k_i and counts
//     pos(i) = #{ j < n : key_order(k_j) < key_order(k_i), or key_order(k_j) == key_order(k_i) and j < i }
// over all n keys of its array, then writes k_i (and its value) to position pos(i) of the other buffer
// pair. Ties are broken by index, so the positions are a permutation and the sort is stable, for
// descending sorts too (descending inverts key_order, and equal keys stay equal).
//
// Mapping to dispatches: one dispatch of n invocations per array (groups = ceil(n / local_size), the
// batch in z), reading the primary pair and writing the alternate one (Step::moves). n = 0 has no step.
// Step count: 1, or C = ceil(n / W) when the device caps the comparisons of one dispatch
// (DeviceCaps::max_dispatch_comparisons, so that no dispatch hangs the GPU): then dispatch c counts only
// against the keys j in [c W, min(n, (c + 1) W)) (the columns), adds to the count of key i kept in the
// Counts buffer (word z n + i), and only the last one writes key i to its position. W is
// max_dispatch_comparisons / (n * batch), at least 1 (rank-shared: a whole number of blocks). The
// dispatches of a chunked plan give exactly the positions of the single one: the counts add up.
// Work: n * n key comparisons per array (each invocation compares its key with all n,
// itself included), which is the StepEffect::comparisons the reference reports; StepEffect::swaps
// counts the keys whose output position differs from their input position.
//
// Two kernels with the same meaning and output:
//   rank         (rank.comp): each invocation reads all n keys from global memory (seed 003's
//                ParallelSelection);
//   rank-shared  (rank_shared.comp): each work group loads the keys in blocks of block_factor *
//                local_size into shared memory and every invocation counts against the block (seed 003's
//                ParallelSelection_Blocks). Unlike the seed, n need not be a multiple of the block: the
//                last block is partial. The block must fit shared memory, so the plan clamps the block
//                factor to max_shared_bytes / (4 * local_size) and describe() says so.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

Plan build_rank_plan(const Options& options);
Plan build_rank_shared_plan(const Options& options);

// The block factor rank-shared runs with: options.block_factor (at least 1), lowered until
// block_factor * local_size 4-byte keys fit options.device.max_shared_bytes (never below 1).
uint32_t rank_shared_block_factor(const Options& options);

// Kernel arguments of a rank or rank_shared dispatch (shaders/rank/rank.comp, rank_shared.comp).
struct RankArgs {
    uint32_t block_factor;  // rank-shared: the block factor asked for (describe() says when it was lowered)
    uint32_t first;         // keys j in [first, end) are counted against (the columns)
    uint32_t end;
    bool first_chunk;       // the counts start at zero (else from the Counts buffer)
    bool last_chunk;        // the keys are written to their positions (else the counts are kept)

    static constexpr auto fields() {
        return std::array{param<&RankArgs::block_factor>("block_factor"), param<&RankArgs::first>("first"),
                          param<&RankArgs::end>("end"), param<&RankArgs::first_chunk>("first_chunk"),
                          param<&RankArgs::last_chunk>("last_chunk")};
    }
};

// The columns of a rank step: keys j in [first, end) are counted against; `first_chunk` starts the
// counts at zero, `last_chunk` writes the keys to their positions (both for an unchunked plan).
struct RankColumns {
    uint32_t first = 0;
    uint32_t end = 0;
    bool first_chunk = true;
    bool last_chunk = true;
};
RankColumns rank_columns(const Step& step);

// How key i of one array is ranked: the two counts of seed 003's `smaller` test.
struct KeyRank {
    uint32_t smaller;       // keys j with key_order(k_j) < key_order(k_i)
    uint32_t equal_before;  // keys j < i with key_order(k_j) == key_order(k_i)
    uint32_t rank() const { return smaller + equal_before; }  // the output position
};

// The counts of every key of one array (`keys` = its n raw keys), in the plan's order. Computed with a
// stable sort in O(n log n), which gives the same counts as seed 003's O(n^2) loop (a test checks it).
std::vector<KeyRank> rank_keys(const Options& options, std::span<const uint32_t> keys);

// For every key i of one array, the keys j in [first, end) that come before it (key_order(k_j) <
// key_order(k_i), or equal with j < i): one dispatch's share of the count when the plan is chunked.
std::vector<uint32_t> rank_against_columns(const Options& options, std::span<const uint32_t> keys, uint32_t first,
                                           uint32_t end);

// The catalogue entries' hooks: describe and narrate for each kernel; shared by both: the reference
// (the kernels' meaning: every key of every array to its rank in the other pair), the rank table (one
// row per key of the first array: i, key, smaller, equal_before, rank; the GUI draws an arrow from i to
// rank), and the comparisons the cost model times (n per column counted against, per array).
std::string describe_rank_step(const Step& step);
std::string describe_rank_shared_step(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> rank_regions(const Step& step);
std::vector<std::string_view> rank_shared_regions(const Step& step);
std::string narrate_rank_step(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_rank_shared_step(const Plan& plan, const Step& step, const StepEffect& effect);
StepEffect rank_reference(const Plan& plan, const Step& step, State& state);
std::vector<Table> rank_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows = UINT64_MAX);
uint64_t rank_comparisons(const Plan& plan, const Step& step);
// Bytes moved. rank: each of the n invocations reads its key, compares it with every column (n reads
// each: no cache) and writes it: 4 (n W + 2 n), plus 8 n for values. rank_shared: each of the
// G = ceil(n / LOCAL_SIZE) work groups reads the W columns once into shared memory; each invocation
// reads its own key and writes it: 4 (G W + 2 n), plus 8 n for values. A chunked plan (W < n) also
// reads the counts kept (all but the first dispatch) and writes them (all but the last, which writes
// the keys instead).
uint64_t rank_bytes(const Plan& plan, const Step& step);
uint64_t rank_shared_bytes(const Plan& plan, const Step& step);

}  // namespace sortscope::algo
