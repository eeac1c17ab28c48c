// network_layer.comp: one layer of a loaded comparator network (any network read from a file, taken
// from the library or generated: algorithms/sorts/network/network_layer.hpp).
//
// One invocation = one comparator of the layer: invocation c reads the word b_counts[first_pair + c],
// low = word & PAIR_WIRE_MASK and high = word >> PAIR_WIRE_BITS, and orders the keys at low and high of
// its array so that the smaller (by key_order) lands on low. A standard network has low < high; a pair
// with low > high sorts its two keys the other way. The host packs only the comparators with both wires
// below n, so no position >= n is touched, and the comparators of one layer share no wire.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, the layer's comparators.
// Arguments (NetworkLayerArgs, algorithms/sorts/network/):
//   arg_network()     the kept network's number (the CPU side's; unused here)
//   arg_layer()       the layer, from 0 (for the reader)
//   arg_first_pair()  the word of b_counts holding this layer's first comparator
// Buffers: b_counts (counts.glsl), every layer's comparators, read only; b_keys sorted in place and
// b_values the payload (HAS_VALUES only) (keys_in_place.glsl; array z of the batch starts at z * n).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "compare_exchange.glsl"
#pragma sortscope include "counts.glsl"

void main() {
    const uint c = linear_invocation_index();
    if (c >= b_steps[u_step].work_items) return;

    const uint base = array_base();
    // @region pair: comparator c of this layer, unpacked from its word in the list
    const uint word = b_counts[arg_first_pair() + c];
    const uint low = word & PAIR_WIRE_MASK;
    const uint high = word >> PAIR_WIRE_BITS;
    // @end pair
    // @region exchange: the smaller key to low, the larger to high
    compare_exchange(base + min(low, high), base + max(low, high), low > high);
    // @end exchange
}
