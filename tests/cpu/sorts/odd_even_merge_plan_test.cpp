// The odd-even merge plan (seed 001): its layer and comparator counts against the closed forms, Batcher's
// 19 comparators for n = 8, the seed's per-layer constants, +infinity positions for n that is not a
// power of two, the shared-memory batched plan and the tables.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <set>
#include <tuple>
#include <vector>

#include "network_rows.hpp"

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

namespace {

using Row = sortscope::test::ComparatorRow;

// Odd-even merge's comparators all sort ascending: every row checks it.
std::vector<Row> comparator_rows(const Plan& plan) { return sortscope::test::comparator_rows(plan, true); }

Options batched(uint32_t n, uint32_t batch, uint32_t local_size = 256) {
    Options options = sized(n, local_size);
    options.batch = batch;
    return options;
}

}  // namespace

TEST_CASE("odd-even merge's layered form has m(m+1)/2 layers, one per dispatch, for n = 2^m", "[cpu][plan]") {
    for (uint32_t m = 0; m <= 24; ++m) {
        const Plan plan = build_odd_even_merge_layered_plan(sized(uint32_t{1} << m, 256));
        INFO("n = 2^" << m);
        CHECK(plan.steps.size() == m * (m + 1) / 2);
        CHECK(plan.stage_count() == m * (m + 1) / 2);
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            CHECK(plan.steps[s].kernel == KernelId::OddEvenMergeStep);
            CHECK(plan.steps[s].first_stage == s);
            CHECK(plan.steps[s].stage_count == 1);
        }
    }
}

TEST_CASE("odd-even merge has (m^2-m+4)2^(m-2)-1 comparators for n = 2^m", "[cpu][plan]") {
    // Batcher's odd-even merge sort needs 1, 5, 19, 63, 191 comparators for n = 2, 4, 8, 16, 32.
    const uint64_t known[] = {0, 1, 5, 19, 63, 191};
    for (uint32_t m = 1; m <= 14; ++m) {
        const uint32_t n = uint32_t{1} << m;
        INFO("n = " << n);
        const uint64_t closed = (uint64_t{m} * m - m + 4) * n / 4 - 1;
        if (m < std::size(known)) CHECK(closed == known[m]);
        CHECK(odd_even_merge_power_of_two_comparators(m) == closed);
        CHECK(comparator_count(build_odd_even_merge_plan(sized(n, 64))) == closed);
    }
    CHECK(odd_even_merge_power_of_two_comparators(0) == 0);
}

TEST_CASE("a plan has more comparators than a limit exactly when its count passes it", "[cpu][plan]") {
    const Plan plan = build_odd_even_merge_plan(sized(32, 64));  // 191 comparators
    CHECK(more_comparators_than(plan, 190));
    CHECK_FALSE(more_comparators_than(plan, 191));
    CHECK_FALSE(more_comparators_than(plan, 1000));
    CHECK(more_comparators_than(plan, 0));
    CHECK_FALSE(more_comparators_than(build_odd_even_merge_plan(sized(1, 64)), 0));
}

// Derived by hand from seed 001's predicate (size, stride -> i_loc = i >> log2(stride), left iff i_loc
// has the layer's parity and is not the last of its group) and equal to Batcher's 19-comparator network.
TEST_CASE("odd-even merge comparators for n = 8 are Batcher's 19, layer by layer", "[cpu][plan][seed001]") {
    using IndexPair = std::pair<uint32_t, uint32_t>;
    const std::vector<std::vector<IndexPair>> expected = {
        {{0, 1}, {2, 3}, {4, 5}, {6, 7}},  // size 2, stride 1: i even
        {{0, 2}, {1, 3}, {4, 6}, {5, 7}},  // size 4, stride 2: i>>1 even
        {{1, 2}, {5, 6}},                  // size 4, stride 1: i odd, not 3 mod 4
        {{0, 4}, {1, 5}, {2, 6}, {3, 7}},  // size 8, stride 4: i>>2 even
        {{2, 4}, {3, 5}},                  // size 8, stride 2: i>>1 odd, not last of 4
        {{1, 2}, {3, 4}, {5, 6}},          // size 8, stride 1: i odd, not 7
    };
    const Plan plan = build_odd_even_merge_plan(sized(8, 256));
    REQUIRE(plan.steps.size() == expected.size());
    size_t total = 0;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        INFO(describe(plan.steps[s]));
        std::vector<IndexPair> pairs;
        for_each_comparator(plan.steps[s], [&](const Comparator& c) {
            CHECK(c.ascending);
            CHECK(c.stage == s);
            pairs.emplace_back(c.i, c.j);
        });
        CHECK(pairs == expected[s]);
        total += pairs.size();
    }
    CHECK(total == 19);
}

