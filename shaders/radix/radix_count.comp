// radix_count.comp: per-tile bin counts of one radix digit (cmk_radix_count of Huang, Intel 2019).
//
// One work group = one tile of kTile = LOCAL_SIZE * ITEMS consecutive keys of array z: tile
// g = linear_group_index() holds keys g * kTile .. g * kTile + kTile - 1 of the array (positions >= n
// are not counted). One invocation loads ITEMS keys of the tile, striped (key j * LOCAL_SIZE + local
// id: each load is coalesced), takes each key's digit (key_order(key) >> SHIFT) & (kBins - 1) and adds
// one to that bin's counter in shared memory (atomicAdd is fine here: a count has no order). Then the
// invocations write the tile's kBins counters into its column of the count table.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative;
// groups >= G return). Arguments (RadixArgs, algorithms/sorts/radix/radix.hpp):
//   arg_shift()   SHIFT: the digit's lowest bit in the sort key
//   arg_groups()  G: tiles (work groups) per array, ceil(n / kTile)
//   arg_digit()   the digit's index (describe and tables only)
//   RADIX_BITS    the digit width, compiled in
// Buffers:
//   BINDING_KEYS    b_keys: uint[batch * n], array z at z * n (read)
//   BINDING_COUNTS  b_counts (counts.glsl): the count table [array][bin][group]: entry (z * kBins + bin)
//                   * G + g is the number of keys of tile g of array z with that digit (written: all kBins
//                   of this tile)
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 1u << RADIX_BITS;  // bins of one digit
const uint kTile = LOCAL_SIZE * ITEMS;  // keys per work group

layout(std430, binding = BINDING_KEYS) readonly buffer KeyBlock {
    uint b_keys[];
};
#pragma sortscope include "counts.glsl"

shared uint s_count[kBins];

void main() {
    const uint group = linear_group_index();
    const uint groups = arg_groups();
    if (group >= groups) return;  // the whole group leaves together: the barriers below stay uniform

    const uint local_id = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    const uint shift = arg_shift();
    const uint tile_start = group * kTile;
    const uint tile_keys = min(kTile, n - tile_start);

    for (uint bin = local_id; bin < kBins; bin += LOCAL_SIZE) s_count[bin] = 0u;
    barrier();

    // @region count: count this invocation's keys of the tile in s_count, by digit
    const uint base = array_base() + tile_start;
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + local_id;
        if (i < tile_keys) atomicAdd(s_count[(key_order(b_keys[base + i]) >> shift) & (kBins - 1u)], 1u);
    }
    // @end count
    barrier();

    // Entry (z, bin, g) of the [array][bin][group] table.
    // @region publish: the tile's counts into its column of the count table
    for (uint bin = local_id; bin < kBins; bin += LOCAL_SIZE) {
        b_counts[(batch_array() * kBins + bin) * groups + group] = s_count[bin];
    }
    // @end publish
}
