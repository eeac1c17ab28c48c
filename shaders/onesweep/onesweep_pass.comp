// onesweep_pass.comp: one 8-bit digit of Onesweep (Adinets and Merrill, "Onesweep: A Faster Least
// Significant Digit Radix Sort for GPUs", 2022, as CUB's DeviceRadixSort implements it): rank a tile,
// find where its bins go, scatter. With LOOKBACK 1 the offsets come from a decoupled look-back over the
// earlier tiles' status words (one read and one write per key); with LOOKBACK 0 from the scanned count
// table of the portable path (radix_count.comp and the scan kernels ran before).
//
// One work group = one tile of array z: kTile = LOCAL_SIZE * ITEMS consecutive keys (positions >= n are
// not part of it). LOOKBACK 1: the tile's number comes from an atomic counter (COUNTER + z), in the
// order the groups start, so a tile never waits on one that has not started; the group that draws the
// last number puts the counter back to 0 for the next dispatch. LOOKBACK 0: tile = linear_group_index().
// The bins below are tile bins (tile_bits: an integer key's raw digit, an f32 key's digit of its ascending
// order), each turned into the sorted order's bin (sorted_bin) only where it addresses global memory.
//
// Subgroup rankings (RANKING 1 Ballot, 2 Match), in CUB's order (issue 21's phase 1 measured each step):
//   1. Load: subgroup w holds the tile's keys w * ITEMS * SUBGROUP_SIZE .. in registers as their tile bits,
//      item j of lane l being key w * ITEMS * SUBGROUP_SIZE + j * SUBGROUP_SIZE + l (each load reads
//      consecutive words); the scatter turns them back into keys as it writes them out.
//      A partial tile's positions past n hold pads (tile bits 0xFFFFFFFF, the last bin at every shift),
//      which rank after every real key and are left out by the scatter and the last bin's count: so no
//      step between asks whether a key is real.
//   2. Counts: a histogram per subgroup (shared atomics into s_keys, which the tile does not need yet),
//      scanned over the subgroups per bin: s_count[bin] = the tile's keys in each bin, and each subgroup's
//      counter starts at the keys of the bin in the subgroups before it. LOOKBACK 1 publishes the counts
//      at once (status word flag << 30 | count at STATUS + (z * G + tile) * 256 + bin, flag AGGREGATE (1),
//      or INCLUSIVE PREFIX (2) for tile 0), before the ranking, so later tiles wait less. The same loop
//      scans the counts within each run of SUBGROUP_SIZE bins (the bin scan's first half).
//   3. Offsets, before the ranking: invocation b (for bin b; subgroups 0..7) completes s_bin_start[b] (the
//      bin's first place in the sorted tile: the runs before it added), finds the keys of bin b in the
//      earlier tiles (the look-back below, or the scanned table) while the other subgroups rank, and
//      LOOKBACK 1 publishes the tile's inclusive prefix. So no barrier of its own follows the ranking.
//   4. Rank: per item the lanes that share a digit (the peers) at once: eight one-word ballots, one per
//      digit bit (Ballot on subgroups of 32), subgroupPartitionNV (Match), or
//      eight uvec4 ballots (Ballot on other subgroup sizes). A key's rank in its bin is its subgroup's
//      running counter of the digit (bumped by the highest peer, shuffled to the others) plus its peers in
//      lower lanes. A tile whose keys all share one digit skips this: each key keeps its place (the
//      one-digit fast path; ONE_DIGIT 0 turns it off, for measuring it). With values, each invocation
//      loads its values right after the ranking (a tile staged in parts: as its keys' last part is staged).
// Split ranking (RANKING 0, no subgroup operations): the keys striped into s_keys, a word digit << 16 |
// position per key in s_order, counts with shared atomics, and eight stable one-bit splits of s_order
// (split_ranking.glsl, as radix_scatter.comp does for 8 bits); LOOKBACK 1 publishes the counts after it;
// then the bin scan (scan_bins) and step 3.
// Look-back: invocation b walks back over tiles tile - 1, tile - 2, ..., adding aggregates until a word
// holds a prefix; a word that stays NOT READY (0) for SPIN_LIMIT reads is replaced by counting that
// tile's keys of the bin here (decoupled fallback: no wait lasts forever, whatever the scheduler does).
// The bin starts at STARTS[z][bin] + the earlier tiles' keys of the bin. The buffer is coherent and
// volatile: every read of a status word goes to memory shared by all work groups (no stale copy in a
// work group's cache, no read hoisted out of the wait), and the words are published with plain stores
// (one word each: nothing to order between them). The tile also clears its words of the other status
// region (CLEAR) for the next pass, once its key loads are issued. LOOKBACK 0: the bin's place is the
// scanned table's entry (z * 256 + bin) * G + tile. Either way s_offset[bin] = that place - s_bin_start[bin].
// Scatter: the keys (subgroup rankings: their tile bits) go to s_keys sorted by digit, then position q
// (striped) goes to s_offset[digit] + q, so the keys of one bin land on consecutive addresses. Values
// follow through s_keys. STAGE_PARTS 2
// (subgroup rankings): the sorted tile goes through s_keys in two halves (positions below kStage, then the
// rest), so s_keys needs half the tile, and ranks are packed two to a register (PACK_RANKS): two work
// groups of 512 x 18 keys (512 x 14 pairs) then fit one SM, whose shared memory NVIDIA's GL driver holds
// to about 48 KB for all its groups together (docs/performance.md, what limits onesweep).
// No subgroupBarrier() anywhere: NVIDIA compiles its memory half to a device-wide MEMBAR.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative).
// Arguments (OnesweepPassArgs, algorithms/sorts/onesweep/onesweep.hpp):
//   arg_shift()   the digit's lowest bit (read at run time: one program for the four passes)
//   arg_tiles()   G: tiles per array
//   arg_digit()   the digit (describe and tables)
//   arg_status()  STATUS: this pass's status region (LOOKBACK 1), or the scanned table (0) at 0
//   arg_clear()   CLEAR: the status region this pass clears (LOOKBACK 1), else 0xFFFFFFFF
//   arg_starts()  STARTS: the bins' global starts of this digit for array 0; array z's at + z * 1024
//   arg_counter() COUNTER: the tile counters, one word per array (LOOKBACK 1); 0 at the end of every pass
//   LOOKBACK, RANKING, SUBGROUP_SIZE, SPIN_LIMIT  compiled in, as the plan decided them
//   STAGE_PARTS   1, or 2: the sorted tile is staged in two halves (see Scatter)
//   NEVER_READY   tests only: every status word read as NOT READY (the look-back's worst case)
//   RESIDENCY_PROBE  measurement only (SORTSCOPE_EXTRA_DEFINES=RESIDENCY_PROBE=1; NVIDIA's gl_SMIDNV, the
//                 look-back path, one array): each group counts itself in and out of its SM in the cleared
//                 histogram words, and the last group of the fourth pass overwrites the first output keys
//                 with the SM count, then per SM the most groups resident at once, then the groups it ran
//                 (read with sort --output -; docs/measure-performance.sh's `residency`)
//   ONE_DIGIT     1 unless SORTSCOPE_EXTRA_DEFINES sets it to 0: the one-digit fast path (0 only to time it)
// Shared memory (onesweep_pass_shared_words in onesweep_layout.cpp counts the same): subgroup rankings
// max(kStage, subgroups * 256) + 3 * 256 + 256 / SUBGROUP_SIZE + 1 words (kStage: the tile, or its first
// half with STAGE_PARTS 2), and one more with values and STAGE_PARTS 2; Split 2 * kTile + LOCAL_SIZE + 4 * 256.
// Buffers:
//   BINDING_KEYS / BINDING_VALUES          the source pair (read; keys_moved.glsl)
//   BINDING_KEYS_OUT / BINDING_VALUES_OUT  the other pair (written: every key of the tile once)
//   BINDING_COUNTS                         status words, starts and tile counters, or the scanned table
layout(local_size_x = LOCAL_SIZE) in;
#if STAGE_PARTS > 1
#if RANKING == 0
#error "the sorted tile is staged in parts only with a subgroup ranking"
#endif
// Every loop over the items written out, so that keys[] and the ranks stay in registers at 18 keys each
// (NVIDIA's compiler; other drivers ignore the pragma).
#pragma optionNV(unroll all)
#endif
// Ranks two to a register (16 bits each: a tile holds fewer than 2^16 keys) where the tile is staged in
// parts, so that two work groups of 512 x 18 fit one SM's registers; one-word ballots only.
#define PACK_RANKS (STAGE_PARTS > 1 && RANKING == 1 && SUBGROUP_SIZE == 32)
#ifndef RESIDENCY_PROBE
#define RESIDENCY_PROBE 0  // measurement only (SORTSCOPE_EXTRA_DEFINES=RESIDENCY_PROBE=1, NVIDIA): see the banner
#endif
#if RESIDENCY_PROBE && !LOOKBACK
#error "the residency probe counts in the look-back path's histogram words"
#endif
#if RESIDENCY_PROBE
#extension GL_NV_shader_thread_group : require
// Words of the histogram region, which onesweep_scan.comp cleared and no pass reads.
const uint kProbeNow = 0u, kProbeMost = 256u, kProbeGroups = 512u, kProbeDone = 768u;
#endif

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

