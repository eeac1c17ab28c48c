// The CPU reference: executes a plan's Steps on the CPU with exactly the semantics of each kernel. It
// is the executable specification of the kernels and the source of the expected state after every
// dispatch in the lock-step tests. Network steps share one generic reference (their comparators,
// network.hpp); the other kernels each have their own (kernels.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/network.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// The contents of every logical buffer of a plan, as the GPU would hold them.
struct State {
    std::array<std::vector<uint32_t>, kBufferCount> buffers;

    std::vector<uint32_t>& operator[](BufferId id) { return buffers[static_cast<size_t>(id)]; }
    const std::vector<uint32_t>& operator[](BufferId id) const { return buffers[static_cast<size_t>(id)]; }
};

// Buffers sized as the plan says (zero-filled), with `keys` (and `values`, when the plan carries a
// payload) in the primary pair. Sizes must be plan.total_keys().
State make_state(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values = {});

// What one step did, for counters, tables and the bars' swap highlight.
struct StepEffect {
    uint64_t comparisons = 0;  // comparators executed (pairs with both positions < n), or keys ranked
    uint64_t swaps = 0;        // comparators that exchanged their keys
};

StepEffect reference_step(const Plan& plan, const Step& step, State& state);
// The same, telling `observe` what every comparator of a network step did to the first array, in the
// order the reference runs them (Predict mode and `sortscope-cli quiz` take their answers from this).
// Steps that are not network steps call nothing.
using SwapObserver = FunctionRef<void(const Comparator& comparator, bool swapped)>;
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
