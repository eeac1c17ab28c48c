// The kernel table: one row per KernelId, in enum order.
#include "sortscope/algo/kernels.hpp"

#include <array>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/radix.hpp"

namespace sortscope::algo {

namespace {

const std::array kKernels = {
    KernelInfo{KernelId::BitonicStep, "bitonic_step.comp", &describe_bitonic_step, &bitonic_step_comparators,
               nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::RadixCount, "radix_count.comp", &describe_radix_count, nullptr, &radix_count_reference,
               nullptr, nullptr, &radix_tables},
    KernelInfo{KernelId::ScanBlocks, "scan_blocks.comp", &describe_scan_blocks, nullptr, &scan_blocks_reference,
               nullptr, nullptr, &radix_tables},
    KernelInfo{KernelId::ScanAdd, "scan_add.comp", &describe_scan_add, nullptr, &scan_add_reference, nullptr,
               nullptr, &radix_tables},
    KernelInfo{KernelId::RadixScatter, "radix_scatter.comp", &describe_radix_scatter, nullptr,
               &radix_scatter_reference, nullptr, nullptr, &radix_tables},
};

}  // namespace

const KernelInfo& kernel_info(KernelId kernel) {
    const auto index = static_cast<size_t>(kernel);
    // The table is in enum order; a missing row is a programming error caught by the first test.
    return kKernels.at(index);
}

std::string_view kernel_file(KernelId kernel) { return kernel_info(kernel).file; }

}  // namespace sortscope::algo
