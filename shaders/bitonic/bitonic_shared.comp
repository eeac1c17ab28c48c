// bitonic_shared.comp: a run of bitonic stages fused in one dispatch, one tile per work group, with the
// keys in registers between shared-memory exchanges (Zucchi 2013, "bitonic + lds"; the
// register windows are the usual way fast GPU bitonic sorts cut shared-memory traffic and barriers).
//
// A work group owns the tile of TILE = LOCAL_SIZE * ITEMS consecutive keys starting at group * TILE. It
// loads the tile into shared memory with coalesced reads, runs every stage of passes FIRST_PASS ..
// LAST_PASS whose partner distance is below TILE (distance bits min(pass, TILE_BIT - 1) .. 0), and writes
// the tile back. The stages run in register windows: ITEMS = 2^W keys per invocation, the W consecutive
// position bits [lo, lo + W - 1] of a window are the register index m, and the other bits are the
// invocation's id (W zero bits inserted at lo). Every stage whose distance bit lies in the window then
// pairs two of the invocation's own registers, m and m | 2^(bit - lo), so an invocation loads a window
// from shared memory, runs up to W stages (more at the start, where whole passes fit in the window)
// without a barrier, and stores it back: one barrier per window instead of one per stage. The register
// indices are constants after unrolling, so the keys stay in registers.
//
// The network is bitonic_step.comp's exactly: the comparator (p0, p1 = p0 | 2^bit) of global positions
// sorts descending when bit (pass + 1) of p0 XOR the pass's flip parity is 1 (bit `pass` of the
// comparator's id, as there), and it is skipped when p1 >= n: positions >= n act as +infinity, are
// never loaded and never written.
//
// Subgroup shuffles (SHUFFLE_BITS = s > 0, only where the driver has GL_KHR_shader_subgroup_shuffle;
// the plan sets it): an invocation's index in the window layout is its subgroup's number times the
// subgroup size plus its lane, so in the bottom window (registers on bits 0 .. W-1) the position bits
// W .. W+s-1 are the lowest s lane bits. A stage with such a distance bit pairs register m of one lane
// with register m of the lane whose index differs in that bit: subgroupShuffleXor brings the partner's
// key, and each side keeps the min or the max. So the bottom window runs the distance bits
// W+s-1 .. 0 with no shared memory and no barrier, and the shared windows start at bit W+s. Without
// shuffles (s = 0) the windows are the portable path every driver runs. SHUFFLE_EMULATED = 1 keeps
// that layout but does each shuffle through shared memory (subgroups of 32 consecutive invocations,
// with barriers), so the path's layout and directions are tested on drivers without subgroups.
//
// Keys are held as key_order() values, compared as uints, and turned back on the way out.
// Shared memory is addressed through swizzle(): the low five bits of a position are XORed with the five
// above bit W, which makes both the window accesses (any lo) and the coalesced copies free of bank
// conflicts.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, comparators per stage over the
// whole array (next_power_of_two(n) / 2; for tables only). Arguments (BitonicSharedArgs,
// algorithms/sorts/bitonic/bitonic_shared.hpp):
//   arg_first_pass(), arg_last_pass()  FIRST_PASS .. LAST_PASS run in this dispatch
//   arg_tile_bit()    log2(TILE), for the CPU side (the kernel has it as the constant TILE_BIT)
//   SHUFFLE_BITS      compiled in: 0, or up to log2 of the subgroup size (LOCAL_SIZE is then a multiple
//                     of the subgroup size)
//   SHUFFLE_EMULATED  compiled in: 1 when those shuffles go through shared memory
// Injected: LOCAL_SIZE invocations, ITEMS = 2^W keys per invocation (1 <= W <= 5; W is registers.glsl's
// ITEM_BITS).
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
// Shared memory: TILE keys (and TILE values): the plan keeps TILE within GL_MAX_COMPUTE_SHARED_MEMORY_SIZE.
#pragma optionNV(unroll all)
layout(local_size_x = LOCAL_SIZE) in;

#define TILE (LOCAL_SIZE * ITEMS)
#pragma sortscope include "registers.glsl"
#define W ITEM_BITS

#pragma sortscope include "keys_in_place.glsl"
shared uint s_keys[TILE];
#if HAS_VALUES
shared uint s_values[TILE];
#endif

