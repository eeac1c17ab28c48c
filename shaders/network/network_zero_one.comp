// network_zero_one.comp: the exhaustive 0-1 check of a comparator network on the GPU, bit-sliced: 32
// inputs per word, a comparator on them is one AND and one OR (the CPU reference:
// algorithms/networks/zero_one_network.hpp; the host: app/gpu/network_check.hpp). Not a plan kernel: it
// is compiled on its own for one network, WIRES and COMPARATORS known when it is built, so the wires
// live in registers and the comparator loop has a fixed count.
//
// One invocation = one block of 32 inputs: block b = u_first_block + its invocation index holds inputs
// 32 b .. 32 b + 31, input x having bit k on wire k. Wire k < 5 takes lane l's bit k (a fixed pattern),
// wire k >= 5 is all ones where bit k - 5 of b is set. Then every comparator (b_pairs[c]: low | high << 16,
// the smaller to low) runs on the 32 lanes, and the invocation records, with atomics into b_result:
//   b_result[0]  the lowest input left unsorted (atomicMin; 0xFFFFFFFF: none)
//   b_result[1]  bit k set: some input leaves outputs k and k + 1 out of order
//   b_result[2 + c / 32] bit c % 32: comparator c swapped on some input (never set: redundant)
//
// A comparator that swaps in some lane sets its bit at once (after reading it, so that each bit is set
// by few invocations): the form with the bits gathered in a local array first and set at the end made
// NVIDIA's driver (580.159, H200) stop with SIGSEGV, so it is not used.
//
// Injected #defines: LOCAL_SIZE, WIRES (1..32), COMPARATORS (>= 1), LANES_USED (a mask of the lanes
// holding inputs below 2^WIRES). Uniforms: u_first_block (location 0), u_blocks (location 1): blocks
// of the whole check, so invocations past the last return.
layout(local_size_x = LOCAL_SIZE) in;

layout(std430, binding = 0) readonly buffer PairBlock {
    uint b_pairs[];
};
layout(std430, binding = 1) buffer ResultBlock {
    uint b_result[];
};
layout(location = 0) uniform uint u_first_block;
layout(location = 1) uniform uint u_blocks;

const uint kLanePatterns[5] = uint[5](0xAAAAAAAAu, 0xCCCCCCCCu, 0xF0F0F0F0u, 0xFF00FF00u, 0xFFFF0000u);

void main() {
    const uint index = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * LOCAL_SIZE + gl_LocalInvocationID.x;
    if (index >= u_blocks) return;
    const uint block = u_first_block + index;

    // @region inputs: wire k of the 32 inputs of this block
    uint wires[WIRES];
    for (uint k = 0u; k < WIRES; ++k) {
        wires[k] = k < 5u ? kLanePatterns[k] : (((block >> (k - 5u)) & 1u) != 0u ? 0xFFFFFFFFu : 0u);
    }
    // @end inputs
    // @region comparators: one AND and one OR per comparator; a 1 above a 0 is a swap
    for (uint c = 0u; c < COMPARATORS; ++c) {
        const uint word = b_pairs[c];
        const uint low = word & 0xFFFFu;
        const uint high = word >> 16u;
        const uint a = wires[low];
        const uint b = wires[high];
        const uint bit = 1u << (c % 32u);
        if ((a & ~b & LANES_USED) != 0u && (b_result[2u + c / 32u] & bit) == 0u) atomicOr(b_result[2u + c / 32u], bit);
        wires[low] = a & b;
        wires[high] = a | b;
    }
    // @end comparators
    // @region outcome: unsorted lanes, the first failing input, the comparators that swapped
    uint unsorted = 0u;
    uint unordered = 0u;
    for (uint k = 0u; k + 1u < WIRES; ++k) {
        const uint descent = wires[k] & ~wires[k + 1u] & LANES_USED;
        if (descent != 0u) unordered |= 1u << k;
        unsorted |= descent;
    }
    if (unsorted != 0u) {
        atomicMin(b_result[0], block * 32u + uint(findLSB(unsorted)));
        atomicOr(b_result[1], unordered);
    }
    // @end outcome
}
