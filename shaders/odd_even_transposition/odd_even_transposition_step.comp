// odd_even_transposition_step.comp: one phase of odd-even transposition sort (Lefebvre,
// "Odd-even sort").
//
// One invocation = one comparator of the phase: invocation c compares the neighbours i = 2c + PARITY
// and i + 1, ascending: key_order(keys[i]) <= key_order(keys[i+1]). The host launches exactly the
// (n - PARITY) / 2 comparators with i + 1 < n, so no position >= n is touched. Neighbouring pairs of one
// phase are disjoint (they start two apart). With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, the comparators of this phase,
// (n - PARITY) / 2. Arguments (OddEvenTranspositionArgs, algorithms/sorts/odd_even_transposition/):
//   arg_phase()   PHASE: 0 .. n-1 (for the reader; the kernel needs only its parity)
//   arg_parity()  PARITY: PHASE % 2, the parity of every pair's left index
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "compare_exchange.glsl"

void main() {
    const uint c = linear_invocation_index();
    if (c >= b_steps[u_step].work_items) return;

    const uint parity = arg_parity();
    const uint base = array_base();
    // @region pair: i = the left index of comparator c in this phase (pairs start two apart)
    const uint i = base + 2u * c + parity;
    // @end pair
    // @region exchange: order the keys at i and i + 1 ascending
    compare_exchange(i, i + 1u, false);
    // @end exchange
}