const uint TILE_BIT = uint(findMSB(TILE));
// The bottom window runs distance bits [0, UPPER - 1]: W in registers, SHUFFLE_BITS by shuffles.
const uint UPPER = W + SHUFFLE_BITS;
// The windows above it, numbered from the bottom: window j runs the stages with distance bits
// [UPPER + j * W, min(UPPER + (j + 1) * W, TILE_BIT) - 1] with its registers on bits [lo, lo + W - 1],
// lo = min(UPPER + j * W, TILE_BIT - W) (the top one slides down to stay inside the tile). Their
// positions are constants, so every shared-memory address below is a register plus a constant.
const uint UPPER_WINDOWS = TILE_BIT > UPPER ? (TILE_BIT - UPPER + W - 1u) / W : 0u;

// This invocation's index in the window layout: lane bits lowest where shuffles pair lanes.
uint invocation_index() {
#if SHUFFLE_BITS > 0 && !SHUFFLE_EMULATED
    return gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
#else
    return gl_LocalInvocationID.x;
#endif
}

#if SHUFFLE_BITS > 0 && SHUFFLE_EMULATED
// subgroupShuffleXor through shared memory for the emulated path: every invocation of the work group
// calls it at the same point (uniform control flow), so the barriers are legal. Shuffles run only
// while the bottom window's keys are in registers, so the first LOCAL_SIZE words of s_keys are free
// scratch: the barriers keep the loads before it, and the stores after it, apart from its use.
uint shuffle_xor(uint value, uint mask) {
    barrier();
    s_keys[gl_LocalInvocationID.x] = value;
    memoryBarrierShared();
    barrier();
    const uint theirs = s_keys[gl_LocalInvocationID.x ^ mask];
    barrier();
    return theirs;
}
#elif SHUFFLE_BITS > 0
uint shuffle_xor(uint value, uint mask) {
    return subgroupShuffleXor(value, mask);
}
#endif

uint swizzle(uint position) {
    return position ^ ((position >> W) & 31u);
}

// 1 when the block of 2^(pass+1) keys holding position n must flip to sort ascending
// (bitonic_flip_parity in algorithms/sorts/bitonic/bitonic.cpp).
uint flip_parity(uint n, uint pass) {
    const uint block = 2u << pass;
    return (n % block) == 0u ? 0u : (n / block) & 1u;
}

// The tile position of register 0 of this invocation's window at bit lo: W zero bits inserted at lo.
uint window_base(uint lo) {
    // @region window_index: the tile position of register 0: W zero bits inserted at lo
    const uint id = invocation_index();
    return ((id >> lo) << (lo + W)) | (id & ((1u << lo) - 1u));
    // @end window_index
}

// The swizzle is linear over the bits (XOR), so the address of register m is the window's swizzled
// base XOR the swizzled offset of m, a constant once lo is one.
void load_window(uint base, uint lo, out uint keys[ITEMS] VALUE_ARGS) {
    const uint swizzled_base = swizzle(base);
    for (uint m = 0u; m < ITEMS; ++m) {
        const uint at = swizzled_base ^ swizzle(m << lo);
        keys[m] = s_keys[at];
#if HAS_VALUES
        values[m] = s_values[at];
#endif
    }
}

void store_window(uint base, uint lo, uint keys[ITEMS] VALUE_ARGS) {
    const uint swizzled_base = swizzle(base);
    for (uint m = 0u; m < ITEMS; ++m) {
        const uint at = swizzled_base ^ swizzle(m << lo);
        s_keys[at] = keys[m];
#if HAS_VALUES
        s_values[at] = values[m];
#endif
    }
}

// One comparator on registers m and partner, ascending or descending (a constant at every call).
// Keys alone: a min and a max. With values, an all-ones mask says "swap" and XORs apply it, with no
// branch; equal keys never swap, as in bitonic_step.comp.
void compare(uint m, uint partner, bool descending, inout uint keys[ITEMS] VALUE_ARGS) {
    const uint a = keys[m];
    const uint b = keys[partner];
    keys[m] = descending ? max(a, b) : min(a, b);
    keys[partner] = descending ? min(a, b) : max(a, b);
#if HAS_VALUES
    const uint mask = 0u - uint(descending ? a < b : a > b);
    const uint value_change = (values[m] ^ values[partner]) & mask;
    values[m] ^= value_change;
    values[partner] ^= value_change;
#endif
}

// The stages with distance bits high_bit .. low_bit, all in the window at lo, in one direction.
void run_oriented(bool descending, uint high_bit, uint low_bit, uint lo, inout uint keys[ITEMS] VALUE_ARGS) {
    for (uint s = 0u; s < W; ++s) {
        const uint i = W - 1u - s;  // the register bit of this stage
        const uint bit = lo + i;
        if (bit <= high_bit && bit >= low_bit) {
            for (uint c = 0u; c < ITEMS / 2u; ++c) {
                // @region pair: register pair: m = c with a 0 bit inserted at bit i, its partner m | (1 << i)
                const uint m = ((c >> i) << (i + 1u)) | (c & ((1u << i) - 1u));
                compare(m, m | (1u << i), descending, keys VALUE_PASS);
                // @end pair
            }
        }
    }
}