#if RANKING == 0
shared uint s_keys[kTile];       // the tile in input order, then its values
#else
const uint kWarps = LOCAL_SIZE / SUBGROUP_SIZE;
const uint kStageItems = (ITEMS + STAGE_PARTS - 1u) / STAGE_PARTS;  // a part's tile positions per invocation
const uint kStage = kStageItems * LOCAL_SIZE;  // tile positions staged at once
const uint kSharedKeys = kStage > kWarps * kBins ? kStage : kWarps * kBins;
// [subgroup][bin] counters while counting and ranking, then the tile (or a part of it) sorted by digit,
// then its values: sharing the words is what lets a tile of 1024 x 11 keys fit 48 KB, and staging in two
// parts lets two groups of 512 x 18 share an SM.
shared uint s_keys[kSharedKeys];
#endif
shared uint s_count[kBins];      // the tile's keys per bin
shared uint s_bin_start[kBins];  // the bin's first place in the sorted tile
shared uint s_offset[kBins];     // the bin's place in the output minus s_bin_start
#if RANKING == 0
shared uint s_bin_scan[kBins];   // scratch of the bin scan
// s_order: digit << 16 | input position, sorted by digit split by split; s_scan, the splits' scan
#pragma sortscope include "split_ranking.glsl"
#else
shared uint s_bin_scan[kBins / SUBGROUP_SIZE];  // the totals of each subgroup's bins in the bin scan
shared uint s_one_digit;  // the digit every key of the tile has, or kBins
#if HAS_VALUES && STAGE_PARTS > 1
shared uint s_value_base;  // the tile's first value: see the values' loads in the scatter
#endif
#ifndef ONE_DIGIT
#define ONE_DIGIT 1  // the one-digit fast path; 0 (SORTSCOPE_EXTRA_DEFINES=ONE_DIGIT=0) only to measure it
#endif
#endif

