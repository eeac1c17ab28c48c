// Enumerates the comparators of network steps from their parameters.
#include "sortscope/algo/network.hpp"

#include "sortscope/algo/bitonic.hpp"

namespace sortscope::algo {

void for_each_comparator(const Step& step, const std::function<void(const Comparator&)>& visit) {
    switch (step.kernel) {
        case KernelId::BitonicStep: {
            const BitonicArgs args = bitonic_args(step);
            for (uint32_t lid = 0; lid < step.params.work_items; ++lid) {
                const BitonicPair pair = bitonic_pair(lid, args);
                if (pair.p1 < step.params.n) visit({pair.p0, pair.p1, !pair.flip, lid});
            }
            return;
        }
    }
}

uint64_t comparator_count(const Step& step) {
    uint64_t count = 0;
    for_each_comparator(step, [&](const Comparator&) { ++count; });
    return count;
}

uint64_t comparator_count(const Plan& plan) {
    uint64_t count = 0;
    for (const Step& step : plan.steps) count += comparator_count(step);
    return count;
}

}  // namespace sortscope::algo
