// bitonic_shared.comp: a run of bitonic stages fused in shared memory (seed 000, Zucchi 2013, "bitonic +
// lds"). One work group = one tile of TILE = 2 * LOCAL_SIZE * ITEMS consecutive keys: it loads the tile
// into shared memory with coalesced reads, runs every stage of passes FIRST_PASS .. LAST_PASS whose
// partner distance is below TILE (distance bits min(pass, TILE_BIT - 1) .. 0) with a barrier between
// stages, and writes the tile back. Each invocation runs ITEMS comparators per stage: comparator
// c = k * LOCAL_SIZE + local id (k < ITEMS) of the tile is global invocation lid = group * TILE/2 + c of
// bitonic_step.comp, with the same formula: p0 = c with a 0 bit inserted at the distance bit, p1 = p0 |
// (1 << bit), flip = bit `pass` of lid XOR the pass's flip parity (the block holding n sorts ascending).
// Positions >= n act as +infinity: they are never loaded, and comparators with p1 >= n are skipped.
//
// Parameter block b_steps[u_step]:
//   n           keys in each array
//   work_items  comparators per stage over the whole array (next_power_of_two(n) / 2; for tables only)
//   arg[0]      FIRST_PASS
//   arg[1]      LAST_PASS
//   arg[2]      TILE_BIT: log2(TILE)
// Buffers (array z of the batch starts at z * n):
//   BINDING_KEYS    b_keys: uint[batch * n], sorted in place
//   BINDING_VALUES  b_values: uint[batch * n], the payload (HAS_VALUES only)
// Shared memory: TILE keys (and TILE values): the plan keeps TILE within GL_MAX_COMPUTE_SHARED_MEMORY_SIZE.
layout(local_size_x = LOCAL_SIZE) in;

#define TILE (2u * LOCAL_SIZE * ITEMS)

layout(std430, binding = BINDING_KEYS) buffer KeyBlock {
    uint b_keys[];
};
shared uint s_keys[TILE];
#if HAS_VALUES
layout(std430, binding = BINDING_VALUES) buffer ValueBlock {
    uint b_values[];
};
shared uint s_values[TILE];
#endif

// 1 when the block of 2^(pass+1) keys holding position n must flip to sort ascending
// (bitonic_flip_parity in algorithms/src/bitonic.cpp).
uint flip_parity(uint n, uint pass) {
    const uint block = 2u << pass;
    return (n % block) == 0u ? 0u : (n / block) & 1u;
}

void main() {
    const uint n = b_steps[u_step].n;
    const uint first_pass = b_steps[u_step].arg[0];
    const uint last_pass = b_steps[u_step].arg[1];
    const uint tile_bit = b_steps[u_step].arg[2];
    const uint group = linear_group_index();
    const uint tile_start = group * TILE;
    // The whole group leaves together, so no invocation misses a barrier.
    if (tile_start >= n) return;
    const uint base = array_base() + tile_start;
    const uint local_id = gl_LocalInvocationID.x;

    for (uint k = 0u; k < 2u * ITEMS; ++k) {
        const uint index = k * LOCAL_SIZE + local_id;
        if (tile_start + index < n) {
            s_keys[index] = b_keys[base + index];
#if HAS_VALUES
            s_values[index] = b_values[base + index];
#endif
        }
    }
    memoryBarrierShared();
    barrier();

    for (uint pass = first_pass; pass <= last_pass; ++pass) {
        const uint parity = flip_parity(n, pass);
        for (uint distance_bit = min(pass, tile_bit - 1u) + 1u; distance_bit-- > 0u;) {
            const uint lower = (1u << distance_bit) - 1u;
            for (uint k = 0u; k < ITEMS; ++k) {
                const uint c = k * LOCAL_SIZE + local_id;
                const uint p0 = ((c & ~lower) << 1) | (c & lower);
                const uint p1 = p0 | (1u << distance_bit);
                if (tile_start + p1 < n) {
                    const uint lid = group * (TILE / 2u) + c;
                    const bool flip = (((lid >> pass) & 1u) ^ parity) != 0u;
                    const uint a = s_keys[p0];
                    const uint b = s_keys[p1];
                    const uint order_a = key_order(a);
                    const uint order_b = key_order(b);
                    if (flip ? order_a < order_b : order_a > order_b) {
                        s_keys[p0] = b;
                        s_keys[p1] = a;
#if HAS_VALUES
                        const uint value = s_values[p0];
                        s_values[p0] = s_values[p1];
                        s_values[p1] = value;
#endif
                    }
                }
            }
            memoryBarrierShared();
            barrier();
        }
    }

    for (uint k = 0u; k < 2u * ITEMS; ++k) {
        const uint index = k * LOCAL_SIZE + local_id;
        if (tile_start + index < n) {
            b_keys[base + index] = s_keys[index];
#if HAS_VALUES
            b_values[base + index] = s_values[index];
#endif
        }
    }
}
