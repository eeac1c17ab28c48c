// compare_exchange.glsl: one comparator in global memory, for the network kernels that run one stage per
// dispatch. Includes the in-place buffers.
#pragma sortscope include "keys_in_place.glsl"

// Orders the keys at positions i and j (absolute, in the batch buffer) by key_order(): the smaller to i,
// or to j when `descending`. Equal keys never swap; with HAS_VALUES the payload moves with its key.
void compare_exchange(uint i, uint j, bool descending) {
    const uint a = b_keys[i];
    const uint b = b_keys[j];
    const uint order_a = key_order(a);
    const uint order_b = key_order(b);
    if (descending ? order_a < order_b : order_a > order_b) {
        b_keys[i] = b;
        b_keys[j] = a;
#if HAS_VALUES
        const uint value = b_values[i];
        b_values[i] = b_values[j];
        b_values[j] = value;
#endif
    }
}
