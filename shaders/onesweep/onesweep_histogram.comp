// onesweep_histogram.comp: the global histograms of all four 8-bit digits in one read of the keys
// (Onesweep, Adinets and Merrill 2022: CUB's upfront histogram kernel).
//
// The order of the keys does not matter to a count, so the keys are read four at a time, as uvec4s: the
// array's words from its first 16-byte boundary to its last (array z starts at word z * n, which need
// not be one) are kVectors = ITEMS / 4 uvec4s per invocation and round, and the at most 3 + 3 words
// outside them are counted one by one by group 0. Work group g of array z reads the chunks g, g + G,
// g + 2G, ... of kChunk = LOCAL_SIZE * kVectors uvec4s (G = arg_groups() groups per array: a grid-stride
// loop, so a few hundred groups cover any n), striped: invocation t reads uvec4 chunk_start + j *
// LOCAL_SIZE + t for j < kVectors, so each load instruction of a subgroup reads 512 consecutive bytes.
// Each round's loads are issued before the previous round's keys are counted, so that the loads stay in
// flight while the shared atomics run. Each key's sort key (key_order) gives four digits; each adds one
// to its bin in shared memory. kCopies copies of the 4 x 256 counters, one per group of 32 invocations,
// spread the shared atomics when many keys share a digit (all-equal input would otherwise queue every
// atomic on one address). At the end the group adds its counts to the global histograms with one
// atomicAdd per nonzero bin: the order of atomic additions does not change a count.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, G * LOCAL_SIZE (informative).
// Arguments (OnesweepHistogramArgs, algorithms/sorts/onesweep/onesweep.hpp):
//   arg_hist()    HIST: the histograms' first word in b_counts
//   arg_groups()  G: work groups per array
// Buffers:
//   BINDING_KEYS    b_keys: uint[batch * n], array z at z * n (read), and the same words as uvec4s
//   BINDING_COUNTS  b_counts (counts.glsl): HIST + (z * 4 + digit) * 256 + bin counts the keys of array z
//                   whose digit `digit` (bits 8 digit .. 8 digit + 7 of the sort key) is `bin` (added to;
//                   zero before the run: the scan step clears it after reading it)
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 256u;
const uint kDigits = 4u;
#if ITEMS % 4 != 0
#error "the histogram reads its keys as uvec4s: ITEMS must be a multiple of 4"
#endif
const uint kVectors = ITEMS / 4u;  // uvec4s per invocation and round
const uint kChunk = LOCAL_SIZE * kVectors;
const uint kCopies = LOCAL_SIZE >= 128u ? 4u : (LOCAL_SIZE + 31u) / 32u;

layout(std430, binding = BINDING_KEYS) readonly buffer KeyBlock {
    uint b_keys[];
};
// The same buffer, four keys a load (the binding's offset is a multiple of 16 bytes: the runner's guard
// zone is a whole number of the device's storage-buffer offset alignment).
layout(std430, binding = BINDING_KEYS) readonly buffer KeyVectorBlock {
    uvec4 b_key_vectors[];
};
#pragma sortscope include "counts.glsl"

shared uint s_hist[kCopies * kDigits * kBins];  // [copy][digit][bin]

// One key's four digits, each counted in copy `copy` of the counters.
void count_key(uint copy, uint key) {
    const uint order = key_order(key);
    atomicAdd(s_hist[copy + (order & 0xFFu)], 1u);
    atomicAdd(s_hist[copy + kBins + ((order >> 8u) & 0xFFu)], 1u);
    atomicAdd(s_hist[copy + 2u * kBins + ((order >> 16u) & 0xFFu)], 1u);
    atomicAdd(s_hist[copy + 3u * kBins + (order >> 24u)], 1u);
}

// The uvec4s of the chunk from `chunk` (this invocation's kVectors of them; those from end_vector on: 0).
void load_chunk(out uvec4 vectors[kVectors], uint chunk, uint end_vector) {
    const uint first = chunk + gl_LocalInvocationID.x;
    for (uint j = 0u; j < kVectors; ++j) {
        const uint v = first + j * LOCAL_SIZE;
        vectors[j] = v < end_vector ? b_key_vectors[v] : uvec4(0u);
    }
}

void main() {
    const uint group = linear_group_index();
    const uint groups = arg_groups();
    if (group >= groups) return;  // the whole group leaves together: the barriers below stay uniform

    const uint t = gl_LocalInvocationID.x;
    const uint n = b_steps[u_step].n;
    for (uint e = t; e < kCopies * kDigits * kBins; e += LOCAL_SIZE) s_hist[e] = 0u;
    barrier();

    const uint copy = (t / 32u) % kCopies * kDigits * kBins;
    const uint first_word = array_base();
    const uint end_word = first_word + n;
    // The uvec4s wholly inside the array: words [4 * first_vector, 4 * end_vector).
    const uint first_vector = (first_word + 3u) / 4u;
    const uint end_vector = max(end_word / 4u, first_vector);
    // @region count: every key of this group's chunks adds one to each of its four digits' bins
    if (group == 0u) {  // the words before the first whole uvec4 and after the last: 0 to 6, one each
        const uint head_end = min(4u * first_vector, end_word);
        const uint tail_first = min(max(4u * end_vector, head_end), end_word);
        const uint head = head_end - first_word;
        const uint loose = head + (end_word - tail_first);
        for (uint w = t; w < loose; w += LOCAL_SIZE) count_key(copy, b_keys[w < head ? first_word + w : tail_first + (w - head)]);
    }
    const uint stride = groups * kChunk;
    uint chunk = first_vector + group * kChunk;
    uvec4 next[kVectors];
    load_chunk(next, chunk, end_vector);
    while (chunk < end_vector) {
        uvec4 keys[kVectors];
        for (uint j = 0u; j < kVectors; ++j) keys[j] = next[j];
        const uint at = chunk;
        chunk += stride;
        load_chunk(next, chunk, end_vector);  // in flight while this chunk is counted
        for (uint j = 0u; j < kVectors; ++j) {
            if (at + j * LOCAL_SIZE + t < end_vector) {
                count_key(copy, keys[j].x);
                count_key(copy, keys[j].y);
                count_key(copy, keys[j].z);
                count_key(copy, keys[j].w);
            }
        }
    }
    // @end count
    barrier();

    // @region publish: the group's counts added to the global histograms
    const uint hist = arg_hist() + batch_array() * kDigits * kBins;
    for (uint e = t; e < kDigits * kBins; e += LOCAL_SIZE) {
        uint sum = 0u;
        for (uint c = 0u; c < kCopies; ++c) sum += s_hist[c * kDigits * kBins + e];
        if (sum != 0u) atomicAdd(b_counts[hist + e], sum);
    }
    // @end publish
}
