// The CPU reference's model: the contents of every logical buffer of a plan (State), and what one step
// did (StepEffect). Each kernel's reference function (in its sort's folder) executes its steps on a
// State with exactly the kernel's semantics; catalogue/reference.hpp runs any step or plan.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/comparator.hpp"
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

// Told what every comparator of a network step did to the first array (catalogue/reference.hpp).
using SwapObserver = FunctionRef<void(const Comparator& comparator, bool swapped)>;

}  // namespace sortscope::algo
