// bitonic_step.comp: one stage of bitonic sort in global memory (seed 000, Zucchi 2013).
//
// One invocation = one comparator. Invocation `lid` inserts a 0 bit at position DISTANCE_BIT of its id
// to get p0, sets that bit for p1 = p0 | (1 << DISTANCE_BIT), and orders key_order(keys[p0]) <=
// key_order(keys[p1]), or the reverse when flip = bit PASS_BIT of lid, XOR FLIP_PARITY, is 1. Pairs with
// p1 >= n are skipped: positions >= n act as +infinity (algorithms/sorts/bitonic/bitonic.hpp
// says why that holds). With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]:
//   n           keys in each array
//   work_items  comparators in this stage: next_power_of_two(n) / 2
//   arg[0]      PASS_BIT: blocks of 2^(PASS_BIT+1) keys are being merged
//   arg[1]      DISTANCE_BIT: partners are 2^DISTANCE_BIT apart
//   arg[2]      FLIP_PARITY: 1 when the block holding position n would otherwise sort descending
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
    const uint lid = linear_invocation_index();
    if (lid >= b_steps[u_step].work_items) return;

    const uint n = b_steps[u_step].n;
    const uint pass_bit = b_steps[u_step].arg[0];
    const uint distance_bit = b_steps[u_step].arg[1];
    const uint flip_parity = b_steps[u_step].arg[2];

    const uint lower = (1u << distance_bit) - 1u;
    const uint p0 = ((lid & ~lower) << 1) | (lid & lower);
    const uint p1 = p0 | (1u << distance_bit);
    if (p1 >= n) return;

    const bool flip = (((lid >> pass_bit) & 1u) ^ flip_parity) != 0u;
    const uint base = array_base();
    const uint a = b_keys[base + p0];
    const uint b = b_keys[base + p1];
    const uint order_a = key_order(a);
    const uint order_b = key_order(b);
    if (flip ? order_a < order_b : order_a > order_b) {
        b_keys[base + p0] = b;
        b_keys[base + p1] = a;
#if HAS_VALUES
        const uint value = b_values[base + p0];
        b_values[base + p0] = b_values[base + p1];
        b_values[base + p1] = value;
#endif
    }
}
