// odd_even_merge_window.comp: a run of consecutive layers of Batcher's odd-even merge network (magnickolas,
// magnickolas) fused in shared memory, on a window of rows with an optional halo. One dispatch of it
// replaces `layer_count` dispatches of odd_even_merge_step.comp; the comparators are the same.
//
// Rows: a layer of stride 2^b pairs i with i + 2^b, so every layer of stride >= 2^LOW_BIT keeps
// i mod 2^LOW_BIT. Write i = q * 2^LOW_BIT + r: for a fixed residue r the positions q form an odd-even
// merge network of their own, with strides 2^(b - LOW_BIT) and the same predicate (stride, size and q
// are all shifted by LOW_BIT). A work group takes 2^LANE_BITS consecutive residues (lanes, so its loads
// are coalesced runs) and a run of rows q, loads those keys into shared memory as key_order() values,
// runs the layers there with a barrier() between them, and writes back its own rows.
//   Whole window (HALO_ROWS = 0): SEGMENT_ROWS rows that hold whole merge groups in q, so every
//     comparator of the layers stays inside: the tile of dispatch 0 (LOW_BIT 0, all merges of groups up
//     to the tile) and the top layers of a larger merge (strides p .. 2^LOW_BIT, its q-groups).
//   Halo (HALO_ROWS = H > 0): the layers of strides 2^(LOW_BIT + L - 1) .. 2^LOW_BIT of one merge, with
//     2^L <= H. They move a key at most 2^L - 1 rows in total, so the work group loads rows
//     [start - H, start + SEGMENT_ROWS + H) (clipped to the merge group and to n), runs only the
//     comparators whose two keys it loaded, and writes back only rows [start, start + SEGMENT_ROWS):
//     a wrong key from a missing partner at the edge spreads inward by at most the sum of the strides,
//     which stays inside the halo.
// Each layer (numbered over the whole network, as odd_even_merge_layer() decodes it: merge group size
// 2^s, stride 2^b) uses the seed's predicate on the absolute normalised index q_loc = q >> (b - LOW_BIT):
//     (q_loc & 1) == inner_remainder && (q_loc & inner_last) < inner_last,
// and orders (i, i + 2^b) ascending. An invocation takes comparator slots, not indices: slot ->
// (lane, half-row h) -> left row = h with a bit (inner_remainder) inserted at the stride bit, so only
// the slots that fall on the last block of a group idle. With a halo, each layer runs only the rows the
// later layers still need (the halo shrinks by the stride at each layer). Positions >= n act as
// +infinity (magnickolas): they are never loaded or written and a pair with j >= n is skipped (a sentinel
// in shared memory that no comparator moves: see the load below).
// Registers first: every invocation loads its ITEMS keys into registers (all loads in flight together)
// before it stores any to shared memory, and in two cases, which the plan decides (REGISTER_LAYERS > 0),
// runs layers there, with no barrier:
//   dispatch 0 loads ITEMS consecutive keys per invocation and runs the merges of groups 2 .. ITEMS;
//   a top window (whole merge group of R = kTile >> LANE_BITS rows, first layer of the merge) holds
//     rows R/ITEMS apart, so the merge's first log2(ITEMS) layers pair registers of one invocation.
// (Odd-even merge's lower layers cannot: layer 2^b pairs i with i + 2^b for i mod 2^(b+1) >= 2^b, so
// two consecutive layers chain every key of a merge group together.)
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, n. Arguments
// (OddEvenMergeWindowArgs, algorithms/sorts/odd_even_merge/odd_even_merge.hpp):
//   arg_first_layer()      FIRST_LAYER: the first network layer this dispatch runs
//   arg_layer_count()      LAYER_COUNT: layers FIRST_LAYER .. FIRST_LAYER + LAYER_COUNT - 1, all strides
//                          >= 2^LOW_BIT
//   arg_low_bit()          LOW_BIT: rows are 2^LOW_BIT keys apart; residues r = i mod 2^LOW_BIT
//   arg_lane_bits()        LANE_BITS: 2^LANE_BITS consecutive residues per work group (LANE_BITS <= LOW_BIT)
//   arg_segment_rows()     SEGMENT_ROWS: rows each work group writes (a power of two, a multiple of every
//                          stride)
//   arg_halo_rows()        HALO_ROWS: extra rows loaded on each side (0, or a power of two > the sum of
//                          q-strides)
//   arg_register_layers()  REGISTER_LAYERS: layers run in registers first (0: none): the tile sort of
//                          dispatch 0 (FIRST_LAYER 0), or a top window's first ITEM_BITS layers
// Work groups: group g takes residues ((g mod 2^(LOW_BIT - LANE_BITS)) << LANE_BITS) + lane and the
// segment g >> (LOW_BIT - LANE_BITS) of SEGMENT_ROWS rows. 2^LANE_BITS * (SEGMENT_ROWS + 2 HALO_ROWS)
// <= LOCAL_SIZE * ITEMS.
// Shared memory: s_keys[LOCAL_SIZE * ITEMS] (and s_values with HAS_VALUES), row-major: row * lanes + lane.
// Buffers (keys_moved.glsl; array z of the batch starts at z * n). A halo window reads keys that a
// neighbouring work group writes, so every dispatch reads one pair (b_keys, b_values) and writes the
// other (b_keys_out, b_values_out); the segments of all work groups cover every position < n exactly
// once, so the other pair receives the whole array.
#pragma optionNV(unroll all)
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "keys_moved.glsl"

