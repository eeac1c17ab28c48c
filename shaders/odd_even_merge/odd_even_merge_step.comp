// odd_even_merge_step.comp: one layer of Batcher's odd-even merge sort in global memory, iterative form
// (magnickolas, "Parallel Sorting on GPU: Part 2").
//
// Each index i < n is tested once, as in the seed; an invocation tests ITEMS of them, striped across its
// work group (i = group * LOCAL_SIZE * ITEMS + k * LOCAL_SIZE + local id), so loads stay coalesced and a
// layer where most indices are not left ones launches ITEMS times fewer invocations. With the
// normalised index i_loc = i >> STRIDE_TRAILING_ZEROS, i is the left index of a pair iff
//     (i_loc & 1) == INNER_REMAINDER && (i_loc & INNER_LAST) < INNER_LAST,
// and its partner is j = i + STRIDE; every other index is skipped. The pair is ordered ascending:
// key_order(keys[i]) <= key_order(keys[j]). Positions >= n act as +infinity (magnickolas), so a pair with
// j >= n does nothing. The pairs of one layer are disjoint (j's i_loc has the other parity), so no two
// invocations touch the same key. With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, the indices to test: n (one per
// index, ITEMS per invocation). Arguments (OddEvenMergeLayer, algorithms/sorts/odd_even_merge/):
//   arg_stride()                 STRIDE: partners are STRIDE apart (a power of two)
//   arg_stride_trailing_zeros()  STRIDE_TRAILING_ZEROS: log2(STRIDE), so i_loc = i >> STRIDE_TRAILING_ZEROS
//   arg_inner_remainder()        INNER_REMAINDER: 0 for the first layer of a merge group size (STRIDE =
//                                size/2: i_loc even), 1 for the others (i_loc odd)
//   arg_inner_last()             INNER_LAST: (size >> STRIDE_TRAILING_ZEROS) - 1, the last normalised
//                                index of a group
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "compare_exchange.glsl"

// The comparator of index i, if i is the left index of a pair whose partner is inside the array.
void compare_index(uint i, uint n, uint stride, uint stride_trailing_zeros, uint inner_remainder, uint inner_last,
                   uint base) {
    // @region pair: return unless i is a left index (i_loc = i >> stride_trailing_zeros); j = its partner
    const uint i_loc = i >> stride_trailing_zeros;
    if ((i_loc & 1u) != inner_remainder || (i_loc & inner_last) >= inner_last) return;
    const uint j = i + stride;
    if (j >= n) return;
    // @end pair
    // @region exchange: order the keys at i and j ascending
    compare_exchange(base + i, base + j, false);
    // @end exchange
}

void main() {
    const uint work_items = b_steps[u_step].work_items;
    const uint n = b_steps[u_step].n;
    const uint stride = arg_stride();
    const uint stride_trailing_zeros = arg_stride_trailing_zeros();
    const uint inner_remainder = arg_inner_remainder();
    const uint inner_last = arg_inner_last();
    const uint base = array_base();
    const uint first = linear_group_index() * LOCAL_SIZE * ITEMS + gl_LocalInvocationID.x;
    // @region items: this invocation tests ITEMS indices, striped across its work group
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint i = first + k * LOCAL_SIZE;
        if (i < work_items) compare_index(i, n, stride, stride_trailing_zeros, inner_remainder, inner_last, base);
    }
    // @end items
}
