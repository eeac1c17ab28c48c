// rank_shared.comp: rank sort with the keys staged through shared memory in blocks (Bainville 2011's
// ParallelSelection_Blocks, Bainville 2011). Same meaning and output as rank.comp.
//
// One invocation = one key, as in rank.comp: invocation i counts
//     pos = #{ j : key_order(k_j) < key_order(k_i), or key_order(k_j) == key_order(k_i) and j < i }
// and writes k_i (and its value, with HAS_VALUES) to position pos of the output pair. Instead of every
// invocation reading all n keys from global memory, the work group walks its array in blocks of
// BLOCK = ITEMS * LOCAL_SIZE keys (ITEMS = the block factor): all invocations load one block into
// s_order (invocation l loads positions start + l, start + l + LOCAL_SIZE, ...: ITEMS keys each), then
// every invocation counts against the block from shared memory. Two barriers per block (Bainville 2011):
// the first keeps a block from being overwritten while a slower invocation still counts the previous
// one, the second keeps anyone from counting before the block is entirely loaded.
//
// Unlike the seed, n need not be a multiple of BLOCK: the last block holds n - start keys, and only
// those are loaded and counted. Invocations with i >= n in the last group still help load and reach
// every barrier, but write nothing. A whole group past n (the tail of a folded 2-D grid) returns at
// once: that is uniform over the group, so no barrier is left waiting.
//
// Shared memory: ITEMS * LOCAL_SIZE * 4 bytes; the plan lowers ITEMS until it fits the device.
//
// A plan whose counting would take one dispatch too long (DeviceCaps::max_dispatch_comparisons) splits
// it over several dispatches: each counts only against the keys j in [FIRST, END) (the columns; FIRST is a multiple of BLOCK), starts
// from the count kept in b_counts[array base + i] (unless FIRST_CHUNK) and keeps its count there (unless
// LAST_CHUNK, which writes the key to its position instead). An unchunked plan has one dispatch with
// columns [0, n) and both flags, and never touches b_counts.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, n: one invocation per key.
// Arguments (RankArgs, algorithms/sorts/rank/rank.hpp), as rank.comp's:
//   arg_first(), arg_end()             FIRST, END: the columns [FIRST, END) counted against
//   arg_first_chunk(), arg_last_chunk()  FIRST_CHUNK, LAST_CHUNK
//   arg_block_factor()                 the block factor asked for (describe() only; the kernel uses ITEMS)
// Buffers (array z of the batch starts at z * n): the input pair read and the other pair written
// (keys_moved.glsl: b_keys, b_keys_out, and with HAS_VALUES b_values, b_values_out); b_counts
// (counts.glsl): uint[batch * n], the counts between the dispatches of a chunked plan.
layout(local_size_x = LOCAL_SIZE) in;

#define BLOCK (ITEMS * LOCAL_SIZE)

#pragma sortscope include "keys_moved.glsl"
#pragma sortscope include "counts.glsl"

// key_order() of the keys start .. start + BLOCK - 1 of this group's array.
shared uint s_order[BLOCK];

void main() {
    const uint n = b_steps[u_step].n;
    const uint first = linear_group_index() * LOCAL_SIZE;
    if (first >= n) return;

    const uint local_id = gl_LocalInvocationID.x;
    const uint i = first + local_id;
    const bool has_key = i < n;
    const uint base = array_base();
    const uint key = has_key ? b_keys[base + i] : 0u;
    const uint order = key_order(key);

    const uint first_column = arg_first();
    const uint end = arg_end();
    uint pos = (arg_first_chunk() || !has_key) ? 0u : b_counts[base + i];
    for (uint start = first_column; start < end; start += BLOCK) {
        const uint count = min(BLOCK, end - start);
        // @region load_block: the block of keys start .. start + count - 1 into s_order, between two barriers
        barrier();
        for (uint index = local_id; index < count; index += LOCAL_SIZE) {
            s_order[index] = key_order(b_keys[base + start + index]);
        }
        memoryBarrierShared();
        barrier();
        // @end load_block
        // @region count: add to pos the block's keys before key i: smaller, or equal with a lower index
        for (uint index = 0u; index < count; ++index) {
            const uint other = s_order[index];
            pos += (other < order || (other == order && start + index < i)) ? 1u : 0u;
        }
        // @end count
    }
    if (!has_key) return;
    if (!arg_last_chunk()) {
        b_counts[base + i] = pos;
        return;
    }
    // @region write: key i (and its value) to position pos of the output
    b_keys_out[base + pos] = key;
#if HAS_VALUES
    b_values_out[base + pos] = b_values[base + i];
#endif
    // @end write
}
