// The exhaustive 0-1 check of a comparator network on the GPU (shaders/network/network_zero_one.comp):
// the same report as the CPU reference (algorithms/networks/zero_one_network.hpp), which it must equal
// field by field: sorts or not, the first failing input and its output, the redundant comparators and
// the adjacent outputs that can end out of order. A program is compiled for the network's wire and
// comparator counts; the blocks of 32 inputs are dispatched in pieces of at most 2^22 invocations, so no
// dispatch runs long enough to trip a desktop driver's watchdog. Needs a current GL 4.3 context.
#pragma once

#include "algorithms/networks/network.hpp"
#include "algorithms/networks/zero_one_network.hpp"

namespace sortscope::gpu {

// Requires 1 <= network.wires <= algo::kMaxCheckedWires. Throws GpuError.
algo::NetworkCheck check_network_on_gpu(const algo::ComparatorNetwork& network);

}  // namespace sortscope::gpu
