// The CPU reference of any step: the generic comparator network reference, and dispatch to each
// kernel's own through the catalogue.
#include "algorithms/catalogue/reference.hpp"

#include <utility>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"

namespace sortscope::algo {

namespace {

// A network step on every array of the batch. The comparators of one stage are disjoint, so running
// them one after another here equals running them in parallel on the GPU; stages run in order. A step
// that moves the array (odd_even_merge_window) leaves its source as it was and the result in the other pair.
StepEffect network_step(const Plan& plan, const Step& step, State& state, const SwapObserver* observe) {
    const Options& options = plan.options;
    if (step.moves) {
        state[keys_buffer(step.keys_after())] = state[keys_buffer(step.source)];
        state[values_buffer(step.keys_after())] = state[values_buffer(step.source)];
    }
    std::vector<uint32_t>& keys = state[keys_buffer(step.keys_after())];
    std::vector<uint32_t>& values = state[values_buffer(step.keys_after())];
    StepEffect effect;
    for (uint32_t array = 0; array < options.batch; ++array) {
        const size_t base = size_t{array} * options.n;
        for_each_comparator(step, [&](const Comparator& c) {
            ++effect.comparisons;
            const uint32_t a = sort_key(options.key_type, options.descending, keys[base + c.i]);
            const uint32_t b = sort_key(options.key_type, options.descending, keys[base + c.j]);
            const bool swap = c.ascending ? a > b : a < b;
            if (swap) {
                std::swap(keys[base + c.i], keys[base + c.j]);
                if (options.values) std::swap(values[base + c.i], values[base + c.j]);
                ++effect.swaps;
            }
            if (observe != nullptr && array == 0) (*observe)(c, swap);
        });
    }
    return effect;
}

}  // namespace

StepEffect reference_step(const Plan& plan, const Step& step, State& state) {
    const KernelInfo& info = kernel_info(step.kernel);
    if (info.comparators != nullptr) return network_step(plan, step, state, nullptr);
    return info.reference(plan, step, state);
}

StepEffect reference_step(const Plan& plan, const Step& step, State& state, SwapObserver observe) {
    const KernelInfo& info = kernel_info(step.kernel);
    if (info.comparators != nullptr) return network_step(plan, step, state, &observe);
    return info.reference(plan, step, state);
}

StepEffect reference_run(const Plan& plan, State& state) {
    StepEffect total;
    for (const Step& step : plan.steps) {
        const StepEffect effect = reference_step(plan, step, state);
        total.comparisons += effect.comparisons;
        total.swaps += effect.swaps;
    }
    return total;
}

SortResult reference_sort(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values) {
    State state = make_state(plan, keys, values);
    SortResult result;
    result.effect = reference_run(plan, state);
    const Pair pair = plan.keys_after(plan.steps.size());
    result.keys = std::move(state[keys_buffer(pair)]);
    if (plan.options.values) result.values = std::move(state[values_buffer(pair)]);
    return result;
}

}  // namespace sortscope::algo
