// Rank sort (parallel selection sort) and its shared-memory blocked variant: the plan builders, the
// reference both kernels share and the rank table. See rank.hpp for the mapping, the step-count formula
// and the source (seed 003, Bainville 2011).
#include "sortscope/algo/rank.hpp"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace sortscope::algo {

namespace {

// One dispatch of n invocations per array that ranks every key into the other pair.
Plan build_one_rank_dispatch(const Options& options, std::string_view algorithm, KernelId kernel, uint32_t items) {
    Plan plan;
    plan.algorithm = std::string(algorithm);
    plan.options = options;
    size_ping_pong_buffers(plan, 0);
    if (options.n == 0) return plan;
    Step step;
    step.kernel = kernel;
    step.params.n = options.n;
    step.params.work_items = options.n;
    step.local_size = options.local_size;
    step.items = items;
    step.groups = groups_for(options.n, options.local_size);
    step.source = Pair::Primary;
    step.moves = true;
    plan.steps.push_back(step);
    return plan;
}

}  // namespace

Plan build_rank_plan(const Options& options) {
    return build_one_rank_dispatch(options, "rank", KernelId::Rank, 1);
}

uint32_t rank_shared_block_factor(const Options& options) {
    const uint64_t fits = options.device.max_shared_bytes / (uint64_t{4} * std::max(1u, options.local_size));
    return static_cast<uint32_t>(std::max<uint64_t>(1, std::min<uint64_t>(std::max(1u, options.block_factor), fits)));
}

Plan build_rank_shared_plan(const Options& options) {
    Plan plan = build_one_rank_dispatch(options, "rank-shared", KernelId::RankShared, rank_shared_block_factor(options));
    // The factor asked for, kept so describe() can say when the plan lowered it (the kernel ignores it).
    for (Step& step : plan.steps) step.params.arg[0] = options.block_factor;
    return plan;
}

std::vector<KeyRank> rank_keys(const Options& options, std::span<const uint32_t> keys) {
    const auto n = static_cast<uint32_t>(keys.size());
    std::vector<uint32_t> order_keys(n);
    for (uint32_t i = 0; i < n; ++i) order_keys[i] = sort_key(options.key_type, options.descending, keys[i]);
    // A stable sort by sort key puts key i at exactly pos(i): the keys before it are the smaller ones
    // and the equal ones with a lower index. Within a run of equal keys, `smaller` is where the run starts.
    std::vector<uint32_t> by_rank(n);
    std::iota(by_rank.begin(), by_rank.end(), 0u);
    std::stable_sort(by_rank.begin(), by_rank.end(),
                     [&](uint32_t a, uint32_t b) { return order_keys[a] < order_keys[b]; });
    std::vector<KeyRank> ranks(n);
    uint32_t run_start = 0;
    for (uint32_t pos = 0; pos < n; ++pos) {
        if (pos > 0 && order_keys[by_rank[pos]] != order_keys[by_rank[pos - 1]]) run_start = pos;
        ranks[by_rank[pos]] = {run_start, pos - run_start};
    }
    return ranks;
}

std::string describe_rank_step(const Step& step) {
    const uint32_t n = step.params.n;
    std::ostringstream out;
    out << "rank: invocation i counts the keys before key i (smaller, or equal at j < i) among all " << n
        << " keys read from global memory and writes key i there in the other buffer; " << uint64_t{n} * n
        << " comparisons per array, " << groups_text(step.groups, step.local_size);
    return out.str();
}

std::string describe_rank_shared_step(const Step& step) {
    const uint32_t n = step.params.n;
    const uint32_t block = step.items * step.local_size;
    const uint32_t blocks = (n + block - 1) / block;
    const uint32_t last = n - (blocks - 1) * block;
    std::ostringstream out;
    out << "rank-shared: each group stages the " << n << " keys through shared memory in " << blocks
        << (blocks == 1 ? " block" : " blocks") << " of " << block << " (block factor " << step.items << " x "
        << step.local_size << ")";
    if (last != block) out << (blocks == 1 ? ", partial: " : ", the last one partial: ") << last << " keys";
    out << "; invocation i counts the keys before key i (smaller, or equal at j < i) in each block and writes key i "
           "there in the other buffer; "
        << uint64_t{n} * n << " comparisons per array, " << groups_text(step.groups, step.local_size);
    if (step.params.arg[0] > step.items) {
        out << "; block factor clamped from " << step.params.arg[0] << ": " << step.params.arg[0] << " x "
            << step.local_size << " keys need " << uint64_t{step.params.arg[0]} * step.local_size * 4
            << " bytes, more than this device's shared memory";
    }
    return out.str();
}

StepEffect rank_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    StepEffect effect;
    for (uint32_t array = 0; array < options.batch; ++array) {
        const size_t base = size_t{array} * options.n;
        const std::vector<KeyRank> ranks =
            rank_keys(options, std::span<const uint32_t>(keys).subspan(base, options.n));
        for (uint32_t i = 0; i < options.n; ++i) {
            const uint32_t pos = ranks[i].rank();
            keys_out[base + pos] = keys[base + i];
            if (options.values) values_out[base + pos] = values[base + i];
            if (pos != i) ++effect.swaps;
        }
        effect.comparisons += uint64_t{options.n} * options.n;
    }
    return effect;
}

std::vector<Table> rank_tables(const Plan& plan, const Step& step, const State& before) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = before[keys_buffer(step.source)];
    const std::span<const uint32_t> first(keys.data(), options.n);
    const std::vector<KeyRank> ranks = rank_keys(options, first);
    Table table;
    // step_tables hands over a step of plan.steps; its index names the dispatch as the network tables do.
    size_t index = 0;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        if (&plan.steps[s] == &step) index = s;
    }
    table.title = "dispatch " + std::to_string(index) + ": " + describe(step);
    table.columns = {"i", "key", "smaller", "equal_before", "rank"};
    for (uint32_t i = 0; i < options.n; ++i) {
        table.rows.push_back({std::to_string(i), format_key(options.key_type, first[i]),
                              std::to_string(ranks[i].smaller), std::to_string(ranks[i].equal_before),
                              std::to_string(ranks[i].rank())});
    }
    return {table};
}

}  // namespace sortscope::algo
