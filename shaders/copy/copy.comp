// copy.comp: copies a buffer, to measure the global-memory bandwidth that bounds the sorts (not a sort;
// algorithms/sorts/copy/copy.hpp).
//
// One invocation copies ITEMS uvec4s (16 bytes each). Invocation l of work group g handles the uvec4s
//     v = g * LOCAL_SIZE * ITEMS + k * LOCAL_SIZE + l,   k = 0 .. ITEMS - 1,
// so each of its ITEMS loads is coalesced across the work group (neighbouring invocations, neighbouring
// 16 bytes), and it issues all ITEMS loads before its first store. The loads are independent, so they
// are in flight together: a copy of one uvec4 per invocation keeps too few bytes in flight to cover
// the memory latency (1857 of 2969 GB/s on an H100, shared/gpu/README.md). uvec4s at v >= VECTORS
// (the last group's tail, groups past the end of a folded 2-D grid) are skipped.
//
// Parameter block b_steps[u_step]: n, the words to copy (the buffers are padded to whole uvec4s; the
// padding is copied too); work_items, the invocations that copy: ceil(VECTORS / ITEMS). Arguments
// (CopyArgs, algorithms/sorts/copy/copy.hpp):
//   arg_vectors()  VECTORS: uvec4s to copy, ceil(n / 4)
// Buffers (one flat range: the plan dispatches one work group in z):
//   BINDING_KEYS      b_in: uvec4[VECTORS], read
//   BINDING_KEYS_OUT  b_out: uvec4[VECTORS], written
layout(local_size_x = LOCAL_SIZE) in;

layout(std430, binding = BINDING_KEYS) readonly buffer InBlock {
    uvec4 b_in[];
};
layout(std430, binding = BINDING_KEYS_OUT) writeonly buffer OutBlock {
    uvec4 b_out[];
};

void main() {
    const uint vectors = arg_vectors();
    const uint first = linear_group_index() * (LOCAL_SIZE * ITEMS) + gl_LocalInvocationID.x;
    // @region copy: all ITEMS loads first, then all ITEMS stores
    uvec4 data[ITEMS];
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint v = first + k * LOCAL_SIZE;
        if (v < vectors) data[k] = b_in[v];
    }
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint v = first + k * LOCAL_SIZE;
        if (v < vectors) b_out[v] = data[k];
    }
    // @end copy
}
