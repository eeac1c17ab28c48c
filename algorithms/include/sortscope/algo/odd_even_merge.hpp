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
// with a barrier() between layers. Its comparators are exactly the layered plan's. Single arrays keep
// one dispatch per layer: that is the lesson the network view shows.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sortscope/algo/network.hpp"
#include "sortscope/algo/plan.hpp"

namespace sortscope::algo {

// Indices each invocation of odd_even_merge_step tests (striped): fewer, busier invocations for the
// layers where most indices are not left ones.
constexpr uint32_t kIndicesPerInvocation = 4;

// One layer of the network, with the seed's predefined constants (StepParams::arg of
// odd_even_merge_step.comp, named as in its banner).
struct OddEvenMergeLayer {
    uint32_t stride;                 // partners are `stride` apart: j = i + stride
    uint32_t stride_trailing_zeros;  // log2(stride): i_loc = i >> stride_trailing_zeros
    uint32_t inner_remainder;        // 0 for the first layer of a size (stride = size/2), 1 otherwise
    uint32_t inner_last;             // (size >> stride_trailing_zeros) - 1: last normalised index of a group

    uint32_t size() const { return (inner_last + 1) << stride_trailing_zeros; }  // the merge group size
    uint32_t inner_size() const { return inner_last + 1; }  // the seed's normalised size
};

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

Plan build_odd_even_merge_plan(const Options& options);

std::string describe_odd_even_merge_step(const Step& step);
void odd_even_merge_step_comparators(const Step& step, ComparatorVisitor visit);
std::string describe_odd_even_merge_shared(const Step& step);
void odd_even_merge_shared_comparators(const Step& step, ComparatorVisitor visit);

// Table columns for one comparator: the stride, the merge group size, the normalised group size
// (size >> stride_trailing_zeros) and the normalised index i_loc. Shared by both kernels.
std::vector<std::string> odd_even_merge_comparator_columns(const Step& step);
void odd_even_merge_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);

}  // namespace sortscope::algo
