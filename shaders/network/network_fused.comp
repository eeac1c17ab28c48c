// network_fused.comp: a whole loaded network on many small arrays in one dispatch (n <= 64 keys each):
// the batched workload of median filters and small sorts inside larger kernels
// (algorithms/sorts/network/network_fused.cpp).
//
// One invocation = one array of the batch, sorted by every comparator of the network in registers. The
// comparators are compiled in: NETWORK_COMPARATORS is a list CE(low, high) ... of constants (the plan's
// program variant), so every index is known when the kernel is built and the keys stay in registers.
// The work group stages its LOCAL_SIZE arrays through shared memory so that the loads and stores of
// global memory are coalesced: the group's keys are read word by word into s_keys (row r of an array
// at r * STRIDE, STRIDE = ITEMS | 1 so that a row-wise read meets no bank twice), each invocation takes
// its row, sorts it, writes it back, and the group stores the words in order.
//
// How the keys travel (FUSED_LOADS, the plan's choice, network_fused.cpp; measured on an H200 with 2^24
// keys, docs/networks.md):
//   0 staged words: the group's keys word by word through shared memory (any n, and with values);
//   1 direct quads: each invocation loads and stores its own array as uvec4s, no shared memory (n a
//     multiple of 4 above 16: 64 keys ran twice as fast as staged, whose rows of 64 cost occupancy);
//   2 staged quads: as 0, but each invocation moves a uvec4 (n a multiple of 4 up to 16: 16 keys ran
//     at 80% of the copy bandwidth, against 71% for 0 and 67% for 1).
//
// Parameter block b_steps[u_step]: n, keys in each array (ITEMS); work_items, the arrays of the batch.
// Arguments (NetworkFusedArgs, algorithms/sorts/network/): arg_network() (the CPU side's), and
// COMPARATORS (a Define) for the reader. Injected: ITEMS = n; NETWORK_COMPARATORS.
// Buffers: b_keys sorted in place, array a at a * n; b_values the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "keys_in_place.glsl"

#if FUSED_LOADS != 0
// The same keys as uvec4s (ITEMS is a multiple of 4 and no values travel).
layout(std430, binding = BINDING_KEYS) buffer KeyQuadBlock {
    uvec4 b_key_quads[];
};
#endif

const uint STRIDE = uint(ITEMS) | 1u;
#if FUSED_LOADS != 1
shared uint s_keys[LOCAL_SIZE * STRIDE];
#endif
#if HAS_VALUES
shared uint s_values[LOCAL_SIZE * STRIDE];
#endif

// One comparator in registers: the smaller order to `a`, the larger to `b` (a > b: the other way).
#if HAS_VALUES
#define CE(a, b) { const bool swap = k[a] > k[b]; const uint lo = swap ? k[b] : k[a]; const uint hi = swap ? k[a] : k[b]; const uint vlo = swap ? v[b] : v[a]; const uint vhi = swap ? v[a] : v[b]; k[a] = lo; k[b] = hi; v[a] = vlo; v[b] = vhi; }
#else
#define CE(a, b) { const uint lo = min(k[a], k[b]); const uint hi = max(k[a], k[b]); k[a] = lo; k[b] = hi; }
#endif

#if FUSED_LOADS == 1
void main() {
    const uint arrays = b_steps[u_step].work_items;
    const uint array_index = linear_group_index() * LOCAL_SIZE + gl_LocalInvocationID.x;
    if (array_index >= arrays) return;
    const uint quads = uint(ITEMS) / 4u;
    const uint first_quad = array_index * quads;
    // @region load_own: this invocation's array straight into registers, a uvec4 at a time
    uint k[ITEMS];
    for (uint q = 0u; q < quads; ++q) {
        const uvec4 quad = b_key_quads[first_quad + q];
        k[4u * q] = key_order(quad.x);
        k[4u * q + 1u] = key_order(quad.y);
        k[4u * q + 2u] = key_order(quad.z);
        k[4u * q + 3u] = key_order(quad.w);
    }
    // @end load_own
    // @region sort_own: this invocation's array through every comparator, in registers
    NETWORK_COMPARATORS
    // @end sort_own
    // @region store_own: the sorted array back, a uvec4 at a time
    for (uint q = 0u; q < quads; ++q) {
        b_key_quads[first_quad + q] = uvec4(key_from_order(k[4u * q]), key_from_order(k[4u * q + 1u]),
                                            key_from_order(k[4u * q + 2u]), key_from_order(k[4u * q + 3u]));
    }
    // @end store_own
}
#else
void main() {
    const uint arrays = b_steps[u_step].work_items;
    const uint n = uint(ITEMS);
    const uint first_array = linear_group_index() * LOCAL_SIZE;
    const uint local = gl_LocalInvocationID.x;
    const uint group_arrays = first_array < arrays ? min(LOCAL_SIZE, arrays - first_array) : 0u;
    const uint group_words = group_arrays * n;
    const uint base = first_array * n;

    // @region stage: the group's arrays into shared memory, coalesced (word w of array a at a * STRIDE + w % n)
#if FUSED_LOADS == 2
    for (uint q = local; q < group_words / 4u; q += LOCAL_SIZE) {
        const uint row = 4u * q / n;
        const uint at = row * STRIDE + (4u * q - row * n);
        const uvec4 quad = b_key_quads[base / 4u + q];
        s_keys[at] = key_order(quad.x);
        s_keys[at + 1u] = key_order(quad.y);
        s_keys[at + 2u] = key_order(quad.z);
        s_keys[at + 3u] = key_order(quad.w);
    }
#else
    for (uint w = local; w < group_words; w += LOCAL_SIZE) {
        const uint row = w / n;
        s_keys[row * STRIDE + (w - row * n)] = key_order(b_keys[base + w]);
#if HAS_VALUES
        s_values[row * STRIDE + (w - row * n)] = b_values[base + w];
#endif
    }
#endif
    barrier();
    // @end stage
    // @region sort: this invocation's array through every comparator, in registers
    if (local < group_arrays) {
        uint k[ITEMS];
        for (uint i = 0u; i < n; ++i) k[i] = s_keys[local * STRIDE + i];
#if HAS_VALUES
        uint v[ITEMS];
        for (uint i = 0u; i < n; ++i) v[i] = s_values[local * STRIDE + i];
#endif
        NETWORK_COMPARATORS
        for (uint i = 0u; i < n; ++i) s_keys[local * STRIDE + i] = k[i];
#if HAS_VALUES
        for (uint i = 0u; i < n; ++i) s_values[local * STRIDE + i] = v[i];
#endif
    }
    barrier();
    // @end sort
    // @region store: the sorted arrays back, coalesced
#if FUSED_LOADS == 2
    for (uint q = local; q < group_words / 4u; q += LOCAL_SIZE) {
        const uint row = 4u * q / n;
        const uint at = row * STRIDE + (4u * q - row * n);
        b_key_quads[base / 4u + q] = uvec4(key_from_order(s_keys[at]), key_from_order(s_keys[at + 1u]),
                                           key_from_order(s_keys[at + 2u]), key_from_order(s_keys[at + 3u]));
    }
#else
    for (uint w = local; w < group_words; w += LOCAL_SIZE) {
        const uint row = w / n;
        b_keys[base + w] = key_from_order(s_keys[row * STRIDE + (w - row * n)]);
#if HAS_VALUES
        b_values[base + w] = s_values[row * STRIDE + (w - row * n)];
#endif
    }
#endif
    // @end store
}
#endif
