// odd_even_transposition_step.comp: one phase of odd-even transposition sort (seed 002, Lefebvre,
// "Odd-even sort").
//
// One invocation = one comparator of the phase: invocation c compares the neighbours i = 2c + PARITY
// and i + 1, ascending: key_order(keys[i]) <= key_order(keys[i+1]). The host launches exactly the
// (n - PARITY) / 2 comparators with i + 1 < n, so no position >= n is touched. Neighbouring pairs of one
// phase are disjoint (they start two apart). With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]:
//   n           keys in each array
//   work_items  comparators in this phase: (n - PARITY) / 2
//   arg[0]      PHASE: 0 .. n-1 (for the reader; the kernel needs only its parity)
//   arg[1]      PARITY: PHASE % 2, the parity of every pair's left index
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

void main() {
    const uint c = linear_invocation_index();
    if (c >= b_steps[u_step].work_items) return;

    const uint parity = b_steps[u_step].arg[1];
    const uint base = array_base();
    const uint i = base + 2u * c + parity;
    const uint a = b_keys[i];
    const uint b = b_keys[i + 1u];
    if (key_order(a) > key_order(b)) {
        b_keys[i] = b;
        b_keys[i + 1u] = a;
#if HAS_VALUES
        const uint value = b_values[i];
        b_values[i] = b_values[i + 1u];
        b_values[i + 1u] = value;
#endif
    }
}