// The sort key's digit: the bin a key belongs to in the sorted order, which the bins in global memory
// (status words, the bins' starts, the scanned table) and the look-back's fallback count use.
uint digit_of(uint key, uint shift) { return (key_order(key) >> shift) & (kBins - 1u); }

// Tile bins. The tile counts, ranks and stages its keys by the digits of tile_bits(key), its bins lying in
// shared memory in that order (only this group reads them); sorted_bin turns a tile bin into the sorted
// order's bin where the bin addresses global memory. Both rest on key_order(key) == tile_bits(key) ^
// tile_to_sort_bits() for every key, so that a sort key's digit is the tile digit XOR that constant's
// digit. Integer keys (u32 and i32, either order): the raw bits, since key_order XORs them with a
// constant; f32 keys (either order): their ascending order (ascending_key_order), since its subtraction
// carries across digits and inverts a negative's digits but not a positive's, so that no permutation of
// bins maps a raw digit to a sort key's digit, while descending order inverts every bit of it. With
// subgroup rankings the keys are held as their tile bits from the load to the store (tile_bits once on
// load, key_from_tile_bits once on store), so the pass is u32 ascending's program for every key type and
// order, one program for the four passes, plus one XOR per bin and, for f32 keys, the transform on load
// and store (H200, 2026-11-30: f32 pairs 23.2 / 26.0 -> 26.4 / 31.6 G pairs/s at 2^24 / 2^28, f32 keys
// 35.4 / 42.3 -> 36.0 / 43.0 on u32's tiles; with the transform at every use of a digit they had needed a
// program per pass and tiles of their own).
#if KEY_TYPE == 2
uint tile_bits(uint key) { return ascending_key_order(key); }
#else
uint tile_bits(uint key) { return key; }
#endif
uint tile_to_sort_bits() { return key_order(0u) ^ tile_bits(0u); }
uint sorted_bin(uint tile_bin, uint shift) { return tile_bin ^ ((tile_to_sort_bits() >> shift) & (kBins - 1u)); }
// The key whose tile bits are `bits` (the inverse of tile_bits).
uint key_from_tile_bits(uint bits) { return key_from_order(bits ^ tile_to_sort_bits()); }
// The tile digit of a key held as its tile bits (the split ranking, which stages raw keys, passes
// tile_bits(key)).
uint held_digit_of(uint bits, uint shift) { return (bits >> shift) & (kBins - 1u); }

