// onesweep_pass.comp: one 8-bit digit of Onesweep (Adinets and Merrill 2022): rank a tile, find where its
// bins go, scatter. With LOOKBACK 1 the offsets come from a decoupled look-back over the earlier tiles'
// status words (one read and one write per key); with LOOKBACK 0 from the scanned count table of the
// portable path (radix_count.comp and the scan kernels ran before).
//
// One work group = tile g = linear_group_index() of array z: kTile = LOCAL_SIZE * ITEMS consecutive keys
// (positions >= n are not part of it).
//   1. Rank (RANKING): every key of the tile gets its place in the tile sorted stably by digit.
//      Match (2) and Ballot (1): subgroup w holds the tile's keys w * ITEMS * SUBGROUP_SIZE .. in registers,
//      item j of lane l being key w * ITEMS * SUBGROUP_SIZE + j * SUBGROUP_SIZE + l (each load reads
//      consecutive words). Per item the lanes that share a digit (their peers) are found at once:
//      subgroupPartitionNV (Match) or eight ballots, one per digit bit (Ballot; one-word ballots written
//      out for subgroups of 32). A key's rank is the
//      subgroup's running count of its digit (s_warp, bumped by the highest peer and shuffled to the
//      others) plus its peers in lower lanes. Then per bin an exclusive sum over the subgroups.
//      Split (0, no subgroup operations): the keys striped into s_keys, a word digit << 16 | position per
//      key in s_order, and eight stable one-bit splits of s_order (split_ranking.glsl, as
//      radix_scatter.comp does for 8 bits).
//   2. s_count[bin] = the tile's keys in each bin; s_bin_start = its exclusive scan (the bin's first
//      place in the sorted tile).
//   3. LOOKBACK 1: the tile publishes its counts, status word flag << 30 | count at STATUS + (z * G + g) *
//      256 + bin, flag AGGREGATE (1), or INCLUSIVE PREFIX (2) for tile 0: with the subgroup rankings
//      before ranking (counted with shared atomics, CUB's "early counts"), so that later tiles waiting
//      on the word wait less; with Split after it. Invocation b (for bin b) then
//      walks back over tiles g - 1, g - 2, ..., adding aggregates until a word holds a prefix; a word that
//      stays NOT READY (0) for SPIN_LIMIT reads is replaced by counting that tile's keys of the bin here
//      (decoupled fallback: no wait can last forever, whatever the scheduler does). The tile publishes
//      its own inclusive prefix; its bin starts at STARTS[z][bin] + the earlier tiles' keys of the bin.
//      The buffer is coherent and volatile: every read of a status word goes to memory shared by all
//      work groups (no stale copy in a work group's cache, no read hoisted out of the wait).
//      The tile also clears its words of the other status region (CLEAR) for the next pass.
//      LOOKBACK 0: the bin's place is the scanned table's entry (z * 256 + bin) * G + g.
//      s_offset[bin] = that place - s_bin_start[bin].
//   4. Scatter: the keys go to s_keys sorted by digit, then position q (striped) goes to s_offset[digit]
//      + q, so the keys of one bin land on consecutive addresses. Values follow through s_keys.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative).
// Arguments (OnesweepPassArgs, algorithms/sorts/onesweep/onesweep.hpp):
//   arg_shift()   SHIFT: the digit's lowest bit
//   arg_tiles()   G: tiles per array
//   arg_digit()   the digit (describe and tables)
//   arg_status()  STATUS: this pass's status region (LOOKBACK 1), or the scanned table (0) at 0
//   arg_clear()   CLEAR: the status region this pass clears (LOOKBACK 1), else 0xFFFFFFFF
//   arg_starts()  STARTS: the bins' global starts of this digit for array 0; array z's at + z * 1024
//   LOOKBACK, RANKING, SUBGROUP_SIZE, SPIN_LIMIT  compiled in, as the plan decided them
//   NEVER_READY   tests only: every status word read as NOT READY (the look-back's worst case)
// Buffers:
//   BINDING_KEYS / BINDING_VALUES          the source pair (read; keys_moved.glsl)
//   BINDING_KEYS_OUT / BINDING_VALUES_OUT  the other pair (written: every key of the tile once)
//   BINDING_COUNTS                         status words, starts, or the scanned table
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 256u;
const uint kTile = LOCAL_SIZE * ITEMS;
// Status words: flag << kStatusShift | count, the flags kStatusAggregate and kStatusPrefix (generated
// with the arguments, from algorithms/sorts/onesweep/onesweep.hpp); 0 is NOT READY.
const uint kCountMask = (1u << kStatusShift) - 1u;
const uint kBinsPerInvocation = (kBins + LOCAL_SIZE - 1u) / LOCAL_SIZE;

