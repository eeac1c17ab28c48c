// The CPU reference: one function per kernel, each the sequential meaning of one dispatch.
#include "sortscope/algo/reference.hpp"

#include <utility>

#include "sortscope/algo/bitonic.hpp"

namespace sortscope::algo {

namespace {

// shaders/bitonic_step.comp: every invocation runs one comparator of seed 000's formula. The pairs of
// one stage are disjoint, so running them in order here equals running them in parallel there.
StepEffect bitonic_step(const Step& step, std::span<uint32_t> keys) {
    StepEffect effect;
    const BitonicArgs args = bitonic_args(step);
    const uint32_t n = step.params.n;
    for (uint32_t lid = 0; lid < step.params.work_items; ++lid) {
        const BitonicPair pair = bitonic_pair(lid, args);
        if (pair.p1 >= n) continue;  // p1 holds +infinity: an ascending pair leaves it in place
        ++effect.comparisons;
        const bool out_of_order = pair.flip ? keys[pair.p0] < keys[pair.p1] : keys[pair.p0] > keys[pair.p1];
        if (out_of_order) {
            std::swap(keys[pair.p0], keys[pair.p1]);
            ++effect.swaps;
        }
    }
    return effect;
}

}  // namespace

StepEffect reference_step(const Step& step, std::span<uint32_t> keys) {
    switch (step.kernel) {
        case KernelId::BitonicStep: return bitonic_step(step, keys);
    }
    return {};
}

StepEffect reference_run(const Plan& plan, std::span<uint32_t> keys) {
    StepEffect total;
    for (const Step& step : plan.steps) {
        const StepEffect effect = reference_step(step, keys);
        total.comparisons += effect.comparisons;
        total.swaps += effect.swaps;
    }
    return total;
}

}  // namespace sortscope::algo
