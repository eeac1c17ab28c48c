// The kernels of the rank sorts, one line each: SORTSCOPE_KERNEL(its KernelId name). An X-macro list with
// no include guard, read only through the generated sortscope/kernel_lists.inc: catalogue/kernel_id.hpp
// makes the KernelId names of every folder's list, and catalogue/kernels.cpp gathers each name's entry,
// k<Name>Entry, defined in rank_kernels.cpp. A new kernel of this folder: one line here, its entry there,
// its shader.
SORTSCOPE_KERNEL(Rank)        // rank.comp: every key counts its rank over all keys and moves there (seed 003)
SORTSCOPE_KERNEL(RankShared)  // rank_shared.comp: the same, counting against blocks staged in shared memory
