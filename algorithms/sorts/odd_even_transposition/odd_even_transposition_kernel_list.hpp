// The kernels of the odd-even transposition sort, one line each: SORTSCOPE_KERNEL(its KernelId name). An
// X-macro list with no include guard, read only through the generated sortscope/kernel_lists.inc:
// catalogue/kernel_id.hpp makes the KernelId names of every folder's list, and catalogue/kernels.cpp
// gathers each name's entry, k<Name>Entry, defined in odd_even_transposition_kernels.cpp. A new kernel of
// this folder: one line here, its entry there, its shader.
SORTSCOPE_KERNEL(OddEvenTranspositionStep)  // odd_even_transposition_step.comp: one odd-even transposition phase
