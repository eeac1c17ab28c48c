// The kernel catalogue's entries for the kernels of onesweep (onesweep_kernel_list.hpp names them): each
// names what this folder defines for its kernel; a field left out is null (no narration of its own, no
// comparators, ...). The catalogue (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/onesweep/onesweep.hpp"

namespace sortscope::algo {

const KernelInfo kOnesweepHistogramEntry{.id = KernelId::OnesweepHistogram, .file = "onesweep_histogram.comp", .args = kernel_args<OnesweepHistogramArgs>(),
    .describe = &describe_onesweep_histogram, .narrate = &narrate_onesweep_histogram,
    .bytes = &onesweep_histogram_bytes, .reference = &onesweep_histogram_reference, .tables = &onesweep_tables,
    .lit_regions = &onesweep_histogram_regions, .digit_step = &onesweep_histogram_digit};

const KernelInfo kOnesweepScanEntry{.id = KernelId::OnesweepScan, .file = "onesweep_scan.comp", .args = kernel_args<OnesweepScanArgs>(),
    .describe = &describe_onesweep_scan, .narrate = &narrate_onesweep_scan, .bytes = &onesweep_scan_bytes,
    .reference = &onesweep_scan_reference, .tables = &onesweep_tables,
    .lit_regions = &onesweep_scan_regions, .digit_step = &onesweep_scan_digit};

const KernelInfo kOnesweepCountEntry{.id = KernelId::OnesweepCount, .file = "radix_count.comp", .args = kernel_args<RadixArgs>(),
    .describe = &describe_onesweep_count, .narrate = &narrate_onesweep_count, .bytes = &radix_count_bytes,
    .reference = &onesweep_count_reference, .tables = &onesweep_tables,
    .lit_regions = &radix_count_regions, .digit_step = &onesweep_count_digit};

const KernelInfo kOnesweepPassEntry{.id = KernelId::OnesweepPass, .file = "onesweep_pass.comp", .args = kernel_args<OnesweepPassArgs>(),
    .describe = &describe_onesweep_pass, .narrate = &narrate_onesweep_pass, .bytes = &onesweep_pass_bytes,
    .reference = &onesweep_pass_reference, .tables = &onesweep_tables, .extensions = &onesweep_pass_extensions,
    .lit_regions = &onesweep_pass_regions, .digit_step = &onesweep_pass_digit};

}  // namespace sortscope::algo