TEST_CASE("odd-even merge layers carry seed 001's stride, trailing zeros, remainder and last index", "[cpu][plan][seed001]") {
    // n = 16: sizes 2, 4, 8, 16; within each, strides size/2 .. 1. inner_last = (size >> tz) - 1.
    struct Expected {
        uint32_t stride, tz, remainder, last;
    };
    const std::vector<Expected> expected = {
        {1, 0, 0, 1},                                              // size 2
        {2, 1, 0, 1}, {1, 0, 1, 3},                                // size 4
        {4, 2, 0, 1}, {2, 1, 1, 3}, {1, 0, 1, 7},                  // size 8
        {8, 3, 0, 1}, {4, 2, 1, 3}, {2, 1, 1, 7}, {1, 0, 1, 15},   // size 16
    };
    const uint32_t sizes[] = {2, 4, 4, 8, 8, 8, 16, 16, 16, 16};
    const Plan plan = build_odd_even_merge_plan(sized(16, 4));
    REQUIRE(plan.steps.size() == expected.size());
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const OddEvenMergeLayer layer = odd_even_merge_layer_args(plan.steps[s]);
        INFO(describe(plan.steps[s]));
        CHECK(layer.stride == expected[s].stride);
        CHECK(layer.stride_trailing_zeros == expected[s].tz);
        CHECK(layer.inner_remainder == expected[s].remainder);
        CHECK(layer.inner_last == expected[s].last);
        CHECK(layer.size() == sizes[s]);
        const OddEvenMergeLayer by_index = odd_even_merge_layer(static_cast<uint32_t>(s));
        CHECK(by_index.stride == layer.stride);
        CHECK(by_index.inner_remainder == layer.inner_remainder);
        CHECK(by_index.inner_last == layer.inner_last);
        // Every index is tested, as in the seed: 16 indices, kIndicesPerInvocation per invocation.
        CHECK(plan.steps[s].params.work_items == 16);
        CHECK(plan.steps[s].local_size == 4);
        CHECK(plan.steps[s].items == kIndicesPerInvocation);
        CHECK(plan.steps[s].groups == 16 / (4 * kIndicesPerInvocation));
    }
}

TEST_CASE("odd-even merge pairs of one layer are disjoint", "[cpu][plan]") {
    const Plan plan = build_odd_even_merge_plan(sized(64, 64));
    for (const Step& step : plan.steps) {
        INFO(describe(step));
        std::set<uint32_t> touched;
        uint64_t comparators = 0;
        for_each_comparator(step, [&](const Comparator& c) {
            CHECK(c.j == c.i + odd_even_merge_layer_args(step).stride);
            touched.insert(c.i);
            touched.insert(c.j);
            ++comparators;
        });
        CHECK(touched.size() == 2 * comparators);
    }
}

TEST_CASE("odd-even merge for n that is not a power of two drops exactly the comparators that reach n", "[cpu][plan]") {
    for (uint32_t n : {3u, 5u, 6u, 7u, 9u, 13u, 100u, 1000u, 4097u}) {
        const auto padded = static_cast<uint32_t>(next_power_of_two(n));
        INFO("n = " << n << ", n' = " << padded);
        const Plan plan = build_odd_even_merge_plan(sized(n, 64));
        CHECK(plan.steps.size() == odd_even_merge_layer_count(padded));
        std::vector<Row> kept;
        for (const Row& row : comparator_rows(build_odd_even_merge_plan(sized(padded, 64)))) {
            if (std::get<2>(row) < n) kept.push_back(row);
        }
        const std::vector<Row> rows = comparator_rows(plan);
        CHECK(rows == kept);
        CHECK(rows.size() < odd_even_merge_power_of_two_comparators(ceil_log2(n)));
    }
}

