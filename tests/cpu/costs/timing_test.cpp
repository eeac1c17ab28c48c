// Benchmark helpers without a GPU: the median, the std::sort / std::stable_sort baselines (they sort
// the same keys into the same order as the GPU must), and the skip rule's estimate.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/verify/check.hpp"

using namespace sortscope::algo;

TEST_CASE("the median is the middle time, or the mean of the two middle ones", "[cpu][timing]") {
    CHECK(median(std::vector<double>{5.0}) == 5.0);
    CHECK(median(std::vector<double>{3.0, 1.0, 2.0}) == 2.0);
    CHECK(median(std::vector<double>{4.0, 1.0, 3.0, 2.0}) == 2.5);
    CHECK(median(std::vector<double>{9.0, 1.0, 1.0, 1.0, 100.0}) == 1.0);  // an outlier does not move it
    CHECK_THROWS_AS(median(std::vector<double>{}), std::invalid_argument);
    const TimingSummary summary = summarize(std::vector<double>{2.0, 0.5, 7.0});
    CHECK(summary.median_ms == 2.0);
    CHECK(summary.min_ms == 0.5);
}

TEST_CASE("std::sort and std::stable_sort baselines sort into the plan's order for every key type", "[cpu][timing]") {
    for (KeyType type : all_key_types()) {
        for (bool descending : {false, true}) {
            for (bool values : {false, true}) {
                Options options = sized(1000);
                options.key_type = type;
                options.descending = descending;
                options.values = values;
                options.batch = 2;
                // Random f32 keys include the infinities and NaNs; few-unique gives long runs of ties.
                for (Distribution dist : {Distribution::Random, Distribution::FewUnique}) {
                    const std::vector<uint32_t> keys = generate_input(dist, 1000, 2, type, 3);
                    const std::vector<uint32_t> payload = values ? index_values(keys.size()) : std::vector<uint32_t>{};
                    const ExpectedSort expected = expected_sort(options, keys, payload);
                    for (CpuSort sort : {CpuSort::Sort, CpuSort::StableSort}) {
                        const CpuSortRun run = run_cpu_sort(sort, options, keys, payload);
                        INFO(cpu_sort_name(sort) << ", " << key_type_name(type) << (descending ? " desc" : "")
                                                 << (values ? " + values" : "") << ", " << distribution_name(dist));
                        const SortCheck check = check_sort(options, sort == CpuSort::StableSort, expected, run.keys, run.values);
                        INFO(check.message);
                        CHECK(check.ok);
                        CHECK(run.ms >= 0.0);
                    }
                }
            }
        }
    }
}

TEST_CASE("the skip rule scales a measured time by the bytes model: about 4x per doubling for rank", "[cpu][timing]") {
    const Plan measured = build_rank_plan(sized(1024));
    const Plan next = build_rank_plan(sized(2048));
    // rank moves 4 n^2 + 8 n bytes: 4202496 at n = 1024, 16793600 at n = 2048.
    REQUIRE(plan_bytes(measured) == 4202496);
    REQUIRE(plan_bytes(next) == 16793600);
    const std::optional<double> estimate = estimate_run_ms(measured, 10.0, next);
    REQUIRE(estimate);
    CHECK(*estimate == Approx(10.0 * 16793600.0 / 4202496.0));
    CHECK_FALSE(estimate_run_ms(build_rank_plan(sized(0)), 10.0, next));  // nothing measured to scale from
}

TEST_CASE("the copy plan is one dispatch of uvec4 loads over the padded words, and its reference copies", "[cpu][copy]") {
    const Plan plan = build_copy_plan(10, 4);
    REQUIRE(plan.steps.size() == 1);
    const Step& step = plan.steps.front();
    CHECK(step.kernel == KernelId::Copy);
    CHECK(kernel_file(KernelId::Copy) == "copy.comp");
    CHECK(kernel_info(KernelId::Copy).comparators == nullptr);
    CHECK(kernel_info(KernelId::Copy).tables == nullptr);
    CHECK(copy_args(step).vectors == 3);  // ceil(10 / 4) uvec4s
    CHECK(step.params.work_items == 1);  // ceil(3 / kCopyItems) invocations
    CHECK(step.items == kCopyItems);
    CHECK(step.groups == 1);
    CHECK(step.z_groups == 1);
    CHECK(step.moves);
    CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Keys)] == 12);
    CHECK(plan.buffer_words[static_cast<size_t>(BufferId::KeysAlt)] == 12);
    CHECK_THAT(describe(step), Catch::Contains("copy 48 bytes (3 uvec4)"));

    const std::vector<uint32_t> keys = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    const SortResult result = reference_sort(plan, keys);
    CHECK(result.keys == std::vector<uint32_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0});  // the padding comes along

    CHECK(build_copy_plan(0).steps.empty());
    // 2^20 uvec4s at 8 per invocation and 1024 per group: 128 groups.
    CHECK(kCopyItems == 8);
    CHECK(kCopyLocalSize == 1024);
    CHECK(build_copy_plan(uint64_t{1} << 22).steps.front().groups == 128);
    CHECK_THROWS_AS(build_copy_plan(uint64_t{1} << 32), std::invalid_argument);
}
