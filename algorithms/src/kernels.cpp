// The kernel table: one row per KernelId, in enum order.
#include "sortscope/algo/kernels.hpp"

#include <array>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/bitonic_shared.hpp"
#include "sortscope/algo/rank.hpp"

namespace sortscope::algo {

namespace {

const std::array kKernels = {
    KernelInfo{KernelId::BitonicStep, "bitonic_step.comp", &describe_bitonic_step, &bitonic_step_comparators,
               nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::BitonicShared, "bitonic_shared.comp", &describe_bitonic_shared_step,
               &bitonic_shared_comparators, nullptr, &bitonic_comparator_columns, &bitonic_comparator_cells, nullptr},
    KernelInfo{KernelId::Rank, "rank.comp", &describe_rank_step, nullptr, &rank_reference, nullptr, nullptr,
               &rank_tables},
    KernelInfo{KernelId::RankShared, "rank_shared.comp", &describe_rank_shared_step, nullptr, &rank_reference,
               nullptr, nullptr, &rank_tables},
};

}  // namespace

const KernelInfo& kernel_info(KernelId kernel) {
    const auto index = static_cast<size_t>(kernel);
    // The table is in enum order; a missing row is a programming error caught by the first test.
    return kKernels.at(index);
}

std::string_view kernel_file(KernelId kernel) { return kernel_info(kernel).file; }

}  // namespace sortscope::algo
