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

// Requires 1 <= network.wires <= algo::kMaxCheckedWires. Throws GpuError. `dispatch_ms`, when given,
// receives the wall time of the dispatches alone (glFinish before and after; the program is built and
// the buffers uploaded before it starts).
algo::NetworkCheck check_network_on_gpu(const algo::ComparatorNetwork& network, double* dispatch_ms = nullptr);

// Seconds the GPU check takes at a conservative rate (a CPU renderer's: llvmpipe on two loaded cores),
// for the time limit; a real GPU is hundreds of times faster.
double estimate_gpu_check_seconds(const algo::ComparatorNetwork& network);

}  // namespace sortscope::gpu
