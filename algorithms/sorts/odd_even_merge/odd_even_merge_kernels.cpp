// The kernel catalogue's entries for the kernels of the odd-even merge sorts
// (odd_even_merge_kernel_list.hpp names them): each names what this folder defines for its kernel; a
// field left out is null (no narration of its own, no comparators, ...). The catalogue
// (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

namespace sortscope::algo {

const KernelInfo kOddEvenMergeStepEntry{.id = KernelId::OddEvenMergeStep, .file = "odd_even_merge_step.comp", .args = kernel_args<OddEvenMergeLayer>(),
    .describe = &describe_odd_even_merge_step, .narrate = &narrate_odd_even_merge_step,
    .bytes = &odd_even_merge_step_bytes, .comparators = &odd_even_merge_step_comparators,
    .comparators_touching = &odd_even_merge_step_comparators_touching,
    .comparator_count = &odd_even_merge_step_comparator_count,
    .comparator_columns = &odd_even_merge_comparator_columns,
    .comparator_cells = &odd_even_merge_comparator_cells,
    .lit_regions = &odd_even_merge_step_regions};

const KernelInfo kOddEvenMergeSharedEntry{.id = KernelId::OddEvenMergeShared, .file = "odd_even_merge_shared.comp",
    .args = kernel_args<OddEvenMergeSharedArgs>(), .describe = &describe_odd_even_merge_shared,
    .narrate = &narrate_odd_even_merge_shared, .bytes = &odd_even_merge_shared_bytes,
    .comparators = &odd_even_merge_shared_comparators,
    .comparators_touching = &odd_even_merge_shared_comparators_touching,
    .comparator_count = &odd_even_merge_shared_comparator_count, .comparator_columns = &odd_even_merge_comparator_columns,
    .comparator_cells = &odd_even_merge_comparator_cells,
    .lit_regions = &odd_even_merge_shared_regions};

const KernelInfo kOddEvenMergeWindowEntry{.id = KernelId::OddEvenMergeWindow, .file = "odd_even_merge_window.comp",
    .args = kernel_args<OddEvenMergeWindowArgs>(), .describe = &describe_odd_even_merge_window,
    .narrate = &narrate_odd_even_merge_window, .bytes = &odd_even_merge_window_bytes,
    .comparators = &odd_even_merge_window_comparators,
    .comparators_touching = &odd_even_merge_window_comparators_touching,
    .comparator_count = &odd_even_merge_window_comparator_count, .comparator_columns = &odd_even_merge_comparator_columns,
    .comparator_cells = &odd_even_merge_comparator_cells,
    .lit_regions = &odd_even_merge_window_regions};

}  // namespace sortscope::algo
