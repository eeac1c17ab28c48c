// odd_even_merge_shared.comp: the WHOLE odd-even merge network (magnickolas) for one array in
// shared memory, in one dispatch: one work group per array of a batch, barrier() between layers.
//
// The work group loads its array (batch_array()) into s_keys, then runs every layer of the network
// for n' = LOCAL_SIZE * ITEMS = next_power_of_two(n): for merge group size = 2, 4, ..., n', for stride =
// size/2, size/4, ..., 1, with stride_trailing_zeros = log2(stride), inner_remainder = (stride == size/2
// ? 0 : 1) and inner_last = (size >> stride_trailing_zeros) - 1. One invocation handles ITEMS indices,
// i = gl_LocalInvocationID.x + k * LOCAL_SIZE (k < ITEMS), and for each applies the seed's predicate:
//     i_loc = i >> stride_trailing_zeros;
//     i is a left index iff (i_loc & 1) == inner_remainder && (i_loc & inner_last) < inner_last,
// then orders the pair (i, i + stride) ascending by key_order(). Positions >= n act as +infinity: they
// are never loaded and a pair with j >= n is skipped (no sentinel key: any real key may have key_order
// 0xFFFFFFFF). The pairs of one layer are disjoint, so the only synchronisation is the barrier after
// each layer. Finally the array is written back. The comparators are exactly those of the layered plan
// (odd_even_merge_step.comp), layer by layer.
//
// Parameter block b_steps[u_step]: n, keys in each array (2 <= n <= n'); work_items, n: indices per
// array. Arguments (OddEvenMergeSharedArgs, algorithms/sorts/odd_even_merge/odd_even_merge.hpp):
//   arg_padded_bit()  log2(n'), for the CPU side; the kernel takes n' from LOCAL_SIZE * ITEMS
// Injected: LOCAL_SIZE invocations per work group, ITEMS = n' / LOCAL_SIZE indices per invocation.
// Shared memory: s_keys[n'] (and s_values[n'] with HAS_VALUES); only the first n entries are used.
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "keys_in_place.glsl"

const uint kPadded = LOCAL_SIZE * ITEMS;  // n' = next_power_of_two(n)

shared uint s_keys[kPadded];
#if HAS_VALUES
shared uint s_values[kPadded];
#endif

// One layer for this invocation's indices.
void compare_layer(uint n, uint stride, uint stride_trailing_zeros, uint inner_remainder, uint inner_last) {
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint i = gl_LocalInvocationID.x + k * LOCAL_SIZE;
        // @region pair: skip i unless it is a left index (i_loc = i >> stride_trailing_zeros); j = its partner
        const uint i_loc = i >> stride_trailing_zeros;
        if ((i_loc & 1u) != inner_remainder || (i_loc & inner_last) >= inner_last) continue;
        const uint j = i + stride;
        if (j >= n) continue;
        // @end pair
        // @region exchange: order s_keys[i] and s_keys[j] ascending
        const uint a = s_keys[i];
        const uint b = s_keys[j];
        if (key_order(a) > key_order(b)) {
            s_keys[i] = b;
            s_keys[j] = a;
#if HAS_VALUES
            const uint value = s_values[i];
            s_values[i] = s_values[j];
            s_values[j] = value;
#endif
        }
        // @end exchange
    }
}

void main() {
    const uint n = b_steps[u_step].n;
    const uint base = array_base();

    // @region load: the array into shared memory
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint i = gl_LocalInvocationID.x + k * LOCAL_SIZE;
        if (i < n) {
            s_keys[i] = b_keys[base + i];
#if HAS_VALUES
            s_values[i] = b_values[base + i];
#endif
        }
    }
    memoryBarrierShared();
    barrier();
    // @end load

    // The loop bounds are compile-time constants, so every barrier() is in uniform control flow.
    // @region layers: every layer of the network, a barrier after each
    for (uint size_bit = 1u; (1u << size_bit) <= kPadded; ++size_bit) {
        const uint size = 1u << size_bit;
        for (uint layer = 0u; layer < size_bit; ++layer) {
            const uint stride_trailing_zeros = size_bit - 1u - layer;  // strides size/2, size/4, ..., 1
            const uint stride = 1u << stride_trailing_zeros;
            const uint inner_remainder = layer == 0u ? 0u : 1u;
            const uint inner_last = (size >> stride_trailing_zeros) - 1u;
            compare_layer(n, stride, stride_trailing_zeros, inner_remainder, inner_last);
            memoryBarrierShared();
            barrier();
        }
    }
    // @end layers

    // @region store: the sorted array back to global memory
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint i = gl_LocalInvocationID.x + k * LOCAL_SIZE;
        if (i < n) {
            b_keys[base + i] = s_keys[i];
#if HAS_VALUES
            b_values[base + i] = s_values[i];
#endif
        }
    }
    // @end store
}
