// The radix reference (Huang, Intel 2019): its Figures 4 and 5 worked on four work groups of 2-bit
// digits (the bin counts of each work group, their running sums, each bin's start, where each group writes its bins),
// stability with few unique keys at every digit width, and i32 / f32 / descending keys binned by the
// digits of their sort key.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/verify/check.hpp"
#include "radix_options.hpp"

using namespace sortscope::algo;
using sortscope::test::radix_options;

namespace {

using Rows = std::vector<std::vector<std::string>>;

std::vector<std::string> row(std::initializer_list<uint32_t> cells) {
    std::vector<std::string> text;
    for (uint32_t cell : cells) text.push_back(std::to_string(cell));
    return text;
}

// The count table of one array, [bin][group], as the count step leaves it.
std::vector<uint32_t> count_table(const State& state, uint32_t entries) {
    return {state[BufferId::Counts].begin(), state[BufferId::Counts].begin() + entries};
}

}  // namespace

// Four work groups of 8 keys (one invocation x 8 keys; the last tile holds 6), 2-bit digits as in seed
// 004. The digits of tiles 0..3 are
//   0 1 2 3 3 2 1 0 | 0 0 0 1 1 2 3 0 | 3 3 3 3 3 3 3 3 | 1 0 2 1 0 1
// Figure 4, blue (bin counts):   g0: 2 2 2 2   g1: 4 2 1 1   g2: 0 0 0 8   g3: 2 3 1 0
// Figure 4, green (PrefixSum):   g0: 2 2 2 2   g1: 6 4 3 3   g2: 6 4 3 11  g3: 8 7 4 11  (totals)
// Figure 5: bin starts 0, 8, 15, 19; group K writes bin b from start(b) + PrefixSum[K-1][b].
TEST_CASE("radix reproduces seed 004 Figures 4 and 5 for 2-bit digits on four work groups", "[cpu][radix][seed004]") {
    const std::vector<uint32_t> digits = {0, 1, 2, 3, 3, 2, 1, 0, 0, 0, 0, 1, 1, 2, 3, 0,
                                          3, 3, 3, 3, 3, 3, 3, 3, 1, 0, 2, 1, 0, 1};
    std::vector<uint32_t> keys;
    for (uint32_t i = 0; i < digits.size(); ++i) keys.push_back(digits[i] | (29 - i) << 2);  // higher digits differ
    const Options options = radix_options(static_cast<uint32_t>(keys.size()), 1, 2);
    const Plan plan = build_radix_plan(options);
    const RadixLayout layout = radix_layout(options);
    REQUIRE(layout.tile == 8);
    REQUIRE(layout.groups == 4);
    REQUIRE(layout.table_entries == 16);
    REQUIRE(layout.levels.size() == 2);  // blocks of 4 entries: 4 block totals, then one block
    const size_t digit_steps = 2 * layout.levels.size() + 1;

    State state = make_state(plan, keys);
    std::vector<std::vector<Table>> tables;
    for (size_t s = 0; s < digit_steps; ++s) {
        INFO(describe(plan.steps[s]));
        tables.push_back(step_tables(plan, s, state, TableMoment::AfterStep));  // from the state before step s
        reference_step(plan, plan.steps[s], state);
        if (s == 0) {
            // The count table, [bin][group]: bin 0 of groups 0..3, then bin 1, ...
            CHECK(count_table(state, 16) == std::vector<uint32_t>{2, 4, 0, 2, 2, 2, 0, 3, 2, 1, 0, 1, 2, 1, 8, 0});
        }
    }
    // After the scan, each entry is where that group's bin starts: Figure 5's start(b) + PrefixSum[K-1][b]
    // (the last, bin 3 of group 3, is empty and points past the end).
    const std::vector<uint32_t> starts = {0, 2, 6, 6, 8, 10, 12, 12, 15, 17, 18, 18, 19, 21, 22, 30};
    // The seed's formula, from the blue counts: sum of the lower bins' totals plus the bin's keys in
    // groups 0..K-1.
    const std::vector<uint32_t> blue = {2, 4, 0, 2, 2, 2, 0, 3, 2, 1, 0, 1, 2, 1, 8, 0};
    for (uint32_t b = 0; b < 4; ++b) {
        for (uint32_t k = 0; k < 4; ++k) {
            uint32_t formula = 0;
            for (uint32_t lower = 0; lower < b; ++lower) {
                for (uint32_t g = 0; g < 4; ++g) formula += blue[lower * 4 + g];  // PrefixSum[T-1][lower]
            }
            for (uint32_t g = 0; g < k; ++g) formula += blue[b * 4 + g];  // PrefixSum[K-1][b]
            INFO("bin " << b << ", group " << k);
            CHECK(starts[b * 4 + k] == formula);
        }
    }
    // The scatter step read the scanned table; the table is as it was when the scatter ran.
    CHECK(count_table(state, 16) == starts);
    // The scatter is a stable partition by the digit, into the other pair.
    std::vector<uint32_t> expected = keys;
    std::stable_sort(expected.begin(), expected.end(), [](uint32_t a, uint32_t b) { return (a & 3u) < (b & 3u); });
    CHECK(state[BufferId::KeysAlt] == expected);

    // The same four tables for the count, scan and scatter steps of the digit, filled in as far as the
    // step has computed them: after the count, the prefix sums are still open (the scan computes them).
    REQUIRE(tables.front().size() == 4);
    const std::vector<Table>& figures = tables.back();  // the scatter's: everything computed
    for (size_t s = 0; s + 1 < tables.size(); ++s) {
        INFO(describe(plan.steps[s]));
        REQUIRE(tables[s].size() == 4);
        CHECK(tables[s][0].rows == figures[0].rows);
        for (size_t t = 1; t < 4; ++t) {
            CHECK(tables[s][t].title.substr(tables[s][t].title.find(':')) == figures[t].title.substr(figures[t].title.find(':')));
            if (s == 0) {
                CHECK(tables[s][t].rows[0][1] == kOpenCell);
            } else {
                CHECK(tables[s][t].rows == figures[t].rows);
            }
        }
    }
    CHECK_THAT(figures[0].title, Catch::Contains("fall in each bin") && Catch::Contains("radix digit 0 of 16 (bits 0..1)"));
    CHECK(figures[0].columns == std::vector<std::string>{"group", "bin0", "bin1", "bin2", "bin3"});
    CHECK(figures[0].rows == Rows{row({0, 2, 2, 2, 2}), row({1, 4, 2, 1, 1}), row({2, 0, 0, 0, 8}), row({3, 2, 3, 1, 0})});
    CHECK_THAT(figures[1].title, Catch::Contains("running total") && Catch::Contains("PrefixSum"));
    CHECK(figures[1].rows == Rows{row({0, 2, 2, 2, 2}), row({1, 6, 4, 3, 3}), row({2, 6, 4, 3, 11}), row({3, 8, 7, 4, 11})});
    CHECK_THAT(figures[2].title, Catch::Contains("where the bin starts"));
    CHECK(figures[2].columns == std::vector<std::string>{"bin", "total", "start"});
    CHECK(figures[2].rows == Rows{row({0, 8, 0}), row({1, 7, 8}), row({2, 4, 15}), row({3, 11, 19})});
    CHECK_THAT(figures[3].title, Catch::Contains("where work group g writes"));
    CHECK(figures[3].rows == Rows{row({0, 0, 8, 15, 19}), row({1, 2, 10, 17, 21}), row({2, 6, 12, 18, 22}),
                                  row({3, 6, 12, 18, 30})});
    // The next digit's tables come from the next digit's input (the keys after this scatter).
    const std::vector<Table> next = step_tables(plan, digit_steps, state, TableMoment::AfterStep);
    REQUIRE(next.size() == 4);
    CHECK_THAT(next[0].title, Catch::Contains("radix digit 1 of 16 (bits 2..3)"));
    CHECK(next[0].rows != figures[0].rows);
}

