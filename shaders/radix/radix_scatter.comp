// radix_scatter.comp: the stable scatter of one radix digit (cmk_radix_bucket of Huang, Intel 2019).
//
// One work group = one tile of kTile = LOCAL_SIZE * ITEMS consecutive keys of array z, the same tile
// radix_count counted (tile g = linear_group_index()). The scanned count table tells where the tile's
// first key of each bin goes (Huang, Intel 2019, Figure 5: start(g, bin) = the lower bins' totals + the keys of
// that bin in tiles before g, plus z * n); the tile's keys of one bin follow it in input order.
//   1. Load: the group loads its keys (and values) striped (coalesced) into s_keys / s_values, and
//      writes s_order[i] = digit << 16 | i for each tile position i. Positions past n get the largest
//      digit: being last in the tile, they stay behind every real key and are never written.
//   2. Local stable sort by digit, one of two ways (COUNTER_RANKING, chosen on the host with the same rule
//      that sizes the shared memory, radix_scatter_shared_words in radix.cpp):
//    a. Counters (2- and 4-bit digits, COUNTER_RANKING 1): invocation t takes the keys t * ITEMS + j of the
//      tile (blocked, so in input order) and counts them per bin in 16-bit counters, two bins a word; one
//      work-group scan of those words (Hillis-Steele, kBins / 2 words per invocation) gives each key's
//      place among the tile's keys of its bin: the keys before it in earlier invocations, plus the earlier
//      ones in its own. The tile is then rewritten in s_keys sorted by digit. Shared arrays are padded by
//      a word every 32 (padded()), so the blocked reads do not all fall in one bank. One scan per tile.
//    b. Splits (8-bit digits, COUNTER_RANKING 0: 256 counters per invocation would not fit): RADIX_BITS
//      stable one-bit split passes over s_order, least significant bit first (split_ranking.glsl), so
//      after the last one s_order is the tile sorted stably by digit. Shared memory is
//      3 * kTile + LOCAL_SIZE + kBins words (radix_scatter_shared_words in radix.cpp sizes ITEMS so this
//      fits the device, 32 KiB at the GL minimum): it suits 2, 4 and 8 bits alike, where per-bin
//      counters per invocation (kBins * LOCAL_SIZE words) would not fit for 8 bits.
//   3. Bin offsets: s_offset[bin] = b_counts[(z * kBins + bin) * G + g] - (the bin's first sorted position in
//      the tile): from the counters' totals (a), or where the digit changes in s_order (b).
//   4. Write: sorted position p, striped, goes to s_offset[bin] + p of the other pair: the keys of one
//      bin land on consecutive addresses.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative;
// groups >= G return). Arguments (RadixArgs, algorithms/sorts/radix/radix.hpp):
//   arg_shift()      SHIFT: the digit's lowest bit in the sort key
//   arg_groups()     G: tiles (work groups) per array, ceil(n / kTile)
//   arg_digit()      the digit's index (describe and tables only)
//   RADIX_BITS, COUNTER_RANKING  the digit width and the ranking, compiled in
// Buffers (keys_moved.glsl: the input pair read, the other pair written, each key to its place for this
// digit), and:
//   BINDING_COUNTS      b_counts: the scanned count table [array][bin][group] (read): absolute positions
//                       in the batch, array z's bins start at z * n
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 1u << RADIX_BITS;    // bins of one digit
const uint kTile = LOCAL_SIZE * ITEMS;  // keys per work group

#pragma sortscope include "keys_moved.glsl"
layout(std430, binding = BINDING_COUNTS) readonly buffer CountBlock {
    uint b_counts[];
};

#if COUNTER_RANKING

const uint kLanes = kBins / 2u;  // 16-bit counters, two bins a word

// One spare word every 32: invocation t reading position t * ITEMS + j would otherwise hit the same bank
// as its neighbours whenever ITEMS is a multiple of the bank count's divisors.
uint padded(uint p) { return p + (p >> 5u); }

