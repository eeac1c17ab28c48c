// Batcher's odd-even merge sort as an iterative network, one layer per dispatch (seed 001, magnickolas,
// "Parallel Sorting on GPU: Part 2").
//
// Mapping to dispatches: for n' = 2^m (n rounded up to a power of two) the network merges groups of
// size = 2, 4, ..., n', and the merge of groups of `size` has log2(size) layers with strides
// size/2, size/4, ..., 1. Each layer is one dispatch of n invocations per array, one per index i, as in
// the seed. Step count: m(m+1)/2 dispatches; for n = 2^m the network has (m^2 - m + 4) 2^(m-2) - 1
// comparators (m >= 1).
//
// Index formula (seed 001): with stride_trailing_zeros = log2(stride), the normalised index
// i_loc = i >> stride_trailing_zeros and inner_last = (size >> stride_trailing_zeros) - 1 (the last
// normalised index of a group), index i is the left index of a pair iff
//     (i_loc & 1) == inner_remainder && (i_loc & inner_last) < inner_last,
// and its partner is j = i + stride. inner_remainder is 0 for the first layer of each size (stride =
// size/2, the seed's "size = 2" case: i_loc even) and 1 for the others. All comparators are ascending.
//
// Sizes that are not a power of two (seed 001): positions >= n behave as +infinity, so a comparator with
// j >= n does nothing and is skipped; no padding memory is used.
//
// Batches: when options.batch > 1 and next_power_of_two(n) keys (and values) fit in the device's shared
// memory, the whole network runs in ONE dispatch of odd_even_merge_shared.comp, one work group per array,
// with a barrier() between layers. Its comparators are exactly the layered plan's.
//
// The fused plan (build_odd_even_merge_plan when n' is larger than the tile T = 2^t; issue 11). The
// network and its layers stay exactly the ones above; only the dispatch boundaries move. Every dispatch
// is odd_even_merge_window.comp (see its banner): it loads rows of keys into shared memory, runs a run
// of consecutive layers there, and writes its rows back. A layer of stride 2^b keeps i mod 2^b, so the
// layers of strides >= 2^c of one merge are, for each residue i mod 2^c, a smaller odd-even merge of
// the rows q = i >> c; a work group takes up to 32 consecutive residues (coalesced loads) and a run of
// rows. Per merge of groups of 2p = 2^s > T:
//   top     the highest strides p .. 2^(s - R), R = min(t - top_lane_bits, s - B) layers: the whole q-groups
//           of 2^R rows fit the tile, so every comparator stays inside a work group;
//   middle  the strides between, up to t - middle_lane_bits - 2 of them per dispatch, in halo windows:
//           they move a key less than 2^count rows in all, so a work group that also loads 2^count rows on
//           each side of its segment (inside the merge group, below n) writes back exactly the network's
//           result for its segment;
//   bottom  the lowest B = t - 2 strides 2^(B-1) .. 1 in one halo window of T/2 keys with T/4 on each side.
// Dispatch 0 runs every merge of groups 2 .. T inside each tile. Step count for n' = 2^m > T:
//   1 + sum_{s=t+1}^{m} (2 + ceil(max(0, s - R_max - B) / middle_layers)), R_max = t - min(3, t/2), B = t - 2
// (middle layers fall back to one odd_even_merge_step dispatch each when a tile is too small for a
// halo, t < 8; the bottom when t < 3). T = 8192 keys (32 KiB of u32): 26 dispatches at n = 2^24,
// against 300 one-layer dispatches; the halo windows read 1.5 to 2 keys per key written. A halo window
// reads keys that a neighbouring work group writes, so every window dispatch reads one key/value pair
// and writes the other (Step::moves); the one-layer fallback works in place on whichever pair holds them.
// Registers: dispatch 0 loads 8 consecutive keys per invocation and runs the merges of groups of 2, 4
// and 8 (6 layers) in registers before its keys reach shared memory; a top window's invocation holds 8
// rows spaced an eighth of the merge group apart, so the merge's first 3 layers run in registers there.
// Below the top of a merge no layer pairs registers of one invocation: layer 2^b pairs i with i + 2^b
// for i mod 2^(b+1) >= 2^b, so two consecutive layers chain every key of the merge group together.
// Measured on an H100 (u32, 2^24, sortscope-cli bench): 2.24 G keys/s keys only (the layered plan:
// 0.995). The windows are bound by their shared-memory layers, not by global memory: dispatch 0 (91
// layers) takes about 1.3 ms, each bottom halo window 0.37 ms, each top window 0.1 to 0.17 ms.
//
// Which form runs: batches that fit in shared memory take the one-dispatch form; any other array whose n'
// fits one tile keeps seed 001's one dispatch per layer, because there the form no longer matters for
// speed and each layer stays its own dispatch in the network view (the seed's lesson); larger arrays
// take the fused plan. build_odd_even_merge_layered_plan() gives the seed's form at any n, and
// Options::tile (--tile) shrinks the tile to show the fused form on small arrays.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

