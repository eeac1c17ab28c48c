// scan_blocks.comp: one level of the multi-level exclusive prefix sum of the Counts buffer (radix's
// count table, Huang, Intel 2019's "prefix sum" part done on the GPU).
//
// One work group = one block of kBlock = LOCAL_SIZE * ITEMS entries of this level: block
// b = linear_group_index() holds entries b * kBlock .. of the level (entries >= LENGTH are not part of
// it). The group loads its block into shared memory, striped (coalesced); invocation t then sums the
// ITEMS consecutive entries t * ITEMS .. t * ITEMS + ITEMS - 1, the work group takes the exclusive
// scan of those sums (group_scan.glsl: Hillis-Steele over LOCAL_SIZE), and invocation t writes the exclusive
// running sums of its entries back; the block is stored in place, striped. The block's total (the
// sum of its entries before the scan) goes to SUMS + b, the next level, unless this is the top level.
// The scan covers one table for the whole batch: the plan dispatches it with one work group in z.
//
// Parameter block b_steps[u_step]: n, keys in each array (unused); work_items, blocks * LOCAL_SIZE
// (informative; blocks past LENGTH return). Arguments (ScanArgs, algorithms/sorts/radix/radix.hpp):
//   arg_offset()  OFFSET: this level's first entry in b_counts
//   arg_length()  LENGTH: this level's entries
//   arg_sums()    SUMS: where the block totals go (the next level's first entry), kNoSums at the top
//   arg_level(), arg_digit(), arg_bits()  the level, the radix digit and its width (describe only)
// Buffers (counts.glsl):
//   BINDING_COUNTS  b_counts: entries OFFSET .. OFFSET + LENGTH - 1 are scanned in place; SUMS + b is
//                   written with block b's total
layout(local_size_x = LOCAL_SIZE) in;

const uint kBlock = LOCAL_SIZE * ITEMS;  // entries per work group (kNoSums is generated with the arguments)

#pragma sortscope include "counts.glsl"

shared uint s_block[kBlock];
#pragma sortscope include "group_scan.glsl"

void main() {
    const uint offset = arg_offset();
    const uint length = arg_length();
    const uint sums = arg_sums();
    const uint block = linear_group_index();
    const uint block_start = block * kBlock;
    if (block_start >= length) return;  // the whole group leaves together: the barriers stay uniform

    const uint t = gl_LocalInvocationID.x;
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        s_block[i] = block_start + i < length ? b_counts[offset + block_start + i] : 0u;
    }
    barrier();

    // @region scan: the block scanned: per-invocation sums, a work-group scan, running sums written back
    uint sum = 0u;
    for (uint j = 0u; j < ITEMS; ++j) sum += s_block[t * ITEMS + j];
    uint total;
    uint running = group_exclusive_scan(sum, total);
    // Only this invocation reads or writes its entries t * ITEMS + j here.
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint value = s_block[t * ITEMS + j];
        s_block[t * ITEMS + j] = running;
        running += value;
    }
    barrier();
    // @end scan

    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        if (block_start + i < length) b_counts[offset + block_start + i] = s_block[i];
    }
    if (t == 0u && sums != kNoSums) b_counts[sums + block] = total;
}