const uint kTile = LOCAL_SIZE * ITEMS;

#pragma sortscope include "registers.glsl"

shared uint s_keys[kTile];
#if HAS_VALUES
shared uint s_values[kTile];
#endif

// One comparator on an invocation's registers (constant indices once the loops unroll): the smaller key
// to j, the larger to partner; the payload moves with a strictly greater key only, as in shared memory.
void order_registers(uint j, uint partner, inout uint keys[ITEMS] VALUE_ARGS) {
    const uint a = keys[j];
    const uint b = keys[partner];
#if HAS_VALUES
    const uint value_change = (values[j] ^ values[partner]) & (0u - uint(a > b));
    values[j] ^= value_change;
    values[partner] ^= value_change;
#endif
    keys[j] = min(a, b);
    keys[partner] = max(a, b);
}

// A layer's left row for half-row h: h with bit d = remainder inserted.
uint left_row(uint h, uint d, uint remainder) {
    const uint low_mask = (1u << d) - 1u;
    return ((h & ~low_mask) << 1u) | (remainder << d) | (h & low_mask);
}

// The shared-memory slot of an invocation's register k: ITEMS consecutive slots in dispatch 0's tile
// sort, else slots LOCAL_SIZE apart (consecutive invocations on consecutive slots).
uint register_slot(uint k, bool tile_sort) {
    return tile_sort ? gl_LocalInvocationID.x * ITEMS + k : gl_LocalInvocationID.x + k * LOCAL_SIZE;
}

