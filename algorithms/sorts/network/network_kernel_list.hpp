// The kernels of a loaded comparator network, one line each: SORTSCOPE_KERNEL(its KernelId name). An
// X-macro list with no include guard, read only through the generated sortscope/kernel_lists.inc:
// catalogue/kernel_id.hpp makes the KernelId names of every folder's list, and catalogue/kernels.cpp
// gathers each name's entry, k<Name>Entry, defined in network_kernels.cpp. A new kernel of this folder:
// one line here, its entry there, its shader.
SORTSCOPE_KERNEL(NetworkLayer)  // network_layer.comp: one layer of a loaded network, its pairs read from the Counts buffer
SORTSCOPE_KERNEL(NetworkFused)  // network_fused.comp: a whole loaded network on many small arrays, one array per invocation
