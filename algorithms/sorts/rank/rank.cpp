// Rank sort (parallel selection sort) and its shared-memory blocked variant: the plan builders, the
// reference both kernels share and the rank table. See rank.hpp for the mapping, the step-count formula
// and the source (seed 003, Bainville 2011).
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/text/counts.hpp"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace sortscope::algo {

namespace {

// Step::params.arg[] of the rank kernels (rank.comp, rank_shared.comp name them too).
constexpr size_t kArgBlockFactor = 0;  // rank-shared: the block factor asked for (describe() only)
constexpr size_t kArgFirstColumn = 1;
constexpr size_t kArgEndColumn = 2;
constexpr size_t kArgFlags = 3;
constexpr uint32_t kFlagFirstChunk = 1;  // counts start at zero (else from the Counts buffer)
constexpr uint32_t kFlagLastChunk = 2;   // the keys are written to their positions (else counts are kept)

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
Plan build_rank_dispatches(const Options& options, std::string_view algorithm, KernelId kernel, uint32_t items,
                           uint32_t align) {
    Plan plan;
    plan.algorithm = std::string(algorithm);
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
        step.params.arg[kArgFirstColumn] = first;
        step.params.arg[kArgEndColumn] = end;
        step.params.arg[kArgFlags] = (first == 0 ? kFlagFirstChunk : 0) | (end == options.n ? kFlagLastChunk : 0);
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
    return build_rank_dispatches(options, "rank", KernelId::Rank, 1, 1);
}

RankColumns rank_columns(const Step& step) {
    const uint32_t flags = step.params.arg[kArgFlags];
    return {step.params.arg[kArgFirstColumn], step.params.arg[kArgEndColumn], (flags & kFlagFirstChunk) != 0,
            (flags & kFlagLastChunk) != 0};
}

uint32_t rank_shared_block_factor(const Options& options) {
    const uint64_t fits = options.device.max_shared_bytes / (uint64_t{4} * std::max(1u, options.local_size));
    return static_cast<uint32_t>(std::max<uint64_t>(1, std::min<uint64_t>(std::max(1u, options.block_factor), fits)));
}

Plan build_rank_shared_plan(const Options& options) {
    const uint32_t factor = rank_shared_block_factor(options);
    Plan plan = build_rank_dispatches(options, "rank-shared", KernelId::RankShared, factor, factor * options.local_size);
    // The factor asked for, kept so describe() can say when the plan lowered it (the kernel ignores it).
    for (Step& step : plan.steps) step.params.arg[kArgBlockFactor] = options.block_factor;
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

// ", counting against keys 0..4095 (dispatch 1 of 3 ...)" for a chunked step, "" for a whole one.
std::string chunk_text(const Step& step) {
    const RankColumns columns = rank_columns(step);
    if (columns.first_chunk && columns.last_chunk) return "";
    std::ostringstream out;
    out << "; this dispatch counts against keys " << columns.first << ".." << columns.end - 1 << " only ("
        << (columns.first_chunk ? "first" : columns.last_chunk ? "last" : "next")
        << " of the dispatches a long count is split into, so none runs long), "
        << (columns.first_chunk ? "starting the counts" : "adding to the counts kept in the count buffer")
        << (columns.last_chunk ? ", then moves every key to its position" : "");
    return out.str();
}

std::vector<uint32_t> rank_against_columns(const Options& options, std::span<const uint32_t> keys, uint32_t first,
                                           uint32_t end) {
    const auto n = static_cast<uint32_t>(keys.size());
    // (sort key, index) of the columns, sorted: key i's count is the number of pairs below (its sort key, i).
    std::vector<std::pair<uint32_t, uint32_t>> sorted;
    sorted.reserve(end - first);
    for (uint32_t j = first; j < end; ++j) sorted.emplace_back(sort_key(options.key_type, options.descending, keys[j]), j);
    std::sort(sorted.begin(), sorted.end());
    std::vector<uint32_t> counts(n);
    for (uint32_t i = 0; i < n; ++i) {
        const std::pair<uint32_t, uint32_t> me{sort_key(options.key_type, options.descending, keys[i]), i};
        counts[i] = static_cast<uint32_t>(std::lower_bound(sorted.begin(), sorted.end(), me) - sorted.begin());
    }
    return counts;
}

std::string describe_rank_step(const Step& step) {
    const uint32_t n = step.params.n;
    std::ostringstream out;
    out << "rank: invocation i counts the keys before key i (smaller, or equal at j < i) among all " << n
        << " keys read from global memory and writes key i there in the other buffer; "
        << count_of(uint64_t{n} * n, "comparison", "comparisons") << " per array, " << groups_text(step.groups, step.local_size) << chunk_text(step);
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
        << count_of(uint64_t{n} * n, "comparison", "comparisons") << " per array, " << groups_text(step.groups, step.local_size);
    if (step.params.arg[kArgBlockFactor] > step.items) {
        out << "; block factor clamped from " << step.params.arg[kArgBlockFactor] << ": " << step.params.arg[kArgBlockFactor] << " x "
            << step.local_size << " keys need " << uint64_t{step.params.arg[kArgBlockFactor]} * step.local_size * 4
            << " bytes, more than this device's shared memory";
    }
    out << chunk_text(step);
    return out.str();
}

StepEffect rank_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    const RankColumns columns = rank_columns(step);
    const bool whole = columns.first_chunk && columns.last_chunk;
    StepEffect effect;
    for (uint32_t array = 0; array < options.batch; ++array) {
        const size_t base = size_t{array} * options.n;
        const std::span<const uint32_t> array_keys = std::span<const uint32_t>(keys).subspan(base, options.n);
        std::vector<uint32_t> positions(options.n);
        if (whole) {
            const std::vector<KeyRank> ranks = rank_keys(options, array_keys);
            for (uint32_t i = 0; i < options.n; ++i) positions[i] = ranks[i].rank();
        } else {
            // The counts so far (Counts word base + i), plus this dispatch's columns.
            std::vector<uint32_t>& counts = state[BufferId::Counts];
            const std::vector<uint32_t> partial = rank_against_columns(options, array_keys, columns.first, columns.end);
            for (uint32_t i = 0; i < options.n; ++i) {
                positions[i] = (columns.first_chunk ? 0 : counts[base + i]) + partial[i];
                if (!columns.last_chunk) counts[base + i] = positions[i];  // the last one moves the key instead
            }
        }
        if (columns.last_chunk) {
            for (uint32_t i = 0; i < options.n; ++i) {
                const uint32_t pos = positions[i];
                keys_out[base + pos] = keys[base + i];
                if (options.values) values_out[base + pos] = values[base + i];
                if (pos != i) ++effect.swaps;
            }
        }
        effect.comparisons += uint64_t{options.n} * (columns.end - columns.first);
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