TEST_CASE("odd-even merge plans for n = 0 and 1 are empty", "[cpu][plan]") {
    CHECK(build_odd_even_merge_plan(sized(0)).steps.empty());
    CHECK(build_odd_even_merge_plan(sized(1)).steps.empty());
    CHECK(build_odd_even_merge_plan(batched(1, 5)).steps.empty());
    CHECK(build_odd_even_merge_plan(batched(0, 5)).steps.empty());
}

TEST_CASE("odd-even merge batches that fit in shared memory run every layer in one dispatch with the same comparators",
          "[cpu][plan][shared]") {
    for (uint32_t n : {2u, 3u, 8u, 13u, 100u, 1000u, 2048u, 8192u}) {
        for (uint32_t local_size : {1u, 4u, 256u}) {
            for (bool values : {false, true}) {
                Options options = batched(n, 5, local_size);
                options.values = values;
                options.device.max_shared_bytes = 65536;
                const Plan plan = build_odd_even_merge_plan(options);
                const auto padded = static_cast<uint32_t>(next_power_of_two(n));
                INFO("n = " << n << ", wg " << local_size << (values ? " + values" : ""));
                REQUIRE(plan.steps.size() == 1);
                const Step& step = plan.steps.front();
                INFO(describe(step));
                CHECK(step.kernel == KernelId::OddEvenMergeShared);
                CHECK(step.first_stage == 0);
                CHECK(step.stage_count == odd_even_merge_layer_count(n));
                CHECK(plan.stage_count() == odd_even_merge_layer_count(n));
                CHECK(step.groups == 1);
                CHECK(step.local_size * step.items == padded);  // the kernel's shared array is n' long
                CHECK(step.local_size == std::min(local_size, padded));
                CHECK(odd_even_merge_shared_args(step).padded_bit == ceil_log2(n));
                CHECK(comparator_rows(plan) == comparator_rows(build_odd_even_merge_plan(sized(n, local_size))));
            }
        }
    }
}

TEST_CASE("odd-even merge picks the shared kernel only for a batch whose n' keys and values fit", "[cpu][plan][shared]") {
    auto kernel_of = [](const Options& options) { return build_odd_even_merge_plan(options).steps.front().kernel; };
    // Seed 001's batched shape: 200 arrays of 8192 keys; llvmpipe's 32 KiB hold exactly 8192 keys.
    Options seed = batched(8192, 200);
    seed.device.max_shared_bytes = 32768;
    seed.device.max_invocations = 1024;
    CHECK(kernel_of(seed) == KernelId::OddEvenMergeShared);
    CHECK(build_odd_even_merge_plan(seed).steps.front().local_size == 256);
    CHECK(build_odd_even_merge_plan(seed).steps.front().items == 32);

    Options with_values = seed;
    with_values.values = true;  // 64 KiB: does not fit; tiles of 4096 keys and values do
    CHECK(kernel_of(with_values) == KernelId::OddEvenMergeWindow);
    CHECK(build_odd_even_merge_plan(with_values).steps.size() == 3);
    CHECK(build_odd_even_merge_layered_plan(with_values).steps.size() == 91);
    CHECK(build_odd_even_merge_layered_plan(with_values).steps.front().kernel == KernelId::OddEvenMergeStep);

    Options too_long = seed;
    too_long.n = 8193;  // n' = 16384
    CHECK(kernel_of(too_long) == KernelId::OddEvenMergeWindow);
    CHECK(build_odd_even_merge_layered_plan(too_long).steps.front().kernel == KernelId::OddEvenMergeStep);

    Options single = seed;
    single.batch = 1;  // one array keeps one dispatch per layer: that is the lesson
    CHECK(kernel_of(single) == KernelId::OddEvenMergeStep);

    Options narrow = seed;
    narrow.local_size = 1024;
    narrow.device.max_invocations = 768;  // the work group is a power of two within the device's limit
    CHECK(build_odd_even_merge_plan(narrow).steps.front().local_size == 512);
    CHECK(build_odd_even_merge_plan(narrow).steps.front().items == 16);
}