shared uint s_keys[kTile + kTile / 32u];    // the tile's keys: input order, then sorted by digit
#if HAS_VALUES
shared uint s_values[kTile + kTile / 32u];  // their values, likewise
#endif
shared uint s_counts[kLanes * LOCAL_SIZE];  // [lane][invocation]: packed counters, then their scan
shared uint s_bin_start[kBins];             // where each bin begins in the sorted tile
shared uint s_offset[kBins];                // its global start minus that

// Counter `bin` of a packed set (kLanes words, 16 bits a bin). Selected by comparison rather than by a
// computed index, which would put the array in slow local memory.
uint counter_of(uint lanes[kLanes], uint bin) {
    uint value = 0u;
    for (uint lane = 0u; lane < kLanes; ++lane) {
        if (lane == (bin >> 1u)) value = (lanes[lane] >> ((bin & 1u) * 16u)) & 0xFFFFu;
    }
    return value;
}

void main() {
    const uint group = linear_group_index();
    const uint groups = arg_groups();
    if (group >= groups) return;  // the whole group leaves together: the barriers below stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    const uint shift = arg_shift();
    const uint tile_start = group * kTile;
    const uint tile_keys = min(kTile, n - tile_start);
    const uint base = array_base() + tile_start;

    // 1. Load, striped (coalesced).
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        if (i < tile_keys) {
            s_keys[padded(i)] = b_keys[base + i];
#if HAS_VALUES
            s_values[padded(i)] = b_values[base + i];
#endif
        }
    }
    barrier();

    // 2a. This invocation's keys, blocked, counted per bin; each key's rank among the earlier ones of its
    // bin here. Positions past n get no bin (kBins) and are neither counted nor written.
    // @region rank_counters: each key's rank among the tile's keys of its digit (counters and a scan)
    uint keys[ITEMS];
#if HAS_VALUES
    uint values[ITEMS];
#endif
    uint digits[ITEMS];
    uint ranks[ITEMS];
    uint lanes[kLanes];
    for (uint lane = 0u; lane < kLanes; ++lane) lanes[lane] = 0u;
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = t * ITEMS + j;
        keys[j] = p < tile_keys ? s_keys[padded(p)] : 0u;
#if HAS_VALUES
        values[j] = p < tile_keys ? s_values[padded(p)] : 0u;
#endif
        digits[j] = p < tile_keys ? (key_order(keys[j]) >> shift) & (kBins - 1u) : kBins;
        ranks[j] = counter_of(lanes, digits[j]);
        for (uint lane = 0u; lane < kLanes; ++lane) {
            if (lane == (digits[j] >> 1u)) lanes[lane] += 1u << ((digits[j] & 1u) * 16u);
        }
    }
    // The scan: after it s_counts holds, per invocation, the counts of invocations 0 .. t (inclusive).
    // Its barriers also order every read of s_keys above before the writes of step 4.
    for (uint lane = 0u; lane < kLanes; ++lane) s_counts[lane * LOCAL_SIZE + t] = lanes[lane];
    barrier();
    for (uint d = 1u; d < LOCAL_SIZE; d <<= 1u) {
        uint add[kLanes];
        for (uint lane = 0u; lane < kLanes; ++lane) add[lane] = t >= d ? s_counts[lane * LOCAL_SIZE + t - d] : 0u;
        barrier();
        for (uint lane = 0u; lane < kLanes; ++lane) s_counts[lane * LOCAL_SIZE + t] += add[lane];
        barrier();
    }
    uint before[kLanes];  // the counts of invocations 0 .. t - 1
    for (uint lane = 0u; lane < kLanes; ++lane) before[lane] = s_counts[lane * LOCAL_SIZE + t] - lanes[lane];
    // @end rank_counters

    // 3. Each bin's first sorted position in the tile (the totals' prefix sum) and its global offset.
    // @region offsets_counters: s_offset[bin] = the bin's place in the output (count table) minus its place in the tile
    if (t == 0u) {
        uint start = 0u;
        for (uint bin = 0u; bin < kBins; ++bin) {
            const uint total = (s_counts[(bin >> 1u) * LOCAL_SIZE + LOCAL_SIZE - 1u] >> ((bin & 1u) * 16u)) & 0xFFFFu;
            s_bin_start[bin] = start;
            s_offset[bin] = b_counts[(batch_array() * kBins + bin) * groups + group] - start;
            start += total;
        }
    }
    barrier();
    // @end offsets_counters

    // 4. The tile, sorted by digit (stably), back into s_keys.
    // @region local_sort_counters: the tile, sorted stably by digit, back into s_keys
    for (uint j = 0u; j < ITEMS; ++j) {
        if (digits[j] < kBins) {
            const uint sorted = s_bin_start[digits[j]] + counter_of(before, digits[j]) + ranks[j];
            s_keys[padded(sorted)] = keys[j];
#if HAS_VALUES
            s_values[padded(sorted)] = values[j];
#endif
        }
    }
    barrier();
    // @end local_sort_counters

    // 5. Write, striped: sorted position p of bin `digit` goes to s_offset[digit] + p, so the keys of one
    // bin land on consecutive addresses.
    // @region scatter_counters: sorted position p goes to s_offset[its digit] + p of the output
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = j * LOCAL_SIZE + t;
        if (p < tile_keys) {
            const uint key = s_keys[padded(p)];
            const uint to = s_offset[(key_order(key) >> shift) & (kBins - 1u)] + p;
            b_keys_out[to] = key;
#if HAS_VALUES
            b_values_out[to] = s_values[padded(p)];
#endif
        }
    }
    // @end scatter_counters
}

