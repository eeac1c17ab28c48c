// The exhaustive 0-1 check of a network with a kernel made for that network (network_kernel_source.hpp:
// wires in registers, comparators unrolled), up to 48 wires: the same report as the CPU reference
// (algorithms/networks/zero_one_network.hpp). It is the GPU's only 0-1 check: an earlier array-indexed
// kernel (the wires in a local array, the comparators read from a buffer) was removed when NVIDIA's
// driver 580 stopped with SIGSEGV on it for a 2-wire network.
//
// How it runs: before compiling, a CPU sample (4,096 random 0/1 inputs of several densities) finds most
// comparators that swap; only the others are tracked by the kernel (one OR into a register each), and
// the kernel is compiled again, at most a few times, as dispatches find more of them swapping. The 2^n
// inputs go out in dispatches that start at one work group and double while a dispatch takes under
// kTargetDispatchMs, up to 2^32 inputs (on a large GPU a few milliseconds; never near a watchdog's
// second), with glFinish and a read of the small result buffer after each. Once one dispatch has run
// long enough to time (or reached its largest size), the whole check's time is estimated from it, and
// the check stops with CheckOverBudget when that estimate passes the caller's limit: a CPU renderer
// refuses 2^40 inputs within a second, a large GPU runs them.
#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>

#include "algorithms/networks/network.hpp"
#include "algorithms/networks/zero_one_network.hpp"

namespace sortscope::gpu {

// The most wires the generated check takes (2^48 inputs: days on a large GPU; the limit refuses first).
constexpr uint32_t kMaxKernelCheckedWires = 48;
// Networks with more comparators than this are not unrolled (the text and the compile grow with them).
constexpr uint64_t kMaxKernelCheckComparators = 8192;
constexpr double kTargetDispatchMs = 40.0;

// The check was refused: its estimate, measured on this device, passes the limit.
class CheckOverBudget : public std::runtime_error {
public:
    CheckOverBudget(double estimate_ms, double limit_ms);
    double estimate_ms;
};

struct KernelCheckOptions {
    double max_ms = std::numeric_limits<double>::infinity();  // refuse past this estimate
    // A slice of the inputs, for the tests (the full cube when `invocations` is 0): invocations
    // [first_invocation, first_invocation + invocations), each 32 << check_kernel_loop_bits(n) inputs.
    // The report then covers those inputs only (`inputs` counts them; a comparator is redundant if it
    // swaps on none of them).
    uint64_t first_invocation = 0;
    uint64_t invocations = 0;
};

struct KernelCheckRun {
    algo::NetworkCheck check;
    double dispatch_ms = 0;    // wall time of the dispatches and the reads between them (no compiles)
    double estimate_ms = 0;    // the estimate the limit was checked against (0: finished before one)
    uint32_t dispatches = 0;
    uint32_t compiles = 0;
};

// Requires 1 <= network.wires <= kMaxKernelCheckedWires and network.size() <= kMaxKernelCheckComparators
// (std::invalid_argument otherwise) and a current GL 4.3 context. Throws GpuError, CheckOverBudget.
KernelCheckRun check_network_with_kernel(const algo::ComparatorNetwork& network, const KernelCheckOptions& options = {});

// The next dispatch's invocations after one of `invocations` took `last_ms`: twice as many while a
// dispatch is quicker than kTargetDispatchMs, never more than `largest`.
uint64_t next_check_dispatch_invocations(uint64_t invocations, double last_ms, uint64_t largest);

// Whether the generated check takes this network.
bool kernel_check_takes(const algo::ComparatorNetwork& network);

// The generated check proves itself on this device before it is trusted: it checks a broken 20-wire
// network (pairwise-20 without its first comparator, whose outputs end out of order at several places)
// and compares every field of its report with the CPU's. Empty when they agree; else what differs. It
// caught the kernel's first form on NVIDIA's driver 580, whose later dispatches did not run when they
// changed only uniforms (network_kernel_source.cpp). `verify --gpu` checks only where this passes.
// Needs a current GL 4.3 context; runs once per process (a few milliseconds).
std::string kernel_check_self_test();

}  // namespace sortscope::gpu
