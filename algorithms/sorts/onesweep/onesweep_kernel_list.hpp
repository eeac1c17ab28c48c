// The kernels of onesweep, one line each: SORTSCOPE_KERNEL(its KernelId name). An X-macro list with no
// include guard, read only through the generated sortscope/kernel_lists.inc: catalogue/kernel_id.hpp
// makes the KernelId names of every folder's list, and catalogue/kernels.cpp gathers each name's entry,
// k<Name>Entry, defined in onesweep_kernels.cpp. A new kernel of this folder: one line here, its entry
// there, its shader.
SORTSCOPE_KERNEL(OnesweepHistogram)  // onesweep_histogram.comp: all four 8-bit digits' global histograms in one read
SORTSCOPE_KERNEL(OnesweepScan)       // onesweep_scan.comp: the histograms' exclusive scans, the bins' global starts
SORTSCOPE_KERNEL(OnesweepCount)      // radix_count.comp with 256 bins: a tile's bin counts (onesweep's portable path)
SORTSCOPE_KERNEL(OnesweepPass)       // onesweep_pass.comp: rank a tile, find its bins' offsets, scatter: one digit
