// The kernel catalogue's entries for the kernels of the odd-even transposition sort
// (odd_even_transposition_kernel_list.hpp names them): each names what this folder defines for its
// kernel; a field left out is null (no narration of its own, no comparators, ...). The catalogue
// (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"

namespace sortscope::algo {

const KernelInfo kOddEvenTranspositionStepEntry{.id = KernelId::OddEvenTranspositionStep, .file = "odd_even_transposition_step.comp",
    .args = kernel_args<OddEvenTranspositionArgs>(), .describe = &describe_odd_even_transposition_step,
    .narrate = &narrate_odd_even_transposition_step, .bytes = &odd_even_transposition_step_bytes,
    .comparators = &odd_even_transposition_step_comparators,
    .comparators_touching = &odd_even_transposition_step_comparators_touching,
    .comparator_count = &odd_even_transposition_step_comparator_count,
    .comparator_columns = &odd_even_transposition_comparator_columns,
    .comparator_cells = &odd_even_transposition_comparator_cells,
    .lit_regions = &odd_even_transposition_step_regions};

}  // namespace sortscope::algo