#pragma sortscope include "keys_moved.glsl"
layout(std430, binding = BINDING_COUNTS) coherent volatile buffer CountBlock {
    uint b_counts[];
};

shared uint s_keys[kTile];       // the tile sorted by digit (Split: in input order), then its values
shared uint s_count[kBins];      // the tile's keys per bin
shared uint s_bin_start[kBins];  // the bin's first place in the sorted tile
shared uint s_offset[kBins];     // the bin's place in the output minus s_bin_start
shared uint s_bin_scan[kBins];   // scratch of the bin scan
#if RANKING == 0
// s_order: digit << 16 | input position, sorted by digit split by split; s_scan, the splits' scan
#pragma sortscope include "split_ranking.glsl"
#else
const uint kWarps = LOCAL_SIZE / SUBGROUP_SIZE;
shared uint s_warp[kWarps * kBins];  // [subgroup][bin]: running counts, then exclusive sums over subgroups
#endif

uint digit_of(uint key, uint shift) { return (key_order(key) >> shift) & (kBins - 1u); }

#if RANKING == 1 && SUBGROUP_SIZE == 32
// The lanes of `peers` whose digit agrees with this lane's in bit `bit` (one ballot: uniform control flow).
uint same_bit(uint peers, uint digit, uint bit) {
    const bool set = ((digit >> bit) & 1u) != 0u;
    const uint vote = subgroupBallot(set).x;
    return peers & (set ? vote : ~vote);
}
#endif

#if RANKING != 0
// s_bin_start = the exclusive prefix sum of s_count over the bins: a subgroup scan per SUBGROUP_SIZE
// bins, then each bin adds the totals of the subgroups of bins before it (two barriers; uniform control
// flow: LOCAL_SIZE and the 256 bins are whole subgroups).
void scan_bins() {
    const uint t = gl_LocalInvocationID.x;
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        const uint count = s_count[b];
        const uint before = subgroupExclusiveAdd(count);
        if (gl_SubgroupInvocationID == SUBGROUP_SIZE - 1u) s_bin_scan[b / SUBGROUP_SIZE] = before + count;
        s_bin_start[b] = before;
    }
    barrier();
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        uint add = 0u;
        for (uint c = 0u; c < b / SUBGROUP_SIZE; ++c) add += s_bin_scan[c];
        s_bin_start[b] += add;
    }
    barrier();
}
#else
// s_bin_start = the exclusive prefix sum of s_count over the bins (Hillis-Steele; uniform control flow).
void scan_bins() {
    const uint t = gl_LocalInvocationID.x;
    for (uint b = t; b < kBins; b += LOCAL_SIZE) s_bin_scan[b] = s_count[b];
    barrier();
    for (uint d = 1u; d < kBins; d <<= 1u) {
        uint add[kBinsPerInvocation];
        for (uint k = 0u; k < kBinsPerInvocation; ++k) {
            const uint b = t + k * LOCAL_SIZE;
            add[k] = b < kBins && b >= d ? s_bin_scan[b - d] : 0u;
        }
        barrier();
        for (uint k = 0u; k < kBinsPerInvocation; ++k) {
            const uint b = t + k * LOCAL_SIZE;
            if (b < kBins) s_bin_scan[b] += add[k];
        }
        barrier();
    }
    for (uint b = t; b < kBins; b += LOCAL_SIZE) s_bin_start[b] = s_bin_scan[b] - s_count[b];
    barrier();
}
#endif

#if LOOKBACK
// The keys of tile `k` (a whole tile: it lies before this one) whose digit is `bin`: the fallback when
// tile k's status word does not become ready.
uint count_in_tile(uint k, uint bin, uint shift) {
    const uint first = array_base() + k * kTile;
    uint count = 0u;
    for (uint p = 0u; p < kTile; ++p) count += digit_of(b_keys[first + p], shift) == bin ? 1u : 0u;
    return count;
}

// The keys of bin `bin` in tiles 0 .. tile - 1 (tile > 0), from their status words in `region`.
uint look_back(uint region, uint tile, uint bin, uint shift) {
    // @region look_back: walk back over earlier tiles' status words, adding aggregates until a prefix
    uint sum = 0u;
    uint k = tile - 1u;
    uint spins = 0u;
    for (;;) {
#if NEVER_READY
        const uint word = 0u * b_counts[region + k * kBins + bin];  // tests: the worst case (onesweep.hpp)
#else
        const uint word = b_counts[region + k * kBins + bin];  // volatile: read again on every turn
#endif
        const uint flag = word >> kStatusShift;
        if (flag == kStatusPrefix) return sum + (word & kCountMask);
        if (flag == kStatusAggregate) {
            sum += word & kCountMask;
        } else if (++spins < SPIN_LIMIT) {
            continue;
        } else {
            sum += count_in_tile(k, bin, shift);
        }
        if (k == 0u) return sum;  // only reached through the fallback: tile 0 publishes a prefix at once
        --k;
        spins = 0u;
    }
    // @end look_back
}
#endif