// The same where some positions are >= n (the last tile of an array that is not a power of two): each
// pair sorts by bit pass + 1 of its position and is skipped when its upper position is >= n.
void run_bounded(uint pass, uint parity, uint high_bit, uint low_bit, uint lo, uint first, uint n,
                 inout uint keys[ITEMS] VALUE_ARGS) {
    for (uint s = 0u; s < W; ++s) {
        const uint i = W - 1u - s;
        const uint bit = lo + i;
        if (bit <= high_bit && bit >= low_bit) {
            for (uint c = 0u; c < ITEMS / 2u; ++c) {
                const uint m = ((c >> i) << (i + 1u)) | (c & ((1u << i) - 1u));
                const uint partner = m | (1u << i);
                const uint a = keys[m];
                const uint b = keys[partner];
                const bool flip = ((((first | (m << lo)) >> (pass + 1u)) & 1u) ^ parity) != 0u;
                const bool swap = (a > b) != flip && a != b && first + (partner << lo) < n;
                const uint mask = 0u - uint(swap);
                const uint key_change = (a ^ b) & mask;
                keys[m] = a ^ key_change;
                keys[partner] = b ^ key_change;
#if HAS_VALUES
                const uint value_change = (values[m] ^ values[partner]) & mask;
                values[m] ^= value_change;
                values[partner] ^= value_change;
#endif
            }
        }
    }
}

// Inverts the keys of the registers whose pairs sort descending in this pass (bit pass + 1 of their
// position, XOR the parity, is 1): afterwards every pair of the run sorts ascending, with exactly the
// same swaps (a > b exactly when ~a < ~b). Applied again, it restores them.
void orient(uint pass, uint parity, uint lo, uint first, inout uint keys[ITEMS]) {
    for (uint m = 0u; m < ITEMS; ++m) {
        keys[m] ^= 0u - ((((first | (m << lo)) >> (pass + 1u)) & 1u) ^ parity);
    }
}

// Runs the stages high_bit .. low_bit of `pass` in the registers of the window at lo.
void run_window(bool bounded, uint pass, uint parity, uint high_bit, uint low_bit, uint lo, uint first, uint n,
                inout uint keys[ITEMS] VALUE_ARGS) {
    if (bounded) {
        run_bounded(pass, parity, high_bit, low_bit, lo, first, n, keys VALUE_PASS);
    } else if (pass + 1u >= lo + W) {
        // Bit pass + 1 lies above the window: one direction for all of this invocation's pairs.
        if ((((first >> (pass + 1u)) & 1u) ^ parity) != 0u) {
            run_oriented(true, high_bit, low_bit, lo, keys VALUE_PASS);
        } else {
            run_oriented(false, high_bit, low_bit, lo, keys VALUE_PASS);
        }
    } else {
        orient(pass, parity, lo, first, keys);
        run_oriented(false, high_bit, low_bit, lo, keys VALUE_PASS);
        orient(pass, parity, lo, first, keys);
    }
}

#if SHUFFLE_BITS > 0
// The stages with distance bits high_bit .. low_bit (all in [W, UPPER - 1]) of `pass` on the bottom
// window's registers (first = the tile position of register 0): register m of this lane meets register
// m of the lane whose index differs in bit (bit - W). Both sides see the same pair (p0, p1 = p0 | 2^bit)
// and the same direction (bit pass + 1 of p0 XOR the parity); the lower one keeps the min when it
// sorts ascending, the upper one the max; a pair with p1 >= n keeps its keys. Equal keys never swap,
// so a payload moves exactly when its key changes. All lanes of the subgroup take part in every
// shuffle (the loops and conditions are uniform over the work group).
void run_shuffles(bool bounded, uint pass, uint parity, uint high_bit, uint low_bit, uint first, uint n,
                  inout uint keys[ITEMS] VALUE_ARGS) {
    for (uint s = 0u; s < SHUFFLE_BITS; ++s) {
        const uint t = SHUFFLE_BITS - 1u - s;  // the lane bit of this stage
        const uint bit = W + t;
        if (bit <= high_bit && bit >= low_bit) {
            const uint upper = (first >> bit) & 1u;
            for (uint m = 0u; m < ITEMS; ++m) {
                const uint position = first | m;
                const uint mine = keys[m];
                const uint theirs = shuffle_xor(mine, 1u << t);
                const uint keep_max = upper ^ ((position >> (pass + 1u)) & 1u) ^ parity;
                const uint low = min(mine, theirs);
                const uint high = max(mine, theirs);
                uint kept = low ^ ((low ^ high) & (0u - keep_max));
                if (bounded) {
                    const uint in_range = uint((position | (1u << bit)) < n);
                    kept = mine ^ ((mine ^ kept) & (0u - in_range));
                }
                keys[m] = kept;
#if HAS_VALUES
                const uint their_value = shuffle_xor(values[m], 1u << t);
                values[m] ^= (values[m] ^ their_value) & (0u - uint(kept != mine));
#endif
            }
        }
    }
}
#endif

