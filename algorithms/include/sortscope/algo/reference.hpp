// The CPU reference: executes a plan's Steps on the CPU with exactly the semantics of each kernel. It
// is the executable specification of the kernels and the source of the expected state after every
// dispatch in the lock-step tests.
#pragma once

#include <cstdint>
#include <span>

#include "sortscope/algo/plan.hpp"

namespace sortscope::algo {

// What one step did, for counters, tables and the bars' swap highlight.
struct StepEffect {
    uint64_t comparisons = 0;  // comparators executed (pairs with both positions < n)
    uint64_t swaps = 0;        // comparators that exchanged their keys
};

StepEffect reference_step(const Step& step, std::span<uint32_t> keys);
StepEffect reference_run(const Plan& plan, std::span<uint32_t> keys);

}  // namespace sortscope::algo
