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
// Parameter block b_steps[u_step]: n, keys in each array (ITEMS); work_items, the arrays of the batch.
// Arguments (NetworkFusedArgs, algorithms/sorts/network/): arg_network() (the CPU side's), and
// COMPARATORS (a Define) for the reader. Injected: ITEMS = n; NETWORK_COMPARATORS.
// Buffers: b_keys sorted in place, array a at a * n; b_values the payload (HAS_VALUES only).
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "keys_in_place.glsl"

const uint STRIDE = uint(ITEMS) | 1u;
shared uint s_keys[LOCAL_SIZE * STRIDE];
#if HAS_VALUES
shared uint s_values[LOCAL_SIZE * STRIDE];
#endif

// One comparator in registers: the smaller order to `a`, the larger to `b` (a > b: the other way).
#if HAS_VALUES
#define CE(a, b) { const bool swap = k[a] > k[b]; const uint lo = swap ? k[b] : k[a]; const uint hi = swap ? k[a] : k[b]; const uint vlo = swap ? v[b] : v[a]; const uint vhi = swap ? v[a] : v[b]; k[a] = lo; k[b] = hi; v[a] = vlo; v[b] = vhi; }
#else
#define CE(a, b) { const uint lo = min(k[a], k[b]); const uint hi = max(k[a], k[b]); k[a] = lo; k[b] = hi; }
#endif

void main() {
    const uint arrays = b_steps[u_step].work_items;
    const uint n = uint(ITEMS);
    const uint first_array = linear_group_index() * LOCAL_SIZE;
    const uint local = gl_LocalInvocationID.x;
    const uint group_arrays = first_array < arrays ? min(LOCAL_SIZE, arrays - first_array) : 0u;
    const uint group_words = group_arrays * n;
    const uint base = first_array * n;

    // @region stage: the group's arrays into shared memory, coalesced (word w of array a at a * STRIDE + w % n)
    for (uint w = local; w < group_words; w += LOCAL_SIZE) {
        const uint row = w / n;
        s_keys[row * STRIDE + (w - row * n)] = key_order(b_keys[base + w]);
#if HAS_VALUES
        s_values[row * STRIDE + (w - row * n)] = b_values[base + w];
#endif
    }
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
    for (uint w = local; w < group_words; w += LOCAL_SIZE) {
        const uint row = w / n;
        b_keys[base + w] = key_from_order(s_keys[row * STRIDE + (w - row * n)]);
#if HAS_VALUES
        b_values[base + w] = s_values[row * STRIDE + (w - row * n)];
#endif
    }
    // @end store
}
