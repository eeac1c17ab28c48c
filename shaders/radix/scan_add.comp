// scan_add.comp: the downward half of the multi-level exclusive prefix sum (see scan_blocks.comp).
//
// One work group = one block of kBlock = LOCAL_SIZE * ITEMS entries of a level that scan_blocks
// scanned block by block: block b = linear_group_index() adds the scanned total of the blocks before
// it, b_counts[SUMS + b] (the next level, scanned by now), to each of its entries, striped (coalesced).
// Afterwards the level is one exclusive scan from its first entry. Block 0 adds 0 and leaves at once.
// The scan covers one table for the whole batch: the plan dispatches it with one work group in z.
//
// Parameter block b_steps[u_step]: n, keys in each array (unused); work_items, blocks * LOCAL_SIZE
// (informative; blocks past LENGTH return). Arguments (ScanArgs, algorithms/sorts/radix/radix.hpp):
//   arg_offset()  OFFSET: this level's first entry in b_counts
//   arg_length()  LENGTH: this level's entries
//   arg_sums()    SUMS: the next level's first entry, holding the scanned block totals of this level
//   arg_level(), arg_digit(), arg_bits()  the level, the radix digit and its width (describe only)
// Buffers (counts.glsl):
//   BINDING_COUNTS  b_counts: entries OFFSET .. OFFSET + LENGTH - 1 updated in place; SUMS + b read
layout(local_size_x = LOCAL_SIZE) in;

const uint kBlock = LOCAL_SIZE * ITEMS;  // entries per work group

#pragma sortscope include "counts.glsl"

void main() {
    const uint offset = arg_offset();
    const uint length = arg_length();
    const uint sums = arg_sums();
    const uint block = linear_group_index();
    const uint block_start = block * kBlock;
    if (block_start >= length) return;

    // @region add: add the scanned total of the blocks before this one to each entry
    const uint add = b_counts[sums + block];
    if (add == 0u) return;
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = block_start + j * LOCAL_SIZE + gl_LocalInvocationID.x;
        if (i < length) b_counts[offset + i] += add;
    }
    // @end add
}
