// odd_even_merge_step.comp: one layer of Batcher's odd-even merge sort in global memory, iterative form
// (seed 001, magnickolas, "Parallel Sorting on GPU: Part 2").
//
// Each index i < n is tested once, as in the seed; an invocation tests ITEMS of them, striped across its
// work group (i = group * LOCAL_SIZE * ITEMS + k * LOCAL_SIZE + local id), so loads stay coalesced and a
// layer where most indices are not left ones launches ITEMS times fewer invocations. With the
// normalised index i_loc = i >> STRIDE_TRAILING_ZEROS, i is the left index of a pair iff
//     (i_loc & 1) == INNER_REMAINDER && (i_loc & INNER_LAST) < INNER_LAST,
// and its partner is j = i + STRIDE; every other index is skipped. The pair is ordered ascending:
// key_order(keys[i]) <= key_order(keys[j]). Positions >= n act as +infinity (seed 001), so a pair with
// j >= n does nothing. The pairs of one layer are disjoint (j's i_loc has the other parity), so no two
// invocations touch the same key. With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]:
//   n           keys in each array
//   work_items  indices to test: n (one per index, ITEMS per invocation)
//   arg[0]      STRIDE: partners are STRIDE apart (a power of two)
//   arg[1]      STRIDE_TRAILING_ZEROS: log2(STRIDE), so i_loc = i >> STRIDE_TRAILING_ZEROS
//   arg[2]      INNER_REMAINDER: 0 for the first layer of a merge group size (STRIDE = size/2: i_loc
//               even), 1 for the others (i_loc odd)
//   arg[3]      INNER_LAST: (size >> STRIDE_TRAILING_ZEROS) - 1, the last normalised index of a group
// Buffers (array z of the batch starts at z * n):
//   BINDING_KEYS    b_keys: uint[batch * n], sorted in place
//   BINDING_VALUES  b_values: uint[batch * n], the payload (HAS_VALUES only)
layout(local_size_x = LOCAL_SIZE) in;

layout(std430, binding = BINDING_KEYS) buffer KeyBlock {
    uint b_keys[];
};
#if HAS_VALUES
layout(std430, binding = BINDING_VALUES) buffer ValueBlock {
    uint b_values[];
};
#endif

// The comparator of index i, if i is the left index of a pair whose partner is inside the array.
void compare_index(uint i, uint n, uint stride, uint stride_trailing_zeros, uint inner_remainder, uint inner_last,
                   uint base) {
    const uint i_loc = i >> stride_trailing_zeros;
    if ((i_loc & 1u) != inner_remainder || (i_loc & inner_last) >= inner_last) return;
    const uint j = i + stride;
    if (j >= n) return;
    const uint a = b_keys[base + i];
    const uint b = b_keys[base + j];
    if (key_order(a) > key_order(b)) {
        b_keys[base + i] = b;
        b_keys[base + j] = a;
#if HAS_VALUES
        const uint value = b_values[base + i];
        b_values[base + i] = b_values[base + j];
        b_values[base + j] = value;
#endif
    }
}

void main() {
    const uint work_items = b_steps[u_step].work_items;
    const uint n = b_steps[u_step].n;
    const uint stride = b_steps[u_step].arg[0];
    const uint stride_trailing_zeros = b_steps[u_step].arg[1];
    const uint inner_remainder = b_steps[u_step].arg[2];
    const uint inner_last = b_steps[u_step].arg[3];
    const uint base = array_base();
    const uint first = linear_group_index() * LOCAL_SIZE * ITEMS + gl_LocalInvocationID.x;
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint i = first + k * LOCAL_SIZE;
        if (i < work_items) compare_index(i, n, stride, stride_trailing_zeros, inner_remainder, inner_last, base);
    }
}