#if RANKING != 0
// The same digit of a held key by another formula (shift is 0, 8, 16 or 24: the digit's top bit moved to
// bit 31, then down), for the ranking's two loops. With held_digit_of there too, NVIDIA's compiler kept
// every key's digit in registers from the counts through the look-back to the ranking (98 registers an
// invocation: one group per SM); with this it recomputes them and two groups fit (64 registers).
uint rank_digit_of(uint bits, uint shift) { return (bits << (24u - shift)) >> 24u; }
#endif

#if RANKING == 1 && SUBGROUP_SIZE == 32
// The lanes of `peers` whose digit agrees with this lane's in bit `bit` (one ballot: uniform control flow).
uint same_bit(uint peers, uint digit, uint bit) {
    // The bit tested with a mask, not shifted down first (the form CUB writes in PTX): measurably faster on
    // NVIDIA than ((digit >> bit) & 1u) != 0u (docs/performance.md; GL's machine code not read for it).
    const bool set = (digit & (1u << bit)) != 0u;
    const uint vote = subgroupBallot(set).x;
    return peers & (set ? vote : ~vote);
}
#endif

#if RANKING != 0
// The bin scan's first half, in the counts loop (uniform control flow: LOCAL_SIZE and the 256 bins are
// whole subgroups): s_bin_start[b] = the keys of the bins before b in its run of SUBGROUP_SIZE bins, and
// s_bin_scan holds each run's total. complete_bin_first_place adds the runs before it, after a barrier.
void scan_bins_in_runs(uint b, uint count) {
    const uint before = subgroupExclusiveAdd(count);
    if (gl_SubgroupInvocationID == SUBGROUP_SIZE - 1u) s_bin_scan[b / SUBGROUP_SIZE] = before + count;
    s_bin_start[b] = before;
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
// A status word, for tiles waiting on it: a plain store (the buffer is coherent and volatile).
void publish(uint at, uint word) { b_counts[at] = word; }

// The tile's count of tile bin b, published before the look-back: tile 0's as its inclusive prefix, every
// other tile's as its aggregate, at the sorted order's bin.
void publish_count(uint region, uint tile, uint b, uint shift, uint count) {
    publish(region + tile * kBins + sorted_bin(b, shift), ((tile == 0u ? kStatusPrefix : kStatusAggregate) << kStatusShift) | count);
}

// The keys of tile `k` (a whole tile: it lies before this one) whose digit is `bin`: the fallback when
// tile k's status word does not become ready.
uint count_in_tile(uint k, uint bin, uint shift) {
    const uint first = array_base() + k * kTile;
    // Always kTile (tile k lies before this one), but read at run time: with STAGE_PARTS 2 the whole kernel
    // is unrolled, and a constant bound would unroll this count over every key of a tile.
    const uint keys_in_tile = min(kTile, b_steps[u_step].n - k * kTile);
    uint count = 0u;
    for (uint p = 0u; p < keys_in_tile; ++p) count += digit_of(b_keys[first + p], shift) == bin ? 1u : 0u;
    return count;
}

// Tile k's status word of bin `bin` in `region` (NEVER_READY: NOT READY, always).
uint status_word(uint region, uint k, uint bin) {
#if NEVER_READY
    return 0u * b_counts[region + k * kBins + bin];  // tests: the worst case (onesweep.hpp)
#else
    return b_counts[region + k * kBins + bin];  // volatile: read again on every call
#endif
}

// The keys of bin `bin` in tiles 0 .. tile - 1 (tile > 0), from their status words in `region`.
// The common case, one aggregate after another, has a loop of its own: the walk runs beside the other
// subgroups' ranking, so every instruction of a round trip waits its turn to issue (this form walks
// faster than one loop that also counted the waits).
uint look_back(uint region, uint tile, uint bin, uint shift) {
    // @region look_back: walk back over earlier tiles' status words, adding aggregates until a prefix
    uint k = tile - 1u;
    uint sum = 0u;
    uint spins = 0u;  // reads of tile k's word that found it NOT READY
    uint word = status_word(region, k, bin);
    for (;;) {
        while ((word >> kStatusShift) == kStatusAggregate) {  // so k > 0: tile 0 publishes a prefix at once
            sum += word & kCountMask;
            --k;
            word = status_word(region, k, bin);
        }
        if ((word >> kStatusShift) == kStatusPrefix) return sum + (word & kCountMask);
        // NOT READY: read it again, SPIN_LIMIT reads in all; then count tile k's keys of the bin here. (No
        // loop with a constant bound here: STAGE_PARTS 2's unroll-all pragma would write it out.)
        if (++spins < SPIN_LIMIT) {
            word = status_word(region, k, bin);
            if ((word >> kStatusShift) != 0u) spins = 0u;  // ready now: the next word waits afresh
            continue;
        }
        sum += count_in_tile(k, bin, shift);
        if (k == 0u) return sum;
        --k;
        spins = 0u;
        word = status_word(region, k, bin);
    }
    // @end look_back
}
#endif

// The first place of bin b in the sorted tile: s_bin_start[b], completed here with subgroup rankings (the
// totals of the runs of bins before b's added to its place in its run) and returned. Once per bin.
uint complete_bin_first_place(uint b) {
#if RANKING != 0
    uint add = 0u;
    for (uint c = 0u; c < b / SUBGROUP_SIZE; ++c) add += s_bin_scan[c];
    s_bin_start[b] += add;
#endif
    return s_bin_start[b];
}

#if LOOKBACK
// The tile's words of the status region the next pass reads (CLEAR), set to NOT READY for it. Called once
// the tile's key loads are issued (slightly faster than before them, with the ballot ranking).
void clear_next_status(uint clear) {
    for (uint b = gl_LocalInvocationID.x; b < kBins; b += LOCAL_SIZE) b_counts[clear + b] = 0u;
}
#endif

// s_offset[bin] = the bin's first place in the output minus its first place in the tile: the bin's
// global start plus the earlier tiles' keys of it (look-back), published as the tile's inclusive prefix;
// or the scanned table's entry. Needs s_count and the bin scan (subgroup rankings: its first half).
void find_bin_places(uint tile, uint tiles, uint z, uint shift) {
    const uint t = gl_LocalInvocationID.x;
    // @region offsets: where each bin of the tile goes in the output (look-back or scanned table)
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {  // b: a tile bin
        const uint first_place = complete_bin_first_place(b);
        const uint bin = sorted_bin(b, shift);
#if LOOKBACK
        const uint region = arg_status() + z * tiles * kBins;
        const uint start = b_counts[arg_starts() + z * 4u * kBins + bin];  // in flight during the walk
        uint earlier = 0u;
        if (tile > 0u) {
            earlier = look_back(region, tile, bin, shift);
            publish(region + tile * kBins + bin, (kStatusPrefix << kStatusShift) | (earlier + s_count[b]));
        }
        s_offset[b] = start + earlier - first_place;
#else
        s_offset[b] = b_counts[(z * kBins + bin) * tiles + tile] - first_place;
#endif
    }
    // @end offsets
}

// One tile's work: rank, find the bins' places, scatter. The tile holds tile_keys keys (kTile but in an
// array's last tile); IN_TILE tells a position of the tile's keys from one past n.
#define IN_TILE(position) ((position) < tile_keys)
void sort_tile(const uint tile, const uint tiles, const uint tile_keys) {
    const uint t = gl_LocalInvocationID.x;
    const uint z = batch_array();
    const uint shift = arg_shift();
    const uint base = array_base() + tile * kTile;
#if LOOKBACK
    const uint region = arg_status() + z * tiles * kBins;
    const uint clear = arg_clear() + (z * tiles + tile) * kBins;
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
        if (IN_TILE(i)) {
            const uint key = b_keys[base + i];
            s_keys[i] = key;
            digit = held_digit_of(tile_bits(key), shift);
            atomicAdd(s_count[digit], 1u);  // a count has no order
        }
        s_order[i] = (digit << kDigitShift) | i;
    }
#if LOOKBACK
    clear_next_status(clear);
#endif
    barrier();
    split_sort(kDigitShift, kDigitShift + 8u);
#if LOOKBACK
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        publish_count(region, tile, b, shift, s_count[b]);
    }
