// Rank sort: each key's rank (seed 003's count, computed in O(n log n)), the CPU reference both kernels
// share, and the rank table.
#include "algorithms/sorts/rank/rank.hpp"

#include <algorithm>
#include <numeric>

namespace sortscope::algo {

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

std::vector<Table> rank_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = before[keys_buffer(step.source)];
    const std::span<const uint32_t> first(keys.data(), options.n);
    const std::vector<KeyRank> ranks = rank_keys(options, first);
    Table table;
    table.title = step.kernel == KernelId::RankShared ? describe_rank_shared_step(step) : describe_rank_step(step);
    table.columns = {"i", "key", "smaller", "equal_before", "rank"};
    mark_results(table, {"smaller", "equal_before", "rank"});
    for (uint32_t i = 0; i < options.n; ++i) {
        add_row(table, max_rows, [&] {
            return std::vector<std::string>{std::to_string(i), format_key(options.key_type, first[i]), std::to_string(ranks[i].smaller),
                                            std::to_string(ranks[i].equal_before), std::to_string(ranks[i].rank())};
        });
    }
    return {table};
}

}  // namespace sortscope::algo
