// Rank sort and rank-shared (seed 003): the rank table of a worked example, the counts against the
// seed's O(n^2) loop, the reference's effect, and the plan shape (one dispatch that moves the keys, the
// buffer sizes, the block factor clamped to shared memory).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope::algo;

namespace {

using BuildFn = Plan (*)(const Options&);

struct RankAlgorithm {
    const char* id;
    BuildFn build;
};
const RankAlgorithm kRankAlgorithms[] = {{"rank", &build_rank_plan}, {"rank-shared", &build_rank_shared_plan}};

// Seed 003's kernel loop, literally: pos += (jKey < iKey) || (jKey == iKey && j < i).
std::vector<uint32_t> seed_ranks(const Options& options, const std::vector<uint32_t>& keys) {
    std::vector<uint32_t> ranks(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) {
        const uint32_t key_i = sort_key(options.key_type, options.descending, keys[i]);
        uint32_t pos = 0;
        for (size_t j = 0; j < keys.size(); ++j) {
            const uint32_t key_j = sort_key(options.key_type, options.descending, keys[j]);
            pos += (key_j < key_i || (key_j == key_i && j < i)) ? 1u : 0u;
        }
        ranks[i] = pos;
    }
    return ranks;
}

std::vector<std::string> column(const Table& table, const std::string& name) {
    size_t c = 0;
    while (c < table.columns.size() && table.columns[c] != name) ++c;
    REQUIRE(c < table.columns.size());
    std::vector<std::string> cells;
    for (const auto& row : table.rows) cells.push_back(row.at(c));
    return cells;
}

}  // namespace

TEST_CASE("rank table of keys {3, 1, 3, 0} gives ranks {2, 1, 3, 0}: equal keys rank by index", "[cpu][rank][seed003]") {
    const std::vector<uint32_t> keys = {3, 1, 3, 0};
    for (const RankAlgorithm& algorithm : kRankAlgorithms) {
        const Plan plan = algorithm.build(sized(4, 2));
        REQUIRE(plan.steps.size() == 1);
        const std::vector<Table> tables = step_tables(plan, 0, make_state(plan, keys), TableMoment::AfterStep);
        REQUIRE(tables.size() == 1);
        const Table& table = tables.front();
        INFO(algorithm.id << ": " << format_tables(tables, TableFormat::Text));
        CHECK(table.columns == std::vector<std::string>{"i", "key", "smaller", "equal_before", "rank"});
        CHECK(column(table, "i") == std::vector<std::string>{"0", "1", "2", "3"});
        CHECK(column(table, "key") == std::vector<std::string>{"3", "1", "3", "0"});
        CHECK(column(table, "smaller") == std::vector<std::string>{"2", "1", "2", "0"});
        CHECK(column(table, "equal_before") == std::vector<std::string>{"0", "0", "1", "0"});
        CHECK(column(table, "rank") == std::vector<std::string>{"2", "1", "3", "0"});
        CHECK_THAT(table.title, Catch::StartsWith("step 1: " + std::string(algorithm.id)));
    }
}

TEST_CASE("rank table descending keeps ties by index and prints keys of the plan's type", "[cpu][rank][keys]") {
    Options options = sized(5, 4);
    options.descending = true;
    options.key_type = KeyType::I32;
    // -1, 2, -1, 7, 2 descending: 7, 2 (i=1), 2 (i=4), -1 (i=0), -1 (i=2).
    const std::vector<uint32_t> keys = {0xFFFFFFFFu, 2u, 0xFFFFFFFFu, 7u, 2u};
    const Plan plan = build_rank_plan(options);
    const Table table = step_tables(plan, 0, make_state(plan, keys), TableMoment::AfterStep).front();
    INFO(format_tables({table}, TableFormat::Text));
    CHECK(column(table, "key") == std::vector<std::string>{"-1", "2", "-1", "7", "2"});
    CHECK(column(table, "rank") == std::vector<std::string>{"3", "1", "4", "0", "2"});
    CHECK(column(table, "equal_before") == std::vector<std::string>{"0", "0", "1", "0", "1"});
}

TEST_CASE("rank counts equal seed 003's O(n^2) loop for every key type, direction and distribution", "[cpu][rank][seed003]") {
    for (KeyType type : all_key_types()) {
        for (bool descending : {false, true}) {
            for (Distribution dist : all_distributions()) {
                for (uint32_t n : {1u, 2u, 17u, 200u}) {
                    Options options = sized(n, 8);
                    options.key_type = type;
                    options.descending = descending;
                    const std::vector<uint32_t> keys = generate_input(dist, n, 1, type, n + 11);
                    const std::vector<KeyRank> ranks = rank_keys(options, keys);
                    const std::vector<uint32_t> expected = seed_ranks(options, keys);
                    INFO(key_type_name(type) << (descending ? " desc" : "") << ", " << distribution_name(dist) << ", n = " << n);
                    REQUIRE(ranks.size() == n);
                    for (uint32_t i = 0; i < n; ++i) {
                        INFO("key " << i);
                        REQUIRE(ranks[i].rank() == expected[i]);
                        // smaller alone: the keys strictly before in order.
                        uint32_t smaller = 0;
                        for (uint32_t j = 0; j < n; ++j) {
                            smaller += sort_key(type, descending, keys[j]) < sort_key(type, descending, keys[i]) ? 1u : 0u;
                        }
                        REQUIRE(ranks[i].smaller == smaller);
                    }
                }
            }
        }
    }
}

