// The kernel catalogue's entries for the kernels of the bitonic sorts (bitonic_kernel_list.hpp names
// them): each names what this folder defines for its kernel; a field left out is null (no narration of
// its own, no comparators, ...). The catalogue (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

namespace sortscope::algo {

const KernelInfo kBitonicStepEntry{.id = KernelId::BitonicStep, .file = "bitonic_step.comp", .args = kernel_args<BitonicArgs>(),
    .describe = &describe_bitonic_step, .narrate = &narrate_bitonic_step, .bytes = &bitonic_step_bytes,
    .comparators = &bitonic_step_comparators,
    .comparators_touching = &bitonic_step_comparators_touching,
    .comparator_count = &bitonic_step_comparator_count, .comparator_columns = &bitonic_comparator_columns,
    .comparator_cells = &bitonic_comparator_cells,
    .lit_regions = &bitonic_step_regions};

const KernelInfo kBitonicSharedEntry{.id = KernelId::BitonicShared, .file = "bitonic_shared.comp", .args = kernel_args<BitonicSharedArgs>(),
    .describe = &describe_bitonic_shared_step, .narrate = &narrate_bitonic_shared_step,
    .bytes = &bitonic_one_pass_bytes, .comparators = &bitonic_shared_comparators,
    .comparators_touching = &bitonic_shared_comparators_touching,
    .comparator_count = &bitonic_shared_comparator_count,
    .comparator_columns = &bitonic_comparator_columns, .comparator_cells = &bitonic_comparator_cells,
    .extensions = &bitonic_shared_extensions,
    .lit_regions = &bitonic_shared_regions};

const KernelInfo kBitonicFusedEntry{.id = KernelId::BitonicFused, .file = "bitonic_fused.comp", .args = kernel_args<BitonicFusedArgs>(),
    .describe = &describe_bitonic_fused_step, .narrate = &narrate_bitonic_fused_step,
    .bytes = &bitonic_one_pass_bytes, .comparators = &bitonic_fused_comparators,
    .comparators_touching = &bitonic_fused_comparators_touching,
    .comparator_count = &bitonic_fused_comparator_count,
    .comparator_columns = &bitonic_comparator_columns, .comparator_cells = &bitonic_comparator_cells,
    .lit_regions = &bitonic_fused_regions};

}  // namespace sortscope::algo