// The bottom window's stages of `pass` with distance bits high_bit .. 0: the shuffles, then registers.
void run_bottom(bool bounded, uint pass, uint parity, uint high_bit, uint first, uint n, inout uint keys[ITEMS] VALUE_ARGS) {
#if SHUFFLE_BITS > 0
    if (high_bit >= W) run_shuffles(bounded, pass, parity, high_bit, W, first, n, keys VALUE_PASS);
#endif
    run_window(bounded, pass, parity, min(high_bit, W - 1u), 0u, 0u, first, n, keys VALUE_PASS);
}

void main() {
    const uint n = b_steps[u_step].n;
    const uint first_pass = arg_first_pass();
    const uint last_pass = arg_last_pass();
    const uint tile_start = linear_group_index() * TILE;
    // The whole group leaves together, so no invocation misses a barrier.
    if (tile_start >= n) return;
    const uint base = array_base() + tile_start;
    const uint local_id = gl_LocalInvocationID.x;
    const bool bounded = tile_start + TILE > n;

    // @region load: the tile into shared memory, coalesced, as key_order() values
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint index = k * LOCAL_SIZE + local_id;
        if (!bounded || tile_start + index < n) {
            s_keys[swizzle(index)] = key_order(b_keys[base + index]);
#if HAS_VALUES
            s_values[swizzle(index)] = b_values[base + index];
#endif
        }
    }
    memoryBarrierShared();
    barrier();
    // @end load

    uint keys[ITEMS];
#if HAS_VALUES
    uint values[ITEMS];
#endif
    uint pass = first_pass;
    const uint bottom = window_base(0u);
    // Passes 0 .. UPPER-1 (the first dispatch only) lie wholly in the bottom window: one load, one store.
    // @region bottom_window: passes 0 .. UPPER-1 (first dispatch): all in the bottom window
    if (pass < UPPER) {
        load_window(bottom, 0u, keys VALUE_PASS);
        for (; pass <= min(last_pass, UPPER - 1u); ++pass) {
            run_bottom(bounded, pass, flip_parity(n, pass), pass, tile_start + bottom, n, keys VALUE_PASS);
        }
        store_window(bottom, 0u, keys VALUE_PASS);
        memoryBarrierShared();
        barrier();
    }
    // @end bottom_window
    // Every later pass: its stages top down, one window at a time, the bottom window last.
    // @region upper_windows: each later pass: the windows above the bottom one, top down, then the bottom
    for (; pass <= last_pass; ++pass) {
        const uint high = min(pass, TILE_BIT - 1u);
        const uint parity = flip_parity(n, pass);
        for (uint from_top = 0u; from_top < UPPER_WINDOWS; ++from_top) {
            const uint j = UPPER_WINDOWS - 1u - from_top;
            const uint low_bit = UPPER + j * W;
            const uint lo = min(low_bit, TILE_BIT - W);
            if (low_bit <= high) {
                const uint window = window_base(lo);
                load_window(window, lo, keys VALUE_PASS);
                run_window(bounded, pass, parity, min(high, low_bit + W - 1u), low_bit, lo, tile_start + window, n,
                           keys VALUE_PASS);
                store_window(window, lo, keys VALUE_PASS);
                memoryBarrierShared();
                barrier();
            }
        }
        load_window(bottom, 0u, keys VALUE_PASS);
        run_bottom(bounded, pass, parity, high, tile_start + bottom, n, keys VALUE_PASS);
        store_window(bottom, 0u, keys VALUE_PASS);
        memoryBarrierShared();
        barrier();
    }
    // @end upper_windows

    // @region store: the tile back to global memory, coalesced
    for (uint k = 0u; k < ITEMS; ++k) {
        const uint index = k * LOCAL_SIZE + local_id;
        if (!bounded || tile_start + index < n) {
            b_keys[base + index] = key_from_order(s_keys[swizzle(index)]);
#if HAS_VALUES
            b_values[base + index] = s_values[swizzle(index)];
#endif
        }
    }
    // @end store
}
