// The CPU reference's state: buffers sized as the plan says, the input in the primary pair.
#include "algorithms/plan/state.hpp"

#include <algorithm>
#include <stdexcept>

namespace sortscope::algo {

State make_state(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values) {
    if (keys.size() != plan.total_keys()) throw std::invalid_argument("make_state: wrong number of keys");
    if (plan.options.values && values.size() != keys.size()) {
        throw std::invalid_argument("make_state: the plan carries values but as many were not given");
    }
    State state;
    for (size_t b = 0; b < kBufferCount; ++b) state.buffers[b].assign(plan.buffer_words[b], 0);
    std::copy(keys.begin(), keys.end(), state[BufferId::Keys].begin());
    std::copy(plan.counts_input.begin(), plan.counts_input.end(), state[BufferId::Counts].begin());
    if (plan.options.values) std::copy(values.begin(), values.end(), state[BufferId::Values].begin());
    return state;
}

}  // namespace sortscope::algo