// Indices each invocation of odd_even_merge_step tests (striped): fewer, busier invocations for the
// layers where most indices are not left ones.
constexpr uint32_t kIndicesPerInvocation = 4;

// One layer of the network, with the seed's predefined constants: the kernel arguments of an
// odd_even_merge_step dispatch (shaders/odd_even_merge/odd_even_merge_step.comp).
struct OddEvenMergeLayer {
    uint32_t stride;                 // partners are `stride` apart: j = i + stride
    uint32_t stride_trailing_zeros;  // log2(stride): i_loc = i >> stride_trailing_zeros
    uint32_t inner_remainder;        // 0 for the first layer of a size (stride = size/2), 1 otherwise
    uint32_t inner_last;             // (size >> stride_trailing_zeros) - 1: last normalised index of a group

    uint32_t size() const { return (inner_last + 1) << stride_trailing_zeros; }  // the merge group size
    uint32_t inner_size() const { return inner_last + 1; }  // the seed's normalised size

    static constexpr auto fields() {
        return std::array{param<&OddEvenMergeLayer::stride>("stride"),
                          param<&OddEvenMergeLayer::stride_trailing_zeros>("stride_trailing_zeros"),
                          param<&OddEvenMergeLayer::inner_remainder>("inner_remainder"),
                          param<&OddEvenMergeLayer::inner_last>("inner_last")};
    }
};

// Kernel arguments of an odd_even_merge_shared dispatch (shaders/odd_even_merge/odd_even_merge_shared.comp).
struct OddEvenMergeSharedArgs {
    uint32_t padded_bit;  // log2(n'), for describe(); the kernel takes n' from LOCAL_SIZE * ITEMS

    static constexpr auto fields() { return std::array{param<&OddEvenMergeSharedArgs::padded_bit>("padded_bit")}; }
};
OddEvenMergeSharedArgs odd_even_merge_shared_args(const Step& step);

// The layer at position `layer` of the network (0-based, counted over the whole network): merge groups
// of 2^s for s = 1, 2, ..., and within them strides 2^(s-1) down to 1.
OddEvenMergeLayer odd_even_merge_layer(uint32_t layer);
OddEvenMergeLayer odd_even_merge_layer_args(const Step& step);  // of an odd_even_merge_step dispatch

// Seed 001's predicate: is index i the left index of a pair in this layer? (j = i + stride may still
// be >= n, in which case the comparator does nothing.)
bool odd_even_merge_is_left(uint32_t i, const OddEvenMergeLayer& layer);

// Layers of the network for n keys: m(m+1)/2 with m = log2(next_power_of_two(n)).
uint32_t odd_even_merge_layer_count(uint32_t n);

// Comparators per array of the whole network for n = 2^m: (m^2 - m + 4) 2^(m-2) - 1 (0 for m = 0).
uint64_t odd_even_merge_power_of_two_comparators(uint32_t m);

// Whether a batched plan runs the whole network in shared memory: batch > 1, n >= 2, and
// next_power_of_two(n) keys (and values) fit in options.device.max_shared_bytes.
bool odd_even_merge_uses_shared(const Options& options);

// The best form for these options (see the top of this file): the layered plan, its one-dispatch
// batched form, or the fused plan of odd_even_merge_window dispatches.
Plan build_odd_even_merge_plan(const Options& options);
// Seed 001's form: one dispatch per layer (or the one-dispatch batched form where it fits).
Plan build_odd_even_merge_layered_plan(const Options& options);

// Keys per shared-memory tile of the fused plan: the largest power of two whose keys (and values) fit
// options.device.max_shared_bytes, or Options::tile when smaller, at most n' (1 when n <= 1).
uint32_t odd_even_merge_tile(const Options& options);

// How the fused plan splits each merge larger than the tile T = 2^t (layer counts per dispatch).
struct OddEvenMergeFusion {
    uint32_t bottom_layers = 0;     // t - 2 lowest strides in one halo window (0 when t < 3)
    uint32_t top_lane_bits = 0;     // min(3, t/2): keys per row of the top window
    uint32_t top_layers = 0;        // t - top_lane_bits highest strides in one whole-group window
    uint32_t middle_lane_bits = 0;  // min(5, t/2): keys per row of a middle halo window
    uint32_t middle_layers = 0;     // t - middle_lane_bits - 2 strides per middle halo window (0: one
                                    // dispatch per layer, the seed's kernel)
};
OddEvenMergeFusion odd_even_merge_fusion(uint32_t tile);

