// The kernel catalogue's entries for the kernels of the rank sorts (rank_kernel_list.hpp names them):
// each names what this folder defines for its kernel; a field left out is null (no narration of its own,
// no comparators, ...). The catalogue (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

const KernelInfo kRankEntry{.id = KernelId::Rank, .file = "rank.comp", .args = kernel_args<RankArgs>(), .describe = &describe_rank_step,
    .narrate = &narrate_rank_step, .bytes = &rank_bytes, .comparisons = &rank_comparisons,
    .places_by_rank = true, .reference = &rank_reference, .tables = &rank_tables,
    .lit_regions = &rank_regions};

const KernelInfo kRankSharedEntry{.id = KernelId::RankShared, .file = "rank_shared.comp", .args = kernel_args<RankArgs>(),
    .describe = &describe_rank_shared_step, .narrate = &narrate_rank_shared_step, .bytes = &rank_shared_bytes,
    .comparisons = &rank_comparisons, .places_by_rank = true, .reference = &rank_reference,
    .tables = &rank_tables, .lit_regions = &rank_shared_regions};

}  // namespace sortscope::algo
