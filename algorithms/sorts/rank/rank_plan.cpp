// Rank sort and its shared-memory blocked variant: the plan builders (one dispatch, or a count split
// over several where one would run too long) and the block factor. See rank.hpp for the mapping, the
// step-count formula and the source (seed 003, Bainville 2011).
#include "algorithms/sorts/rank/rank.hpp"

#include <algorithm>

#include "algorithms/sorts/rank/rank_options.hpp"

namespace sortscope::algo {

namespace {

// Columns per dispatch: as many as max_dispatch_comparisons allows over the batch, in whole multiples
// of `align` (rank-shared's block), at least one multiple; n when there is no limit or all fit.
uint32_t chunk_columns(const Options& options, uint32_t align) {
    const uint64_t n = options.n;
    const uint64_t limit = options.device.max_dispatch_comparisons;
    if (limit == 0 || n == 0) return options.n;
    const uint64_t per_column = n * std::max(1u, options.batch);
    uint64_t columns = std::max<uint64_t>(1, limit / per_column);
    columns = std::max<uint64_t>(align, columns / align * align);
    return static_cast<uint32_t>(std::min(columns, n));
}

// One dispatch of n invocations per array that ranks every key into the other pair, or several that
// each count against a range of columns (see rank.hpp).
// `block_factor`: the factor asked for, which describe() compares with the one the plan runs.
Plan build_rank_dispatches(const Options& options, KernelId kernel, uint32_t items,
                           uint32_t align, uint32_t block_factor) {
    Plan plan;
    plan.options = options;
    const uint32_t columns = chunk_columns(options, align);
    const bool chunked = columns < options.n;
    size_ping_pong_buffers(plan, chunked ? plan.total_keys() : 0);
    for (uint32_t first = 0; first < options.n; first += columns) {
        const uint32_t end = static_cast<uint32_t>(std::min<uint64_t>(options.n, uint64_t{first} + columns));
        Step step;
        step.kernel = kernel;
        step.params.n = options.n;
        step.params.work_items = options.n;
        set_args(step, RankArgs{block_factor, first, end, first == 0, end == options.n});
        step.local_size = options.local_size;
        step.items = items;
        step.groups = groups_for(options.n, options.local_size);
        step.source = Pair::Primary;
        step.moves = end == options.n;
        plan.steps.push_back(step);
    }
    return plan;
}

}  // namespace

Plan build_rank_plan(const Options& options) {
    return build_rank_dispatches(options, KernelId::Rank, 1, 1, 0);
}

RankColumns rank_columns(const Step& step) {
    const RankArgs args = step_args<RankArgs>(step);
    return {args.first, args.end, args.first_chunk, args.last_chunk};
}

uint32_t rank_shared_block_factor(const Options& options) {
    const uint64_t fits = options.device.max_shared_bytes / (uint64_t{4} * std::max(1u, options.local_size));
    return static_cast<uint32_t>(std::max<uint64_t>(1, std::min<uint64_t>(std::max(1u, block_factor_of(options)), fits)));
}

Plan build_rank_shared_plan(const Options& options) {
    const uint32_t factor = rank_shared_block_factor(options);
    return build_rank_dispatches(options, KernelId::RankShared, factor, factor * options.local_size,
                                 block_factor_of(options));
}

}  // namespace sortscope::algo