// Kernel arguments of an odd_even_merge_window dispatch (shaders/odd_even_merge/odd_even_merge_window.comp; see its banner).
struct OddEvenMergeWindowArgs {
    uint32_t first_layer;   // network layers first_layer .. first_layer + layer_count - 1
    uint32_t layer_count;
    uint32_t low_bit;       // rows are 2^low_bit keys apart: i = q * 2^low_bit + r
    uint32_t lane_bits;     // 2^lane_bits consecutive residues r per work group
    uint32_t segment_rows;  // rows q each work group writes
    uint32_t halo_rows;     // rows loaded on each side besides (0: the segment holds whole merge groups)
    // Layers the kernel runs in registers before its keys reach shared memory, decided by the plan:
    // dispatch 0 (first_layer 0), the merges of groups 2 .. ITEMS; a top window holding a whole merge
    // group, the merge's first log2(ITEMS) layers; 0 otherwise.
    uint32_t register_layers;

    static constexpr auto fields() {
        return std::array{param<&OddEvenMergeWindowArgs::first_layer>("first_layer"),
                          param<&OddEvenMergeWindowArgs::layer_count>("layer_count"),
                          param<&OddEvenMergeWindowArgs::low_bit>("low_bit"),
                          param<&OddEvenMergeWindowArgs::lane_bits>("lane_bits"),
                          param<&OddEvenMergeWindowArgs::segment_rows>("segment_rows"),
                          param<&OddEvenMergeWindowArgs::halo_rows>("halo_rows"),
                          param<&OddEvenMergeWindowArgs::register_layers>("register_layers")};
    }
};
OddEvenMergeWindowArgs odd_even_merge_window_args(const Step& step);
// The register layers the plan chose for a window dispatch (OddEvenMergeWindowArgs::register_layers).
uint32_t odd_even_merge_register_layers(const Step& step);

// The catalogue entries' hooks for the three kernels: description, narration (seed 001's terms),
// comparators, and bytes moved. A one-layer dispatch moves 16 bytes per comparator (2 keys read, 2
// written), or the whole array where its stride is below a 32-byte sector; the shared and window
// dispatches read and write every key once, windows with a halo also their halo rows.
std::string describe_odd_even_merge_step(const Step& step);
std::string narrate_odd_even_merge_step(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t odd_even_merge_step_bytes(const Plan& plan, const Step& step);
void odd_even_merge_step_comparators(const Step& step, ComparatorVisitor visit);
// The comparators of one odd_even_merge_step dispatch per array, in closed form: equal to
// comparator_count(step) without visiting them.
uint64_t odd_even_merge_step_comparator_count(const Step& step);
// One layer's comparators over n keys in closed form (the left indices i < n - stride).
uint64_t odd_even_merge_layer_comparator_count(uint32_t n, const OddEvenMergeLayer& layer);
// Each kernel's comparators with an end in `wires` (a wire i is a left index by seed 001's predicate,
// else i - stride may be), and its comparator count in closed form: sums of its layers'.
void odd_even_merge_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
void odd_even_merge_shared_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
void odd_even_merge_window_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
uint64_t odd_even_merge_shared_comparator_count(const Step& step);
uint64_t odd_even_merge_window_comparator_count(const Step& step);
std::string describe_odd_even_merge_shared(const Step& step);
std::string narrate_odd_even_merge_shared(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t odd_even_merge_shared_bytes(const Plan& plan, const Step& step);
void odd_even_merge_shared_comparators(const Step& step, ComparatorVisitor visit);
std::string describe_odd_even_merge_window(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> odd_even_merge_step_regions(const Step& step);
std::vector<std::string_view> odd_even_merge_shared_regions(const Step& step);
std::vector<std::string_view> odd_even_merge_window_regions(const Step& step);
std::string narrate_odd_even_merge_window(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t odd_even_merge_window_bytes(const Plan& plan, const Step& step);
void odd_even_merge_window_comparators(const Step& step, ComparatorVisitor visit);

// Table columns for one comparator: the stride, the merge group size, the normalised group size
// (size >> stride_trailing_zeros) and the normalised index i_loc. Shared by all three kernels.
std::vector<std::string> odd_even_merge_comparator_columns(const Step& step);
void odd_even_merge_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);

}  // namespace sortscope::algo
