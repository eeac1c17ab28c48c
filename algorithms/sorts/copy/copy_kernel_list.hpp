// The kernels of copy, the bandwidth yardstick (not a sort),, one line each: SORTSCOPE_KERNEL(its
// KernelId name). An X-macro list with no include guard, read only through the generated
// sortscope/kernel_lists.inc: catalogue/kernel_id.hpp makes the KernelId names of every folder's list,
// and catalogue/kernels.cpp gathers each name's entry, k<Name>Entry, defined in copy_kernels.cpp. A new
// kernel of this folder: one line here, its entry there, its shader.
SORTSCOPE_KERNEL(Copy)  // copy.comp: copies the keys to the other buffer (the bandwidth measurement, not a sort)
