// The kernels of the radix sort (its prefix sums serve onesweep's portable path too), one line each:
// SORTSCOPE_KERNEL(its KernelId name). An X-macro list with no include guard, read only through the
// generated sortscope/kernel_lists.inc: catalogue/kernel_id.hpp makes the KernelId names of every
// folder's list, and catalogue/kernels.cpp gathers each name's entry, k<Name>Entry, defined in
// radix_kernels.cpp. A new kernel of this folder: one line here, its entry there, its shader.
SORTSCOPE_KERNEL(RadixCount)    // radix_count.comp: per-tile bin counts of one radix digit
SORTSCOPE_KERNEL(ScanBlocks)    // scan_blocks.comp: exclusive scan of blocks of the Counts buffer, block totals out
SORTSCOPE_KERNEL(ScanAdd)       // scan_add.comp: adds each block's scanned total back to the block
SORTSCOPE_KERNEL(RadixScatter)  // radix_scatter.comp: stable scatter of each tile by one radix digit
