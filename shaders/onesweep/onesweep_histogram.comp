// onesweep_histogram.comp: the global histograms of all four 8-bit digits in one read of the keys
// (Onesweep, Adinets and Merrill 2022: CUB's upfront histogram kernel).
//
// Work group g of array z reads the chunks g, g + G, g + 2G, ... of kChunk = LOCAL_SIZE * ITEMS keys
// (G = arg_groups() groups per array: a grid-stride loop, so a few thousand groups cover any n), striped:
// invocation t reads key chunk_start + j * LOCAL_SIZE + t for j < ITEMS, so each load instruction of a
// subgroup reads consecutive words. Each key's sort key (key_order) gives four digits; each adds one to
// its bin in shared memory. kCopies copies of the 4 x 256 counters, one per group of 32 invocations,
// spread the shared atomics when many keys share a digit (all-equal input would otherwise queue every
// atomic on one address). At the end the group adds its counts to the global histograms with one
// atomicAdd per nonzero bin: the order of atomic additions does not change a count.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative).
// Arguments (OnesweepHistogramArgs, algorithms/sorts/onesweep/onesweep.hpp):
//   arg_hist()    HIST: the histograms' first word in b_counts
//   arg_groups()  G: work groups per array
// Buffers:
//   BINDING_KEYS    b_keys: uint[batch * n], array z at z * n (read)
//   BINDING_COUNTS  b_counts (counts.glsl): HIST + (z * 4 + digit) * 256 + bin counts the keys of array z
//                   whose digit `digit` (bits 8 digit .. 8 digit + 7 of the sort key) is `bin` (added to;
//                   zero before the run: the scan step clears it after reading it)
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 256u;
const uint kDigits = 4u;
const uint kChunk = LOCAL_SIZE * ITEMS;
const uint kCopies = LOCAL_SIZE >= 128u ? 4u : (LOCAL_SIZE + 31u) / 32u;

layout(std430, binding = BINDING_KEYS) readonly buffer KeyBlock {
    uint b_keys[];
};
#pragma sortscope include "counts.glsl"

shared uint s_hist[kCopies * kDigits * kBins];  // [copy][digit][bin]

void main() {
    const uint group = linear_group_index();
    const uint groups = arg_groups();
    if (group >= groups) return;  // the whole group leaves together: the barriers below stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    for (uint e = t; e < kCopies * kDigits * kBins; e += LOCAL_SIZE) s_hist[e] = 0u;
    barrier();

    const uint copy = (t / 32u) % kCopies * kDigits * kBins;
    const uint base = array_base();
    // @region count: every key of this group's chunks adds one to each of its four digits' bins
    for (uint chunk = group * kChunk; chunk < n; chunk += groups * kChunk) {
        uint keys[ITEMS];
        for (uint j = 0u; j < ITEMS; ++j) {  // every load issued before the first use
            const uint i = chunk + j * LOCAL_SIZE + t;
            keys[j] = i < n ? b_keys[base + i] : 0u;
        }
        for (uint j = 0u; j < ITEMS; ++j) {
            if (chunk + j * LOCAL_SIZE + t < n) {
                const uint order = key_order(keys[j]);
                atomicAdd(s_hist[copy + (order & 0xFFu)], 1u);
                atomicAdd(s_hist[copy + kBins + ((order >> 8u) & 0xFFu)], 1u);
                atomicAdd(s_hist[copy + 2u * kBins + ((order >> 16u) & 0xFFu)], 1u);
                atomicAdd(s_hist[copy + 3u * kBins + (order >> 24u)], 1u);
            }
        }
    }
    // @end count
    barrier();

    // @region publish: the group's counts added to the global histograms
    const uint hist = arg_hist() + gl_WorkGroupID.z * kDigits * kBins;
    for (uint e = t; e < kDigits * kBins; e += LOCAL_SIZE) {
        uint sum = 0u;
        for (uint c = 0u; c < kCopies; ++c) sum += s_hist[c * kDigits * kBins + e];
        if (sum != 0u) atomicAdd(b_counts[hist + e], sum);
    }
    // @end publish
}