TEST_CASE("radix is stable with few unique keys at every digit width", "[cpu][radix][stable]") {
    for (uint32_t bits : {2u, 4u, 8u}) {
        for (uint32_t local_size : {1u, 4u, 64u}) {
            for (uint32_t n : {1000u, 4097u}) {
                for (Distribution dist : {Distribution::FewUnique, Distribution::AllEqual, Distribution::ZeroOne}) {
                    for (uint32_t batch : {1u, 3u}) {
                        Options options = radix_options(n, local_size, bits, batch);
                        options.values = true;
                        const std::vector<uint32_t> keys = generate_input(dist, n, batch, KeyType::U32, n + bits);
                        const std::vector<uint32_t> values = index_values(keys.size());
                        const SortResult result = reference_sort(build_radix_plan(options), keys, values);
                        const SortCheck check =
                            check_sort(options, true, expected_sort(options, keys, values), result.keys, result.values);
                        INFO(bits << "-bit digits, wg " << local_size << ", n = " << n << ", batch " << batch << ", "
                                  << distribution_name(dist));
                        INFO(check.message);
                        CHECK(check.ok);
                    }
                }
            }
        }
    }
}

TEST_CASE("radix bins i32, f32 and descending keys by the digits of their sort key", "[cpu][radix][keys]") {
    struct Case {
        KeyType type;
        bool descending;
        uint32_t digit;                // which 4-bit digit is checked
        std::vector<uint32_t> keys;
        std::vector<uint32_t> bins;    // the digit of each key's sort key, worked by hand
    };
    const std::vector<Case> cases = {
        // i32: the sign bit flipped, so -1 (0xFFFFFFFF) has top digit 7 and 0 has 8.
        {KeyType::I32, false, 7, {0xFFFFFFFFu, 0u, 1u, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFEu}, {7, 8, 8, 0, 15, 7}},
        // f32: 1.0 -> 0xBF000001, -1.0 -> 0x40000000, +0.0 -> 0x7F800001, -0.0 -> 0x7F800000, +inf ->
        // 0xFF000001, -inf -> 0.
        {KeyType::F32, false, 7, {0x3F800000u, 0xBF800000u, 0u, 0x80000000u, 0x7F800000u, 0xFF800000u}, {11, 4, 7, 7, 15, 0}},
        // descending u32: the bits inverted, so the low digit of 0x12 is 0xD.
        {KeyType::U32, true, 0, {0x0u, 0x1u, 0xFu, 0x12u}, {15, 14, 0, 13}},
    };
    for (const Case& c : cases) {
        Options options = radix_options(static_cast<uint32_t>(c.keys.size()), 4, 4);
        options.key_type = c.type;
        options.descending = c.descending;
        const Plan plan = build_radix_plan(options);
        const RadixLayout layout = radix_layout(options);
        REQUIRE(layout.groups == 1);
        INFO(key_type_name(c.type) << (c.descending ? " desc" : "") << ", digit " << c.digit);
        // The count step of that digit, run on the keys where that step reads them.
        const auto count = std::find_if(plan.steps.begin(), plan.steps.end(), [&](const Step& step) {
            return step.kernel == KernelId::RadixCount && radix_args(step).digit == c.digit;
        });
        REQUIRE(count != plan.steps.end());
        State state = make_state(plan, c.keys);
        std::copy(c.keys.begin(), c.keys.end(), state[keys_buffer(count->source)].begin());
        reference_step(plan, *count, state);
        std::vector<uint32_t> expected(16, 0);
        for (uint32_t bin : c.bins) ++expected[bin];
        CHECK(std::vector<uint32_t>(state[BufferId::Counts].begin(), state[BufferId::Counts].begin() + 16) == expected);
        for (size_t i = 0; i < c.keys.size(); ++i) CHECK(radix_digit(options, c.keys[i], c.digit * 4) == c.bins[i]);
        // And the whole sort puts them in the stated order, stably.
        options.values = true;
        const std::vector<uint32_t> values = index_values(c.keys.size());
        const SortResult result = reference_sort(build_radix_plan(options), c.keys, values);
        const SortCheck check = check_sort(options, true, expected_sort(options, c.keys, values), result.keys, result.values);
        INFO(check.message);
        CHECK(check.ok);
    }
}