void main() {
    const uint tile = linear_group_index();
    const uint tiles = arg_tiles();
    if (tile >= tiles) return;  // the whole group leaves together: the barriers below stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    const uint shift = arg_shift();
    const uint tile_keys = min(kTile, n - tile * kTile);
    const uint base = array_base() + tile * kTile;
    const uint z = gl_WorkGroupID.z;

#if LOOKBACK
    const uint region = arg_status() + z * tiles * kBins;
    const uint clear = arg_clear() + (z * tiles + tile) * kBins;
    for (uint b = t; b < kBins; b += LOCAL_SIZE) b_counts[clear + b] = 0u;
#endif

    // [SECTION] 1. Rank
    // @region rank: each key's place in the tile sorted stably by digit
#if RANKING == 0
    for (uint b = t; b < kBins; b += LOCAL_SIZE) s_count[b] = 0u;
    barrier();
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        // Positions past n get the largest digit: last in the tile, they stay behind every real key.
        uint digit = kBins - 1u;
        if (i < tile_keys) {
            const uint key = b_keys[base + i];
            s_keys[i] = key;
            digit = digit_of(key, shift);
            atomicAdd(s_count[digit], 1u);  // a count has no order
        }
        s_order[i] = (digit << kDigitShift) | i;
    }
    barrier();
    split_sort(kDigitShift, kDigitShift + 8u);
#else
    const uint lane = gl_SubgroupInvocationID;
    const uint warp = gl_SubgroupID;
    const uint warp_first = warp * ITEMS * SUBGROUP_SIZE;
    for (uint b = lane; b < kBins; b += SUBGROUP_SIZE) s_warp[warp * kBins + b] = 0u;
    uint keys[ITEMS];
    uint ranks[ITEMS];
    for (uint j = 0u; j < ITEMS; ++j) {  // every load issued before the first use
        const uint p = warp_first + j * SUBGROUP_SIZE + lane;
        keys[j] = p < tile_keys ? b_keys[base + p] : 0u;
    }
#if LOOKBACK
    // Early counts (CUB's "early counts"): the tile's bin counts first, with shared atomics, so that the
    // aggregate is published before the ranking and later tiles waiting on it stall as little as possible.
    for (uint b = t; b < kBins; b += LOCAL_SIZE) s_count[b] = 0u;
    barrier();
    for (uint j = 0u; j < ITEMS; ++j) {
        if (warp_first + j * SUBGROUP_SIZE + lane < tile_keys) atomicAdd(s_count[digit_of(keys[j], shift)], 1u);
    }
    barrier();
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        atomicExchange(b_counts[region + tile * kBins + b], ((tile == 0u ? kStatusPrefix : kStatusAggregate) << kStatusShift) | s_count[b]);
    }
#endif
    subgroupBarrier();  // this subgroup's counters are zero before its lanes update them
    // First every item's peers, which depend on nothing before them, so their latencies overlap; each
    // packed as (peers below this lane) | leader << 8 | (peers) << 16 (subgroups of at most 128).
    for (uint j = 0u; j < ITEMS; ++j) {
        const bool valid = warp_first + j * SUBGROUP_SIZE + lane < tile_keys;
        const uint digit = valid ? digit_of(keys[j], shift) : kBins;  // kBins: a key past n, no bin
#if RANKING == 1 && SUBGROUP_SIZE == 32
        // Subgroups of 32: one-word ballots, one call per digit bit written out (no loop, so that
        // keys[] and ranks[] can stay in registers). A key past n is told apart by the ballot of the
        // valid lanes, not by a ninth bit. Issue 21's phase 1 measured this form of ranking at half the
        // cycles of subgroupPartitionNV on the H100.
        const uint valid_lanes = subgroupBallot(valid).x;
        uint peers = valid ? valid_lanes : ~valid_lanes;
        peers = same_bit(peers, digit, 0u);
        peers = same_bit(peers, digit, 1u);
        peers = same_bit(peers, digit, 2u);
        peers = same_bit(peers, digit, 3u);
        peers = same_bit(peers, digit, 4u);
        peers = same_bit(peers, digit, 5u);
        peers = same_bit(peers, digit, 6u);
        peers = same_bit(peers, digit, 7u);
        ranks[j] = uint(bitCount(peers & gl_SubgroupLtMask.x)) | (uint(findMSB(peers)) << 8u) |
                   (uint(bitCount(peers)) << 16u);
#else
#if RANKING == 2
        const uvec4 peers = subgroupPartitionNV(digit);
#else
        uvec4 peers = subgroupBallot(true);
        for (uint bit = 0u; bit < 9u; ++bit) {
            const bool set = ((digit >> bit) & 1u) != 0u;
            const uvec4 vote = subgroupBallot(set);
            peers &= set ? vote : ~vote;
        }
#endif
        ranks[j] = subgroupBallotExclusiveBitCount(peers) | (subgroupBallotFindMSB(peers) << 8u) |
                   (subgroupBallotBitCount(peers) << 16u);
#endif
    }
    // Then the running counts, item by item: the highest peer adds the peers to its subgroup's count of
    // the digit and shuffles the old count to the others. The shuffle converges the subgroup after the
    // update, so the next item's leader (maybe another lane) reads the new count. No subgroupBarrier()
    // here: NVIDIA compiles its memory half to a device-wide MEMBAR, which cost about 1 us per item.
    for (uint j = 0u; j < ITEMS; ++j) {
        const bool valid = warp_first + j * SUBGROUP_SIZE + lane < tile_keys;
        const uint leader = (ranks[j] >> 8u) & 0xFFu;
        uint before = 0u;
        if (valid && lane == leader) {
            const uint at = warp * kBins + digit_of(keys[j], shift);
            before = s_warp[at];
            s_warp[at] = before + (ranks[j] >> 16u);
        }
        ranks[j] = subgroupShuffle(before, leader) + (ranks[j] & 0xFFu);
    }
    barrier();
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        uint sum = 0u;
        for (uint w = 0u; w < kWarps; ++w) {
            const uint count = s_warp[w * kBins + b];
            s_warp[w * kBins + b] = sum;
            sum += count;
        }
        s_count[b] = sum;
    }
    barrier();
