// The kernels of the odd-even merge sorts, one line each: SORTSCOPE_KERNEL(its KernelId name). An X-macro
// list with no include guard, read only through the generated sortscope/kernel_lists.inc:
// catalogue/kernel_id.hpp makes the KernelId names of every folder's list, and catalogue/kernels.cpp
// gathers each name's entry, k<Name>Entry, defined in odd_even_merge_kernels.cpp. A new kernel of this
// folder: one line here, its entry there, its shader.
SORTSCOPE_KERNEL(OddEvenMergeStep)    // odd_even_merge_step.comp: one odd-even merge layer in global memory
SORTSCOPE_KERNEL(OddEvenMergeShared)  // odd_even_merge_shared.comp: the whole odd-even merge network per array
SORTSCOPE_KERNEL(OddEvenMergeWindow)  // odd_even_merge_window.comp: a run of odd-even merge layers fused on rows in shared memory