#endif
    scan_bins();
    find_bin_places(tile, tiles, z, shift);
#else
    const uint lane = gl_SubgroupInvocationID;
    const uint warp = gl_SubgroupID;
    const uint warp_first = warp * ITEMS * SUBGROUP_SIZE;
    for (uint e = t; e < kWarps * kBins; e += LOCAL_SIZE) s_keys[e] = 0u;
    if (t == 0u) {
        s_one_digit = kBins;
#if HAS_VALUES && STAGE_PARTS > 1
        s_value_base = base;
#endif
    }
    uint keys[ITEMS];  // the keys' tile bits
    // Item j's rank: first its peers word (peers below this lane | the highest peer << PEERS_SHIFT | (the
    // peers - PEERS_COUNT_BIAS) << 2 * PEERS_SHIFT), then its place in its bin, then its place in the tile.
    // Packed, 16 bits each, two items a register (PACK_RANKS: subgroups of 32 need 15 bits for the word).
#if PACK_RANKS
    uint ranks_w[(ITEMS + 1u) / 2u];
    for (uint i = 0u; i < (ITEMS + 1u) / 2u; ++i) ranks_w[i] = 0u;
#define RANK_GET(j) bitfieldExtract(ranks_w[(j) >> 1u], int(((j) & 1u) * 16u), 16)
#define RANK_SET(j, v) ranks_w[(j) >> 1u] = bitfieldInsert(ranks_w[(j) >> 1u], (v), int(((j) & 1u) * 16u), 16)
#define PEERS_SHIFT 5u
#define PEERS_MASK 31u
#define PEERS_COUNT_BIAS 1u
#else
    uint ranks[ITEMS];