#endif
    // @end rank

    // [SECTION] 2-3. Counts, bin starts, offsets
    // @region offsets: s_offset[bin]: where the bin goes (look-back or scanned table) minus its place in the tile
#if LOOKBACK && RANKING == 0
    // Published as early as possible: later tiles may be waiting for these words.
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        atomicExchange(b_counts[region + tile * kBins + b], ((tile == 0u ? kStatusPrefix : kStatusAggregate) << kStatusShift) | s_count[b]);
    }
#endif
    scan_bins();
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
#if LOOKBACK
        const uint start = b_counts[arg_starts() + z * 4u * kBins + b];  // in flight during the walk
        uint earlier = 0u;
        if (tile > 0u) {
            earlier = look_back(region, tile, b, shift);
            atomicExchange(b_counts[region + tile * kBins + b], (kStatusPrefix << kStatusShift) | (earlier + s_count[b]));
        }
        s_offset[b] = start + earlier - s_bin_start[b];
#else
        s_offset[b] = b_counts[(z * kBins + b) * tiles + tile] - s_bin_start[b];
#endif
    }
    barrier();
    // @end offsets

    // [SECTION] 4. Scatter
    // @region scatter: tile position q (sorted by digit) goes to s_offset[its digit] + q
#if RANKING == 0
#if HAS_VALUES
    uint dest[ITEMS];
#endif
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (q < tile_keys) {
            const uint word = s_order[q];
            const uint to = s_offset[word >> kDigitShift] + q;
            b_keys_out[to] = s_keys[word & kPositionMask];
#if HAS_VALUES
            dest[j] = to;
#endif
        }
    }
#if HAS_VALUES
    barrier();  // every key is read from s_keys before the values overwrite it
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint i = j * LOCAL_SIZE + t;
        if (i < tile_keys) s_keys[i] = b_values[base + i];
    }
    barrier();
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (q < tile_keys) b_values_out[dest[j]] = s_keys[s_order[q] & kPositionMask];
    }
#endif
#else
    for (uint j = 0u; j < ITEMS; ++j) {
        if (warp_first + j * SUBGROUP_SIZE + lane < tile_keys) {
            const uint digit = digit_of(keys[j], shift);
            ranks[j] += s_bin_start[digit] + s_warp[warp * kBins + digit];
            s_keys[ranks[j]] = keys[j];
        }
    }
    barrier();
#if HAS_VALUES
    uint dest[ITEMS];
#endif
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (q < tile_keys) {
            const uint key = s_keys[q];
            const uint to = s_offset[digit_of(key, shift)] + q;
            b_keys_out[to] = key;
#if HAS_VALUES
            dest[j] = to;
#endif
        }
    }
#if HAS_VALUES
    barrier();  // every key is read from s_keys before the values overwrite it
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = warp_first + j * SUBGROUP_SIZE + lane;
        if (p < tile_keys) s_keys[ranks[j]] = b_values[base + p];
    }
    barrier();
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (q < tile_keys) b_values_out[dest[j]] = s_keys[q];
    }
#endif
#endif
    // @end scatter
}
