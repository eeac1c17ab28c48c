// The kernel table: one row per KernelId, in enum order.
#include "algorithms/catalogue/kernels.hpp"

#include <array>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

namespace {

// The prefix-sum kernels serve radix and onesweep's portable path; each algorithm draws its own tables.
std::vector<Table> prefix_sum_tables(const Plan& plan, const Step& step, const State& before) {
    return plan.algorithm == "onesweep" ? onesweep_tables(plan, step, before) : radix_tables(plan, step, before);
}

const std::array kKernels = {
    KernelInfo{KernelId::BitonicStep, "bitonic_step.comp", &describe_bitonic_step, &bitonic_step_comparators,
               nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::BitonicShared, "bitonic_shared.comp", &describe_bitonic_shared_step,
               &bitonic_shared_comparators, nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::Rank, "rank.comp", &describe_rank_step, nullptr, &rank_reference, nullptr, nullptr,
               &rank_tables},
    KernelInfo{KernelId::RankShared, "rank_shared.comp", &describe_rank_shared_step, nullptr, &rank_reference,
               nullptr, nullptr, &rank_tables},
    KernelInfo{KernelId::OddEvenMergeStep, "odd_even_merge_step.comp", &describe_odd_even_merge_step,
               &odd_even_merge_step_comparators, nullptr, &odd_even_merge_comparator_columns,
               &odd_even_merge_comparator_cells, nullptr},
    KernelInfo{KernelId::OddEvenMergeShared, "odd_even_merge_shared.comp", &describe_odd_even_merge_shared,
               &odd_even_merge_shared_comparators, nullptr, &odd_even_merge_comparator_columns,
               &odd_even_merge_comparator_cells, nullptr},
    KernelInfo{KernelId::OddEvenTranspositionStep, "odd_even_transposition_step.comp",
               &describe_odd_even_transposition_step, &odd_even_transposition_step_comparators, nullptr,
               &odd_even_transposition_comparator_columns, &odd_even_transposition_comparator_cells, nullptr},
    KernelInfo{KernelId::RadixCount, "radix_count.comp", &describe_radix_count, nullptr, &radix_count_reference,
               nullptr, nullptr, &radix_tables},
    KernelInfo{KernelId::ScanBlocks, "scan_blocks.comp", &describe_scan_blocks, nullptr, &scan_blocks_reference,
               nullptr, nullptr, &prefix_sum_tables},
    KernelInfo{KernelId::ScanAdd, "scan_add.comp", &describe_scan_add, nullptr, &scan_add_reference, nullptr,
               nullptr, &prefix_sum_tables},
    KernelInfo{KernelId::RadixScatter, "radix_scatter.comp", &describe_radix_scatter, nullptr,
               &radix_scatter_reference, nullptr, nullptr, &radix_tables},
    KernelInfo{KernelId::Copy, "copy.comp", &describe_copy, nullptr, &copy_reference, nullptr, nullptr, nullptr},
    KernelInfo{KernelId::OnesweepHistogram, "onesweep_histogram.comp", &describe_onesweep_histogram, nullptr,
               &onesweep_histogram_reference, nullptr, nullptr, &onesweep_tables},
    KernelInfo{KernelId::OnesweepScan, "onesweep_scan.comp", &describe_onesweep_scan, nullptr, &onesweep_scan_reference,
               nullptr, nullptr, &onesweep_tables},
    KernelInfo{KernelId::OnesweepCount, "radix_count.comp", &describe_onesweep_count, nullptr,
               &onesweep_count_reference, nullptr, nullptr, &onesweep_tables},
    KernelInfo{KernelId::OnesweepPass, "onesweep_pass.comp", &describe_onesweep_pass, nullptr,
               &onesweep_pass_reference, nullptr, nullptr, &onesweep_tables},
    KernelInfo{KernelId::BitonicFused, "bitonic_fused.comp", &describe_bitonic_fused_step, &bitonic_fused_comparators,
               nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::OddEvenMergeWindow, "odd_even_merge_window.comp", &describe_odd_even_merge_window,
               &odd_even_merge_window_comparators, nullptr, &odd_even_merge_comparator_columns,
               &odd_even_merge_comparator_cells, nullptr},
};

}  // namespace

const KernelInfo& kernel_info(KernelId kernel) {
    const auto index = static_cast<size_t>(kernel);
    // The table is in enum order; a missing row is a programming error caught by the first test.
    return kKernels.at(index);
}

std::string_view kernel_file(KernelId kernel) { return kernel_info(kernel).file; }

}  // namespace sortscope::algo