#define RANK_GET(j) ranks[j]
#define RANK_SET(j, v) ranks[j] = (v)
#define PEERS_SHIFT 8u
#define PEERS_MASK 255u
#define PEERS_COUNT_BIAS 0u
#endif
    // Positions past n (a partial tile: an array's last) hold pads, tile bits 0xFFFFFFFF (the last tile bin
    // at every shift): ranked stably, they come after every real key of the tile, at sorted positions from
    // tile_keys on, which the scatter leaves out. So nothing between the loads and the scatter asks whether
    // a key is real; only the last tile bin's published count leaves the pads out.
    const uint pads = kTile - tile_keys;
    // Every load issued before the first use, its address clamped to the tile's last key, and a pad put in
    // its place after: no branch around each load (NVIDIA's GL compiler wraps a load under a condition in
    // two, with the buffer's bounds check: about 17 instructions a key).
    const uint key_last = base + tile_keys - 1u;
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = warp_first + j * SUBGROUP_SIZE + lane;
        const uint key = b_keys[min(base + p, key_last)];
        keys[j] = IN_TILE(p) ? tile_bits(key) : 0xFFFFFFFFu;
    }
#if LOOKBACK
    clear_next_status(clear);
#endif
    barrier();  // the counters are zero
    // Counts: a histogram per subgroup, then per bin an exclusive sum over the subgroups (each subgroup's
    // counter starts at its offset in the bin) and the tile's count, published before the ranking.
    for (uint j = 0u; j < ITEMS; ++j) atomicAdd(s_keys[warp * kBins + held_digit_of(keys[j], shift)], 1u);
    barrier();
    for (uint b = t; b < kBins; b += LOCAL_SIZE) {
        uint sum = 0u;
        for (uint w = 0u; w < kWarps; ++w) {
            const uint count = s_keys[w * kBins + b];
            s_keys[w * kBins + b] = sum;
            sum += count;
        }
        const uint count = b == kBins - 1u ? sum - pads : sum;  // the tile's real keys in tile bin b
        s_count[b] = count;
#if LOOKBACK
        publish_count(region, tile, b, shift, count);
#endif
        scan_bins_in_runs(b, sum);  // places in the padded tile: the pads, last, move no bin
        if (ONE_DIGIT != 0 && sum == kTile) s_one_digit = b;  // at most one bin holds every key and pad
    }
    barrier();
    // Subgroups 0..7 (one invocation per bin) look back while the others rank.
    find_bin_places(tile, tiles, z, shift);
    if (s_one_digit != kBins) {  // uniform: one shared word, read after the barrier
        // One digit: the tile is already in order, every key keeps its place.
        for (uint j = 0u; j < ITEMS; ++j) RANK_SET(j, warp_first + j * SUBGROUP_SIZE + lane);
    } else {
        // First every item's peers, which depend on nothing before them, so their latencies overlap; each
        // packed into the peers word described above (PEERS_SHIFT 8: subgroups of at most 128).
        for (uint j = 0u; j < ITEMS; ++j) {
            const uint digit = rank_digit_of(keys[j], shift);
#if RANKING == 1 && SUBGROUP_SIZE == 32
            // Subgroups of 32: one-word ballots, one call per digit bit written out (no loop, so that
            // keys[] and ranks[] can stay in registers). Issue 21's phase 1 measured this form of ranking
            // at half the cycles of subgroupPartitionNV.
            uint peers = 0xFFFFFFFFu;
            peers = same_bit(peers, digit, 0u);
            peers = same_bit(peers, digit, 1u);
            peers = same_bit(peers, digit, 2u);
            peers = same_bit(peers, digit, 3u);
            peers = same_bit(peers, digit, 4u);
            peers = same_bit(peers, digit, 5u);
            peers = same_bit(peers, digit, 6u);
            peers = same_bit(peers, digit, 7u);
            RANK_SET(j, uint(bitCount(peers & gl_SubgroupLtMask.x)) | (uint(findMSB(peers)) << PEERS_SHIFT) |
                       ((uint(bitCount(peers)) - PEERS_COUNT_BIAS) << (2u * PEERS_SHIFT)));
#else
#if RANKING == 2
            const uvec4 peers = subgroupPartitionNV(digit);
#else
            uvec4 peers = subgroupBallot(true);
            for (uint bit = 0u; bit < 8u; ++bit) {
                const bool set = ((digit >> bit) & 1u) != 0u;
                const uvec4 vote = subgroupBallot(set);
                peers &= set ? vote : ~vote;
            }
#endif
            RANK_SET(j, subgroupBallotExclusiveBitCount(peers) | (subgroupBallotFindMSB(peers) << PEERS_SHIFT) |
                       ((subgroupBallotBitCount(peers) - PEERS_COUNT_BIAS) << (2u * PEERS_SHIFT)));
#endif
        }
        // Then the running counters, item by item: the highest peer adds the peers to its subgroup's counter
        // of the digit and shuffles the old value to the others. The shuffle converges the subgroup after the
        // update, so the next item's leader (maybe another lane) reads the new value.
        for (uint j = 0u; j < ITEMS; ++j) {
            const uint peer_word = RANK_GET(j);
            const uint leader = (peer_word >> PEERS_SHIFT) & PEERS_MASK;
            uint before = 0u;
            if (lane == leader) {
                const uint at = warp * kBins + rank_digit_of(keys[j], shift);
                before = s_keys[at];
                s_keys[at] = before + (peer_word >> (2u * PEERS_SHIFT)) + PEERS_COUNT_BIAS;
            }
            RANK_SET(j, subgroupShuffle(before, leader) + (peer_word & PEERS_MASK));  // the key's place in its bin
        }
    }
