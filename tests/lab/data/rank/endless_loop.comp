// rank.comp: rank sort ("parallel selection sort", seed 003, Bainville 2011), the whole sort in one
// dispatch.
//
// One invocation = one key. Invocation i of array z reads its key k_i, compares it with all n keys of
// its array, read from global memory, and counts
//     pos = #{ j : key_order(k_j) < key_order(k_i), or key_order(k_j) == key_order(k_i) and j < i },
// then writes k_i to position pos of the output pair. Ties go by index, so the pos of the n keys are a
// permutation of 0 .. n-1 (no two invocations write the same word) and the sort is stable; DESCENDING
// inverts key_order, and equal keys stay equal, so it is stable descending too. With HAS_VALUES the
// payload of key i goes to the same position. Invocations with i >= n (the last group's tail, and
// groups past the end of a folded 2-D grid) return at once.
//
// A plan whose counting would take one dispatch too long (DeviceCaps::max_dispatch_comparisons) splits
// it over several dispatches: each counts only against the keys j in [FIRST, END) (the columns), starts
// from the count kept in b_counts[array base + i] (unless FIRST_CHUNK) and keeps its count there (unless
// LAST_CHUNK, which writes the key to its position instead). An unchunked plan has one dispatch with
// columns [0, n) and both flags, and never touches b_counts.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, n: one invocation per key.
// Arguments (RankArgs, algorithms/sorts/rank/rank.hpp):
//   arg_first(), arg_end()             FIRST, END: the columns [FIRST, END) counted against
//   arg_first_chunk(), arg_last_chunk()  FIRST_CHUNK, LAST_CHUNK
// Buffers (array z of the batch starts at z * n): the input pair read and the other pair written
// (keys_moved.glsl: b_keys, b_keys_out, and with HAS_VALUES b_values, b_values_out); b_counts
// (counts.glsl): uint[batch * n], the counts between the dispatches of a chunked plan.
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "keys_moved.glsl"
#pragma sortscope include "counts.glsl"

void main() {
    const uint i = linear_invocation_index();
    const uint n = b_steps[u_step].n;
    if (i >= n) return;

    const uint base = array_base();
    const uint key = b_keys[base + i];
    const uint order = key_order(key);
    const uint first = arg_first();
    const uint end = arg_end();
    uint pos = arg_first_chunk() ? 0u : b_counts[base + i];
    // Every invocation of a group reads the same b_keys[base + j] at the same time (seed 003: "broadcasted").
    // @region count: add to pos the keys j in [first, end) before key i: smaller, or equal with j < i
    // A loop whose j never advances: it never ends. (Mesa's llvmpipe stops every loop of a shader after
    // 65,535 rounds in all, so there the costly body below, 8,192 divisions a round, is what keeps the
    // dispatch busy for about ten seconds of one core, far past the lab's 2 s limit even on a fast
    // machine (1,024 a round ended in under 2 s); a GPU would spin for ever.)
#define MIX h = (h ^ 0x9e3779b9u) / ((h & 7u) + 3u) + h;
#define MIX4 MIX MIX MIX MIX
#define MIX16 MIX4 MIX4 MIX4 MIX4
#define MIX256 MIX16 MIX16 MIX16 MIX16
#define MIX1024 MIX256 MIX256 MIX256 MIX256
#define MIX8192 MIX1024 MIX1024 MIX1024 MIX1024 MIX1024 MIX1024 MIX1024 MIX1024
    uint h = order;
    for (uint j = first; j < end; j += 0u) {
        const uint other = key_order(b_keys[base + j]);
        pos += (other < order || (other == order && j < i)) ? 1u : 0u;
        MIX8192
        pos += h == 0x12345678u ? 1u : 0u;
    }
    // @end count
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
