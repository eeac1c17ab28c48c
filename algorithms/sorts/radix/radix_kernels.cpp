// The kernel catalogue's entries for the kernels of the radix sort (its prefix sums serve onesweep's
// portable path too) (radix_kernel_list.hpp names them): each names what this folder defines for its
// kernel; a field left out is null (no narration of its own, no comparators, ...). The catalogue
// (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/radix/radix.hpp"

namespace sortscope::algo {

const KernelInfo kRadixCountEntry{.id = KernelId::RadixCount, .file = "radix_count.comp", .args = kernel_args<RadixArgs>(),
    .describe = &describe_radix_count, .narrate = &narrate_radix_count, .bytes = &radix_count_bytes,
    .reference = &radix_count_reference, .tables = &radix_tables,
    .lit_regions = &radix_count_regions, .digit_step = &radix_count_digit};

const KernelInfo kScanBlocksEntry{.id = KernelId::ScanBlocks, .file = "scan_blocks.comp", .args = kernel_args<ScanArgs>(),
    .describe = &describe_scan_blocks, .narrate = &narrate_scan_blocks, .bytes = &scan_blocks_bytes,
    .reference = &scan_blocks_reference, .tables = &radix_tables,
    .lit_regions = &scan_blocks_regions, .digit_step = &scan_digit};

const KernelInfo kScanAddEntry{.id = KernelId::ScanAdd, .file = "scan_add.comp", .args = kernel_args<ScanArgs>(), .describe = &describe_scan_add,
    .narrate = &narrate_scan_add, .bytes = &scan_add_bytes, .reference = &scan_add_reference,
    .tables = &radix_tables,
    .lit_regions = &scan_add_regions, .digit_step = &scan_digit};

const KernelInfo kRadixScatterEntry{.id = KernelId::RadixScatter, .file = "radix_scatter.comp", .args = kernel_args<RadixArgs>(),
    .describe = &describe_radix_scatter, .narrate = &narrate_radix_scatter, .bytes = &radix_scatter_bytes,
    .reference = &radix_scatter_reference, .tables = &radix_tables,
    .lit_regions = &radix_scatter_regions, .digit_step = &radix_scatter_digit};

}  // namespace sortscope::algo
