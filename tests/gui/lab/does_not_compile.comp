// A student's bitonic kernel with a typing mistake (a missing ';' after 'n' in main): it does not compile, and
// sortscope --lab bitonic --kernel FILE must open with the compiler's messages on the stage.
// bitonic_step.comp: one stage of bitonic sort in global memory (seed 000, Zucchi 2013).
//
// One invocation = one comparator. Invocation `lid` inserts a 0 bit at position DISTANCE_BIT of its id
// to get p0, sets that bit for p1 = p0 | (1 << DISTANCE_BIT), and orders key_order(keys[p0]) <=
// key_order(keys[p1]), or the reverse when flip = bit PASS_BIT of lid, XOR FLIP_PARITY, is 1. Pairs with
// p1 >= n are skipped: positions >= n act as +infinity (algorithms/sorts/bitonic/bitonic.hpp
// says why that holds). With HAS_VALUES the payload is swapped with its key.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, the comparators of this stage,
// next_power_of_two(n) / 2. Arguments (BitonicArgs, algorithms/sorts/bitonic/bitonic.hpp):
//   arg_pass_bit()      PASS_BIT: blocks of 2^(PASS_BIT+1) keys are being merged
//   arg_distance_bit()  DISTANCE_BIT: partners are 2^DISTANCE_BIT apart
//   arg_flip_parity()   FLIP_PARITY: 1 when the block holding position n would otherwise sort descending
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "compare_exchange.glsl"

void main() {
    const uint lid = linear_invocation_index();
    if (lid >= b_steps[u_step].work_items) return;

    const uint n = b_steps[u_step].n
    const uint pass_bit = arg_pass_bit();
    const uint distance_bit = arg_distance_bit();
    const uint flip_parity = arg_flip_parity();

    // @region pair: p0 = lid with a 0 bit inserted at distance_bit, p1 = its partner; flip = direction
    const uint lower = (1u << distance_bit) - 1u;
    const uint p0 = ((lid & ~lower) << 1) | (lid & lower);
    const uint p1 = p0 | (1u << distance_bit);
    if (p1 >= n) return;

    const bool flip = (((lid >> distance_bit) & 1u) ^ flip_parity) != 0u;
    // @end pair
    // @region exchange: order the keys at p0 and p1, descending when flip
    const uint base = array_base();
    compare_exchange(base + p0, base + p1, flip);
    // @end exchange
}
