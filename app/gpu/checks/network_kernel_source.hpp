// The GLSL of a 0-1 check kernel made for one comparator network (the generated check, used by
// network_kernel_check.hpp): every wire a uint register w0, w1, ... holding 32 inputs bit-sliced, every
// comparator unrolled as `lo = a & b; hi = a | b` with its wire numbers built in, so no array is indexed
// and the compiler keeps the wires in registers. The text is a pure function of the network and a few
// choices below, so the CPU tests can read it without a GL context.
//
// What one invocation does: it takes 2^loop_bits words of 32 inputs, word j of invocation g being block
// (g << loop_bits) | j, whose lane l is input 32 * block + l (wire k holds bit k of the input). Wires 0..4
// are fixed lane patterns, wires 5 .. 5 + loop_bits - 1 come from j, and the wires above from the bits of
// g, a 64-bit number (the parameter buffer's first invocation, in low and high words, plus the
// invocation's index in the dispatch). Per word it runs every comparator, ORs `w[k] & ~w[k+1]` over adjacent outputs
// and, only where that is not zero, records the adjacent outputs out of order and the word's lowest
// failing input. The comparators of `tracked` (positions in the network's sequence) also OR a bit into a
// register when they swap; the others (already seen swapping) cost nothing extra.
//
// The result buffer (binding 0), written with atomics:
//   [0] the lowest failing input of this dispatch, counted from the dispatch's first input (a dispatch
//       holds at most 2^32 inputs); 0xFFFFFFFF: none
//   [1], [2] bit k of [1] (k < 32) or k - 32 of [2]: some input leaves outputs k and k + 1 out of order
//   [3 + t / 32] bit t % 32: the t-th tracked comparator swapped on some input
// The parameter buffer (binding 1, four uints, written before each dispatch): the first invocation's low
// and high words, this dispatch's invocation count, and the words per invocation (2^loop_bits, read at
// run time so that the compiler does not unroll the word loop).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/networks/network.hpp"

namespace sortscope::gpu {

// Local size of the generated kernel, and the most words one invocation loops over (2^6 = 64 words).
constexpr uint32_t kCheckKernelLocalSize = 64;
constexpr uint32_t kCheckKernelMaxLoopBits = 6;
// Inputs per word of the generated kernel (uint lanes).
constexpr uint32_t kCheckKernelLaneBits = 5;

// log2 of the words per invocation for `wires` wires: min(6, wires - 5), 0 for 5 wires or fewer.
uint32_t check_kernel_loop_bits(uint32_t wires);

// Requires 1 <= network.wires <= 64; `tracked` ascending positions in network.sequence().
std::string network_check_kernel_source(const algo::ComparatorNetwork& network, const std::vector<uint32_t>& tracked);

}  // namespace sortscope::gpu
