// Plan/Step helpers shared by every algorithm: kernel names, group counts, and describe().
#include "sortscope/algo/plan.hpp"

#include "sortscope/algo/bitonic.hpp"

namespace sortscope::algo {

std::string_view kernel_name(KernelId kernel) {
    switch (kernel) {
        case KernelId::BitonicStep: return "bitonic_step";
    }
    return "unknown";
}

uint32_t Plan::stage_count() const {
    uint32_t stages = 0;
    for (const Step& step : steps) stages += step.stage_count;
    return stages;
}

uint32_t groups_for(uint32_t work_items, uint32_t local_size) {
    return static_cast<uint32_t>((uint64_t{work_items} + local_size - 1) / local_size);
}

std::string describe(const Step& step) {
    switch (step.kernel) {
        case KernelId::BitonicStep: return describe_bitonic_step(step);
    }
    return "unknown kernel";
}

}  // namespace sortscope::algo
