// The CPU reference: executes a plan's Steps on the CPU with exactly the semantics of each kernel. It
// is the executable specification of the kernels and the source of the expected state after every
// dispatch in the lock-step tests. Network steps share one generic reference (their comparators,
// catalogue/network.hpp); the other kernels each have their own (their catalogue entry names it).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

StepEffect reference_step(const Plan& plan, const Step& step, State& state);
// The same, telling `observe` what every comparator of a network step did to the first array, in the
// order the reference runs them (Predict mode and `sortscope-cli quiz` take their answers from this).
// Steps that are not network steps call nothing.
StepEffect reference_step(const Plan& plan, const Step& step, State& state, SwapObserver observe);
StepEffect reference_run(const Plan& plan, State& state);

// Convenience for tests and tools: runs the whole plan on `keys` (and `values`) and returns where the
// keys and values end up.
struct SortResult {
    std::vector<uint32_t> keys;
    std::vector<uint32_t> values;
    StepEffect effect;
};
SortResult reference_sort(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values = {});

}  // namespace sortscope::algo
