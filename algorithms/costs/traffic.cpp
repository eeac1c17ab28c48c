// The bytes-moved model (see traffic.hpp): each kernel's count, through its catalogue entry, summed.
#include "algorithms/costs/traffic.hpp"

#include "algorithms/catalogue/kernels.hpp"

namespace sortscope::algo {

uint64_t step_bytes(const Plan& plan, const Step& step) { return kernel_info(step.kernel).bytes(plan, step); }

uint64_t plan_bytes(const Plan& plan) {
    uint64_t bytes = 0;
    for (const Step& step : plan.steps) bytes += step_bytes(plan, step);
    return bytes;
}

double bytes_per_key(const Plan& plan) {
    const uint64_t keys = plan.total_keys();
    return keys == 0 ? 0.0 : static_cast<double>(plan_bytes(plan)) / static_cast<double>(keys);
}

double pass_bytes_per_key(const Plan& plan) { return 2.0 * static_cast<double>(moved_key_bytes(plan.options)); }

double global_passes(const Plan& plan) { return bytes_per_key(plan) / pass_bytes_per_key(plan); }

}  // namespace sortscope::algo
