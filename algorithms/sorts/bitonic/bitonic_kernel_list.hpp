// The kernels of the bitonic sorts, one line each: SORTSCOPE_KERNEL(its KernelId name). An X-macro list
// with no include guard, read only through the generated sortscope/kernel_lists.inc:
// catalogue/kernel_id.hpp makes the KernelId names of every folder's list, and catalogue/kernels.cpp
// gathers each name's entry, k<Name>Entry, defined in bitonic_kernels.cpp. A new kernel of this folder:
// one line here, its entry there, its shader.
SORTSCOPE_KERNEL(BitonicStep)    // bitonic_step.comp: one bitonic stage in global memory
SORTSCOPE_KERNEL(BitonicShared)  // bitonic_shared.comp: a run of bitonic stages fused in shared memory, one tile per group
SORTSCOPE_KERNEL(BitonicFused)   // bitonic_fused.comp: up to five long-distance bitonic stages in registers, one pass