#else  // COUNTER_RANKING

shared uint s_keys[kTile];    // the tile's keys in input order
#if HAS_VALUES
shared uint s_values[kTile];  // their values
#endif
// s_order: digit << 16 | input position, sorted by digit pass by pass; s_scan, the splits' scan
#pragma sortscope include "split_ranking.glsl"
shared uint s_offset[kBins];  // per bin: its global start minus its first sorted position in the tile

void main() {
    const uint group = linear_group_index();
    const uint groups = arg_groups();
    if (group >= groups) return;  // the whole group leaves together: the barriers below stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    const uint shift = arg_shift();
    const uint tile_start = group * kTile;
    const uint tile_keys = min(kTile, n - tile_start);
    const uint base = array_base() + tile_start;

    // 1. Load, striped.
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        uint digit = kBins - 1u;
        if (i < tile_keys) {
            const uint key = b_keys[base + i];
            s_keys[i] = key;
#if HAS_VALUES
            s_values[i] = b_values[base + i];
#endif
            digit = (key_order(key) >> shift) & (kBins - 1u);
        }
        s_order[i] = (digit << kDigitShift) | i;
    }
    barrier();

    // 2. RADIX_BITS stable one-bit splits of s_order, blocked: invocation t owns positions t * ITEMS + j.
    // @region rank_splits: RADIX_BITS stable one-bit splits sort s_order by digit
    split_sort(kDigitShift, kDigitShift + RADIX_BITS);
    // @end rank_splits

    // 3. Where each bin of this tile begins, in the output and in the sorted tile.
    // @region scatter: each key to its place: the scanned count table gives where its tile's bin starts
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = j * LOCAL_SIZE + t;
        if (p < tile_keys) {
            const uint digit = s_order[p] >> kDigitShift;
            if (p == 0u || (s_order[p - 1u] >> kDigitShift) != digit) {
                s_offset[digit] = b_counts[(batch_array() * kBins + digit) * groups + group] - p;
            }
        }
    }
    barrier();

    // 4. Write, striped: sorted position p of bin `digit` goes to s_offset[digit] + p.
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = j * LOCAL_SIZE + t;
        if (p < tile_keys) {
            const uint word = s_order[p];
            const uint to = s_offset[word >> kDigitShift] + p;
            const uint from = word & kPositionMask;
            b_keys_out[to] = s_keys[from];
#if HAS_VALUES
            b_values_out[to] = s_values[from];
#endif
        }
    }
    // @end scatter
}

#endif  // COUNTER_RANKING