void main() {
    const uint n = b_steps[u_step].n;
    const uint first_layer = arg_first_layer();
    const uint layer_count = arg_layer_count();
    const uint low_bit = arg_low_bit();
    const uint lane_bits = arg_lane_bits();
    const uint segment_rows = arg_segment_rows();
    const uint halo_rows = arg_halo_rows();
    const uint register_layers = arg_register_layers();
    const uint base = array_base();

    const uint lanes = 1u << lane_bits;
    const uint group = linear_group_index();
    const uint block_bits = low_bit - lane_bits;
    const uint first_residue = (group & ((1u << block_bits) - 1u)) << lane_bits;
    const uint segment_start = (group >> block_bits) * segment_rows;  // the first row q this group writes

    // Rows q in [q_begin, q_end) are loaded: the segment, and with a halo its neighbours inside the
    // merge group (the merge of the last layer: a halo dispatch runs layers of one merge only).
    uint q_begin = segment_start;
    uint q_end = segment_start + segment_rows;
    if (halo_rows != 0u) {
        uint layer = first_layer + layer_count - 1u;  // decode the merge size as odd_even_merge_layer() does
        uint size_bit = 1u;
        while (layer >= size_bit) {
            layer -= size_bit;
            ++size_bit;
        }
        const uint group_rows = 1u << (size_bit - low_bit);
        const uint merge_begin = segment_start & ~(group_rows - 1u);
        q_begin = max(segment_start, merge_begin + halo_rows) - halo_rows;
        q_end = min(q_end + halo_rows, merge_begin + group_rows);
    }
    // Row index 0 is q = segment_start - HALO_ROWS (below 0 at the first segment: such rows are never
    // loaded). Loaded rows are [row_begin, row_end); the group writes rows [HALO_ROWS, HALO_ROWS + SEGMENT_ROWS).
    const uint row0 = segment_start - halo_rows;
    const uint row_begin = q_begin - row0;
    const uint row_end = q_end - row0;

    // Slots that were not loaded hold sentinels that no comparator ever moves, because a pair is swapped
    // only when its left key is strictly greater: 0 below the loaded rows (they are only ever left of a
    // loaded key) and 0xFFFFFFFF above them and at i >= n (only ever right of one). So a pair with a
    // partner outside the loaded rows or at j >= n does nothing, as the network says, without a test.
    uint keys[ITEMS];
#if HAS_VALUES
    uint values[ITEMS];
#endif
    // Dispatch 0 (the tile sort: rows of one key, layers from 0), when the plan runs its first layers in
    // registers: an invocation loads ITEMS consecutive keys instead (slot = id * ITEMS + k), so the merges
    // of groups of 2 .. ITEMS run in its registers below, before any key reaches shared memory.
    // @region load: each invocation loads its ITEMS keys into registers (sentinels where none)
    const bool tile_sort = first_layer == 0u && register_layers != 0u;
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint slot = register_slot(k, tile_sort);
        const uint row = slot >> lane_bits;
        const uint i = ((row0 + row) << low_bit) + first_residue + (slot & (lanes - 1u));
        keys[k] = row < row_begin ? 0u : 0xFFFFFFFFu;
#if HAS_VALUES
        values[k] = 0u;
#endif
        if (row >= row_begin && row < row_end && i < n) {
            keys[k] = key_order(b_keys[base + i]);
#if HAS_VALUES
            values[k] = b_values[base + i];
#endif
        }
    }
    // @end load

    // LAYER_COUNT is the same for the whole dispatch, so every barrier() is in uniform control flow.
    uint size_bit = 1u;  // decode FIRST_LAYER, then step through the layers in network order
    uint within = first_layer;
    while (within >= size_bit) {
        within -= size_bit;
        ++size_bit;
    }
    uint shared_layers = layer_count;

    // @region tile_registers: dispatch 0: the merges of groups 2 .. ITEMS in registers
    if (tile_sort) {
        // Merges of groups of 2^sb keys, sb = 1 .. ITEM_BITS, all inside one invocation's registers: for
        // position i = id * ITEMS + j the seed's q_loc = i >> b has the low bits of j >> b, so every
        // predicate is a constant once the loops unroll.
        for (uint sb = 1u; sb <= ITEM_BITS; ++sb) {
            for (uint b = sb; b-- > 0u;) {
                const uint last = (1u << (sb - b)) - 1u;
                for (uint j = 0u; j < ITEMS; ++j) {
                    const uint jj = j >> b;
                    const bool left = b == sb - 1u ? (jj & 1u) == 0u : ((jj & 1u) == 1u && (jj & last) != last);
                    if (left && j + (1u << b) < ITEMS) order_registers(j, j + (1u << b), keys VALUE_PASS);
                }
            }
        }
        shared_layers -= ITEM_BITS * (ITEM_BITS + 1u) / 2u;
        size_bit = ITEM_BITS + 1u;
        within = 0u;
    }
    // @end tile_registers

    // The top layers of a merge whose group is the whole window (no halo; the top windows of the plan):
    // an invocation's ITEMS registers hold rows r, r + R/ITEMS, ..., r + (ITEMS-1) R/ITEMS of one lane,
    // where R = kTile >> LANE_BITS rows is the merge group, so the merge's first ITEM_BITS layers (row
    // strides R/2, R/4, ..., R/ITEMS) pair registers of one invocation: they run here, before the keys
    // reach shared memory, with no barrier. The seed's predicate on q_loc = q >> d becomes one on the
    // register index j (the rows below r's bits): the first layer pairs j < ITEMS/2 with j + ITEMS/2; the
    // layer of register stride 2^e pairs j whose j >> e is odd and not the last of its group, with j + 2^e.
    // Both are constants once the loops unroll. Positions >= n hold 0xFFFFFFFF and are never swapped. The
    // plan decides when a window is such a top window (a whole merge group from its first layer, no halo,
    // at least ITEM_BITS layers, LOCAL_SIZE >= lanes): then it sets REGISTER_LAYERS.
    // @region top_registers: a top window: the merge's first ITEM_BITS layers in registers
    if (!tile_sort && register_layers != 0u) {
        for (uint e = ITEM_BITS; e-- > 0u;) {  // register strides ITEMS/2 .. 1
            for (uint j = 0u; j < ITEMS; ++j) {
                const uint jj = j >> e;
                const bool first = e == ITEM_BITS - 1u;
                const bool left = first ? jj == 0u : ((jj & 1u) == 1u && jj != (ITEMS >> e) - 1u);
                if (left) order_registers(j, j + (1u << e), keys VALUE_PASS);
            }
        }
        shared_layers -= ITEM_BITS;
        within += ITEM_BITS;
        if (within == size_bit) {
            within = 0u;
            ++size_bit;
        }
    }
    // @end top_registers

    for (uint k = 0u; k < ITEMS; ++k) {
        const uint slot = register_slot(k, tile_sort);
        s_keys[slot] = keys[k];
#if HAS_VALUES
        s_values[slot] = values[k];
#endif
    }
    memoryBarrierShared();
    barrier();

    const uint rows = segment_rows + 2u * halo_rows;
    const uint tid = gl_LocalInvocationID.x;
    const uint lane = tid & (lanes - 1u);
    const uint step_rows = LOCAL_SIZE >> lane_bits;  // rows from one of an invocation's slots to the next
    // @region layers: the remaining layers in shared memory, a barrier after each
    for (uint l = 0u; l < shared_layers; ++l) {
        const uint stride_bit = size_bit - 1u - within;
        const uint d = stride_bit - low_bit;  // the stride in rows is 2^d
        const uint inner_remainder = within == 0u ? 0u : 1u;
        const uint inner_last = (1u << (size_bit - stride_bit)) - 1u;
        // The rows this layer must get right: the layers after it move a key at most 2^d - 1 rows, so
        // outside [HALO - 2^d + 1, HALO + SEGMENT + 2^d - 1) nothing reaches the written rows. Run the
        // pairs of the blocks of 2^(d+1) rows around that (HALO is a multiple of 2^(d+1)).
        const uint pad = min(halo_rows, 2u << d);
        const uint first_h = (halo_rows - pad) >> 1u;
        const uint zone_slots = ((segment_rows + 2u * pad) >> 1u) << lane_bits;
        const uint partner_slots = lanes << d;
        // Pair slot k of this invocation is half-row h0 + k * step_rows of the layer. Its left row is h
        // with bit d = inner_remainder inserted (rows start at a multiple of 2^(d+1), so bit d of the row
        // is bit d of q); the pair is on when it lies in the zone and in the tile's rows and its q is not
        // the last of its group (the seed's predicate). When step_rows is a whole number of blocks of 2^d
        // (every layer but the longest strides of dispatch 0 and of the top windows), the left row moves
        // by 2 step_rows from one slot to the next and the rest follows by addition. (On the H100 its gain
        // was within the 5% that separate device calls vary: 2.24 with it, 2.12 without, in two calls.)
        const uint h0 = first_h + (tid >> lane_bits);
        const bool regular = step_rows >= (1u << d);  // false too when LOCAL_SIZE < lanes (step_rows 0)
        // Every pair of this invocation is loaded before any is stored (the pairs are disjoint), so the
        // shared-memory loads of all of them are in flight together.
        uint a_slot[ITEMS / 2u];
        uint a_key[ITEMS / 2u];
        uint b_key[ITEMS / 2u];
        for (uint k = 0u; k < ITEMS / 2u; ++k) {
            const uint slot = tid + k * LOCAL_SIZE;
            // @region pair: left = the left row of pair slot k; on: the pair runs (zone, tile, predicate)
            const uint left = regular ? left_row(h0, d, inner_remainder) + 2u * step_rows * k
                                      : left_row(first_h + (slot >> lane_bits), d, inner_remainder);
            const uint pair_lane = regular ? lane : slot & (lanes - 1u);
            const bool on = slot < zone_slots && left + (1u << d) < rows && (((row0 + left) >> d) & inner_last) != inner_last;
            // @end pair
            a_slot[k] = (left << lane_bits) | pair_lane;
            a_key[k] = 0u;
            b_key[k] = 0u;
            if (on) {
                a_key[k] = s_keys[a_slot[k]];
                b_key[k] = s_keys[a_slot[k] + partner_slots];
            }
        }
        for (uint k = 0u; k < ITEMS / 2u; ++k) {
            if (a_key[k] > b_key[k]) {
                const uint b = a_slot[k] + partner_slots;
                s_keys[a_slot[k]] = b_key[k];
                s_keys[b] = a_key[k];
#if HAS_VALUES
                const uint value = s_values[a_slot[k]];
                s_values[a_slot[k]] = s_values[b];
                s_values[b] = value;
#endif
            }
        }
        memoryBarrierShared();
        barrier();
        if (++within == size_bit) {
            within = 0u;
            ++size_bit;
        }
    }
    // @end layers

    // @region store: the segment's rows back to the other pair
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint slot = gl_LocalInvocationID.x + k * LOCAL_SIZE;
        const uint row = slot >> lane_bits;
        const uint i = ((row0 + row) << low_bit) + first_residue + (slot & (lanes - 1u));
        if (row >= halo_rows && row < halo_rows + segment_rows && row < row_end && i < n) {
            b_keys_out[base + i] = key_from_order(s_keys[slot]);
#if HAS_VALUES
            b_values_out[base + i] = s_values[slot];
#endif
        }
    }
    // @end store
}