TEST_CASE("odd-even merge tables give each comparator's stride, group size and normalised index", "[cpu][table][seed001]") {
    const Plan plan = build_odd_even_merge_plan(sized(8, 256));
    const std::vector<uint32_t> keys = {7, 6, 5, 4, 3, 2, 1, 0};
    const State before = make_state(plan, keys);
    const std::vector<Table> tables = step_tables(plan, 4, before, TableMoment::AfterStep);  // size 8, stride 2
    REQUIRE(tables.size() == 1);
    const Table& table = tables.front();
    const std::vector<std::string> columns = {"step", "stage", "i", "j", "ascending", "swapped",
                                              "stride", "size", "inner_size", "i_loc"};
    CHECK(table.columns == columns);
    // (2,4) and (3,5): i_loc = 2>>1 = 1 and 3>>1 = 1, odd and below inner_last = 3.
    const std::vector<std::vector<std::string>> rows = {
        {"5", "5", "2", "4", "1", "1", "2", "8", "4", "1"},  // step 5 (plan.steps[4]), stage 5
        {"5", "5", "3", "5", "1", "1", "2", "8", "4", "1"},
    };
    CHECK(table.rows == rows);
    CHECK_THAT(table.title, Catch::Contains("groups of 8, stride 2"));

    // The shared step's table lists the same comparators with the same columns, layer by layer.
    const Plan shared = build_odd_even_merge_plan(batched(8, 2));
    REQUIRE(shared.steps.front().kernel == KernelId::OddEvenMergeShared);
    const std::vector<uint32_t> two_arrays = {7, 6, 5, 4, 3, 2, 1, 0, 0, 1, 2, 3, 4, 5, 6, 7};
    const Table fused = step_tables(shared, 0, make_state(shared, two_arrays), TableMoment::AfterStep).front();
    CHECK(fused.columns == columns);
    REQUIRE(fused.rows.size() == 19);
    // Every column but the step (all step 1 in the shared plan) matches the layered plan's tables.
    auto without_step = [](const std::vector<std::string>& row) {
        return std::vector<std::string>(row.begin() + 1, row.end());
    };
    std::vector<std::vector<std::string>> fused_rows;
    for (const auto& row : fused.rows) {
        CHECK(row.front() == "1");
        fused_rows.push_back(without_step(row));
    }
    std::vector<std::vector<std::string>> layered_rows;
    State state = make_state(plan, keys);
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const std::vector<Table> layer_tables = step_tables(plan, s, state, TableMoment::AfterStep);
        for (const auto& row : layer_tables.front().rows) layered_rows.push_back(without_step(row));
        reference_step(plan, plan.steps[s], state);
    }
    CHECK(fused_rows == layered_rows);
}

TEST_CASE("odd-even merge describe names the group size, stride, the seed's predicate and the comparators per group",
          "[cpu][plan]") {
    const Plan plan = build_odd_even_merge_plan(sized(16, 4));
    const std::string text = describe(plan.steps[4]);  // size 8, stride 2
    CHECK_THAT(text, Catch::Contains("groups of 8"));
    CHECK_THAT(text, Catch::Contains("stride 2"));
    CHECK_THAT(text, Catch::Contains("i <-> i+2 where i_loc = i>>1 is odd and not last in its group of 4"));
    CHECK_THAT(text, Catch::Contains("2 comparators per group of 8"));
    CHECK_THAT(text, Catch::Contains("16 indices tested, 4 per invocation, 1 group of 4"));
    CHECK_THAT(describe(plan.steps[3]), Catch::Contains("i_loc = i>>2 is even; 4 comparators per group of 8"));
    const std::string shared = describe(build_odd_even_merge_plan(batched(16, 3, 4)).steps.front());
    CHECK_THAT(shared, Catch::Contains("all 10 layers"));
    CHECK_THAT(shared, Catch::Contains("one work group of 4 per array, 4 indices per invocation"));
}