#if HAS_VALUES && STAGE_PARTS == 1
    // The values, loaded now so that their latency overlaps the key scatter.
    uint values[ITEMS];
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint p = warp_first + j * SUBGROUP_SIZE + lane;
        values[j] = IN_TILE(p) ? b_values[base + p] : 0u;
    }
#endif
#endif
    barrier();  // every counter is read before s_keys holds keys; s_offset and s_bin_start are written
    // @end rank

    // [SECTION] 2. Scatter
    // @region scatter: tile position q (sorted by digit) goes to s_offset[its digit] + q
#if RANKING == 0
#if HAS_VALUES
    uint dest[ITEMS];
#endif
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (IN_TILE(q)) {
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
        if (IN_TILE(i)) s_keys[i] = b_values[base + i];
    }
    barrier();
    for (uint j = 0u; j < ITEMS; ++j) {
        const uint q = j * LOCAL_SIZE + t;
        if (IN_TILE(q)) b_values_out[dest[j]] = s_keys[s_order[q] & kPositionMask];
    }
#endif
#else
    // The sorted tile leaves in STAGE_PARTS parts of kStage positions (one part: the whole tile): each
    // part's keys are staged in s_keys by their ranks, then written out in order; with values, each
    // key's digit is kept (a byte each) so that the values find their bins without the keys.
    for (uint j = 0u; j < ITEMS; ++j) {
        RANK_SET(j, RANK_GET(j) + s_bin_start[held_digit_of(keys[j], shift)]);
    }
#if HAS_VALUES
    uint out_digits[(STAGE_PARTS * kStageItems + 3u) / 4u];
    for (uint i = 0u; i < (STAGE_PARTS * kStageItems + 3u) / 4u; ++i) out_digits[i] = 0u;
#if STAGE_PARTS > 1
    uint values[ITEMS];
