// bitonic_fused.comp: several consecutive long-distance stages of one bitonic pass in one pass over
// global memory, the keys held in registers (Zucchi 2013's network; the register fusion of fast GPU
// bitonic sorts).
//
// The dispatch runs the stages of pass PASS with distance bits HIGH_BIT, HIGH_BIT - 1, ..., LOW_BIT,
// where LOW_BIT = HIGH_BIT - W + 1 and ITEMS = 2^W. Invocation t owns the ITEMS positions whose bits
// [LOW_BIT, HIGH_BIT] take every value m (the register index) and whose other bits are t's (W zero bits
// inserted into t at LOW_BIT). Each of the W stages pairs two of its own registers, m and
// m | 2^(bit - LOW_BIT), so it reads its keys once, runs the W stages without any synchronisation, and
// writes them once: W stages for one read and one write of every key, where bitonic_step.comp needs W.
// Neighbouring invocations own neighbouring positions (the low bits of t), so every load and store is
// coalesced when LOW_BIT >= 5, which the plan guarantees (it uses this kernel only above the tile).
//
// The network is bitonic_step.comp's exactly: the comparator (p0, p1 = p0 | 2^bit) sorts descending
// when bit (PASS + 1) of p0 XOR FLIP_PARITY is 1 (that bit lies above the window, so it is the same for
// all of an invocation's comparators); it is skipped when p1 >= n: positions >= n act as +infinity,
// are never loaded and never written. Keys are held as key_order() values and turned back on store.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, invocations per array:
// next_power_of_two(n) / ITEMS. Arguments (BitonicFusedArgs, algorithms/sorts/bitonic/bitonic_shared.hpp):
//   arg_pass_bit()     PASS: blocks of 2^(PASS+1) keys are being merged
//   arg_high_bit()     HIGH_BIT: the first (longest) stage's distance bit
//   arg_flip_parity()  FLIP_PARITY: 1 when the block holding position n would otherwise sort descending
// Injected: LOCAL_SIZE invocations per group, ITEMS = 2^W keys per invocation (1 <= W <= 5; W is
// registers.glsl's ITEM_BITS).
// Buffers (keys_in_place.glsl; array z of the batch starts at z * n): b_keys sorted in place, b_values
// the payload (HAS_VALUES only).
#pragma optionNV(unroll all)
layout(local_size_x = LOCAL_SIZE) in;

#pragma sortscope include "registers.glsl"
#define W ITEM_BITS

#pragma sortscope include "keys_in_place.glsl"

// The W stages on the registers; `bounded`: some of this invocation's positions are >= n.
void run_stages(uint first, uint low_bit, bool flip, uint n, bool bounded, inout uint keys[ITEMS] VALUE_ARGS) {
    for (uint s = 0u; s < W; ++s) {
        const uint i = W - 1u - s;  // the register bit of this stage
        for (uint c = 0u; c < ITEMS / 2u; ++c) {
            // @region pair: m = c with a 0 bit inserted at register bit i; its partner has that bit set
            const uint m = ((c >> i) << (i + 1u)) | (c & ((1u << i) - 1u));
            const uint partner = m | (1u << i);
            // @end pair
            const uint a = keys[m];
            const uint b = keys[partner];
#if HAS_VALUES
            const bool check_bound = true;
#else
            const bool check_bound = bounded;
#endif
            if (!check_bound) {
                // Keys alone, every position inside n: a min and a max.
                keys[m] = flip ? max(a, b) : min(a, b);
                keys[partner] = flip ? min(a, b) : max(a, b);
            } else {
                // Otherwise an all-ones mask says "swap", and XORs apply it without a branch.
                bool swap = (a > b) != flip && a != b;
                if (bounded) swap = swap && first + (partner << low_bit) < n;
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

void main() {
    const uint t = linear_invocation_index();
    if (t >= b_steps[u_step].work_items) return;
    const uint n = b_steps[u_step].n;
    const uint pass = arg_pass_bit();
    const uint low_bit = arg_high_bit() + 1u - W;
    const uint parity = arg_flip_parity();

    // @region window: first = t with W 0 bits inserted at low_bit; flip = bit PASS + 1 of first XOR parity
    const uint first = ((t >> low_bit) << (low_bit + W)) | (t & ((1u << low_bit) - 1u));
    if (first >= n) return;  // every position of this invocation is +infinity
    const bool bounded = first + ((ITEMS - 1u) << low_bit) >= n;
    const bool flip = (((first >> (pass + 1u)) & 1u) ^ parity) != 0u;
    // @end window
    const uint base = array_base();
    uint keys[ITEMS];
#if HAS_VALUES
    uint values[ITEMS];
#endif

    // @region load: each register m holds the key at first + (m << low_bit)
    for (uint m = 0u; m < ITEMS; ++m) {
        const uint position = first + (m << low_bit);
        if (!bounded || position < n) {
            keys[m] = key_order(b_keys[base + position]);
#if HAS_VALUES
            values[m] = b_values[base + position];
#endif
        }
    }
    // @end load
    // Four calls with constant arguments: each compiles to straight code for its case.
    // @region stages: the W stages on the registers, one call per case
    if (bounded) {
        if (flip) run_stages(first, low_bit, true, n, true, keys VALUE_PASS);
        else run_stages(first, low_bit, false, n, true, keys VALUE_PASS);
    } else {
        if (flip) run_stages(first, low_bit, true, n, false, keys VALUE_PASS);
        else run_stages(first, low_bit, false, n, false, keys VALUE_PASS);
    }
    // @end stages
    // @region store: every register back to its position
    for (uint m = 0u; m < ITEMS; ++m) {
        const uint position = first + (m << low_bit);
        if (!bounded || position < n) {
            b_keys[base + position] = key_from_order(keys[m]);
#if HAS_VALUES
            b_values[base + position] = values[m];
#endif
        }
    }
    // @end store
}