TEST_CASE("rank reference writes each key and value to its rank in the other pair and counts n^2 comparisons per array", "[cpu][rank][reference]") {
    for (const RankAlgorithm& algorithm : kRankAlgorithms) {
        Options options = sized(4, 2);
        options.batch = 2;
        options.values = true;
        const Plan plan = algorithm.build(options);
        const std::vector<uint32_t> keys = {3, 1, 3, 0, 5, 6, 7, 4};
        const std::vector<uint32_t> values = {10, 11, 12, 13, 14, 15, 16, 17};
        State state = make_state(plan, keys, values);
        const StepEffect effect = reference_step(plan, plan.steps.front(), state);
        INFO(algorithm.id);
        CHECK(state[BufferId::KeysAlt] == std::vector<uint32_t>{0, 1, 3, 3, 4, 5, 6, 7});
        CHECK(state[BufferId::ValuesAlt] == std::vector<uint32_t>{13, 11, 10, 12, 17, 14, 15, 16});
        // The source pair is only read.
        CHECK(state[BufferId::Keys] == keys);
        CHECK(state[BufferId::Values] == values);
        CHECK(effect.comparisons == 2 * 4 * 4);
        // Keys that land elsewhere: 3, 3 and 0 in the first array (1 stays at 1); all four in the second.
        CHECK(effect.swaps == 3 + 4);
    }
}

TEST_CASE("rank plans are one dispatch of n invocations that moves the keys to the alternate pair", "[cpu][rank][plan]") {
    for (const RankAlgorithm& algorithm : kRankAlgorithms) {
        for (uint32_t n : {1u, 7u, 64u, 1000u}) {
            for (bool values : {false, true}) {
                Options options = sized(n, 64);
                options.values = values;
                options.batch = 3;
                const Plan plan = algorithm.build(options);
                INFO(algorithm.id << ", n = " << n << (values ? " + values" : ""));
                REQUIRE(plan.steps.size() == 1);
                const Step& step = plan.steps.front();
                INFO(describe(step));
                // Built through its catalogue entry, the plan carries the entry and is named by it.
                const AlgorithmInfo* entry = find_algorithm(algorithm.id);
                REQUIRE(entry != nullptr);
                const Plan catalogued = entry->build(options);
                CHECK(catalogued.algorithm == entry);
                CHECK(catalogued.name() == algorithm.id);
                CHECK(step.source == Pair::Primary);
                CHECK(step.moves);
                CHECK(plan.keys_after(1) == Pair::Alternate);
                CHECK(step.params.n == n);
                CHECK(step.params.work_items == n);
                CHECK(step.groups == (n + 63) / 64);
                CHECK(step.stage_count == 0);
                CHECK_FALSE(plan.is_network());
                CHECK(kernel_info(step.kernel).comparators == nullptr);
                CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Keys)] == 3 * n);
                CHECK(plan.buffer_words[static_cast<size_t>(BufferId::KeysAlt)] == 3 * n);
                CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Values)] == (values ? 3 * n : 0));
                CHECK(plan.buffer_words[static_cast<size_t>(BufferId::ValuesAlt)] == (values ? 3 * n : 0));
                CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Counts)] == 0);
            }
        }
        CHECK(algorithm.build(sized(0, 64)).steps.empty());
    }
}

TEST_CASE("rank-shared loads block_factor * local_size keys per block and clamps the factor to shared memory", "[cpu][rank][plan]") {
    Options options = sized(5000, 256);
    set_block_factor(options, 8);
    options.device.max_shared_bytes = 32768;
    // 8 * 256 * 4 = 8 KiB fits: kept.
    CHECK(rank_shared_block_factor(options) == 8);
    Plan plan = build_rank_shared_plan(options);
    CHECK(plan.steps.front().items == 8);
    INFO(describe(plan.steps.front()));
    CHECK_THAT(describe(plan.steps.front()), Catch::Contains("3 blocks of 2048") && Catch::Contains("the last one partial: 904 keys"));
    CHECK_THAT(describe(plan.steps.front()), !Catch::Contains("clamped"));

    // 32 * 1024 * 4 = 128 KiB does not fit 32 KiB: 32768 / (4 * 1024) = 8.
    options.local_size = 1024;
    set_block_factor(options, 32);
    CHECK(rank_shared_block_factor(options) == 8);
    plan = build_rank_shared_plan(options);
    CHECK(plan.steps.front().items == 8);
    CHECK(plan.steps.front().items * plan.steps.front().local_size * 4 <= options.device.max_shared_bytes);
    INFO(describe(plan.steps.front()));
    CHECK_THAT(describe(plan.steps.front()), Catch::Contains("clamped from 32"));

    // A device with less shared memory than one key per invocation still runs with factor 1.
    options.device.max_shared_bytes = 1024;
    CHECK(rank_shared_block_factor(options) == 1);
    set_block_factor(options, 0);
    options.device.max_shared_bytes = 65536;
    CHECK(rank_shared_block_factor(options) == 1);

    // rank reads global memory only: one key per invocation whatever the block factor.
    CHECK(build_rank_plan(options).steps.front().items == 1);
}