#endif
#endif
    for (uint r = 0u; r < STAGE_PARTS; ++r) {
        const uint lo = r * kStage;
        for (uint j = 0u; j < ITEMS; ++j) {
            const uint at = RANK_GET(j) - lo;
            if (at < kStage) s_keys[at] = keys[j];
        }
#if HAS_VALUES && STAGE_PARTS > 1
        if (r + 1u == STAGE_PARTS) {  // unrolled: the last part only
            // The values, loaded as soon as keys[] is dead (its last part staged), so that their latency
            // overlaps the barrier and the last part's key writes (faster than loading them after the
            // keys' last barrier, at the same register count).
            // Their addresses share nothing with the key loads'. With `IN_TILE(p) ? b_values[base + p] : 0u`,
            // NVIDIA's compiler kept each key's position p and a mask of the IN_TILE tests in registers from
            // the key loads to here (Vulkan's machine code: too many registers for two groups per SM).
            // Here the base is read from a shared word, and each address is clamped to the tile's last key
            // instead of tested (a pad's value comes from there and is never written out): 64 registers,
            // two groups of 512 x 14 per SM in GL.
            const uint value_first = s_value_base + warp_first + lane;
            const uint value_last = s_value_base + tile_keys - 1u;
            for (uint j = 0u; j < ITEMS; ++j) values[j] = b_values[min(value_first + j * SUBGROUP_SIZE, value_last)];
        }
#endif
        barrier();
        for (uint i = 0u; i < kStageItems; ++i) {
            const uint q = lo + i * LOCAL_SIZE + t;
            if (IN_TILE(q)) {
                const uint bits = s_keys[q - lo];
                const uint digit = held_digit_of(bits, shift);
                b_keys_out[s_offset[digit] + q] = key_from_tile_bits(bits);
#if HAS_VALUES
                const uint m = r * kStageItems + i;
                out_digits[m / 4u] = bitfieldInsert(out_digits[m / 4u], digit, int((m % 4u) * 8u), 8);
#endif
            }
        }
#if HAS_VALUES
        barrier();  // every key of the part is read before the next part or the values overwrite s_keys
#else
        if (r + 1u < STAGE_PARTS) barrier();  // uniform; after the last part nothing reads s_keys
#endif
    }
#if HAS_VALUES
    for (uint r = 0u; r < STAGE_PARTS; ++r) {
        const uint lo = r * kStage;
        for (uint j = 0u; j < ITEMS; ++j) {
            const uint at = RANK_GET(j) - lo;
            if (at < kStage) s_keys[at] = values[j];
        }
        barrier();
        for (uint i = 0u; i < kStageItems; ++i) {
            const uint q = lo + i * LOCAL_SIZE + t;
            const uint m = r * kStageItems + i;
            if (IN_TILE(q)) b_values_out[s_offset[bitfieldExtract(out_digits[m / 4u], int((m % 4u) * 8u), 8)] + q] = s_keys[q - lo];
        }
        if (r + 1u < STAGE_PARTS) barrier();  // uniform
    }
#endif
#endif
    // @end scatter
}
#undef IN_TILE

void main() {
    const uint tiles = arg_tiles();
    if (linear_group_index() >= tiles) return;  // the whole group leaves together: the barriers stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint z = batch_array();
#if RESIDENCY_PROBE
    if (t == 0u) {
        const uint now = atomicAdd(b_counts[kProbeNow + gl_SMIDNV], 1u) + 1u;
        atomicMax(b_counts[kProbeMost + gl_SMIDNV], now);
        atomicAdd(b_counts[kProbeGroups + gl_SMIDNV], 1u);
    }
#endif
#if LOOKBACK
    // @region tile_number: the next tile number of this array, in the order the groups start
    if (t == 0u) {
        const uint number = atomicAdd(b_counts[arg_counter() + z], 1u);
        if (number == tiles - 1u) atomicExchange(b_counts[arg_counter() + z], 0u);  // the last: for the next pass
        s_bin_start[0] = number;  // free until the bin scan, which comes after barriers that follow every read
    }
    barrier();
    const uint tile = s_bin_start[0];
    // @end tile_number
#else
    const uint tile = linear_group_index();
#endif
    const uint tile_keys = min(kTile, b_steps[u_step].n - tile * kTile);
    sort_tile(tile, tiles, tile_keys);
#if RESIDENCY_PROBE
    memoryBarrierBuffer();
    barrier();
    if (t == 0u) {
        atomicAdd(b_counts[kProbeNow + gl_SMIDNV], 0xFFFFFFFFu);
        const uint done = atomicAdd(b_counts[kProbeDone], 1u) + 1u;
        if (done == 4u * tiles) {
            b_keys_out[0] = gl_SMCountNV;
            for (uint s = 0u; s < gl_SMCountNV; ++s) {
                b_keys_out[1u + s] = atomicAdd(b_counts[kProbeMost + s], 0u);
                b_keys_out[1u + gl_SMCountNV + s] = atomicAdd(b_counts[kProbeGroups + s], 0u);
            }
        }
    }
#endif
}
