// The record builder (measure/record_builder.hpp) without a GPU: each kind of row takes its columns from
// the options, the plan and the series' context, and its numbers from the timed runs.
#include <catch2/catch.hpp>

#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "record_builder.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope;

namespace {

measure::RecordBuilder builder() {
    return measure::RecordBuilder({"the GPU", "GL_TIMESTAMP", "the CPU", 3, "a stable LSD radix sort on 4 CPU threads"});
}

algo::Options options() {
    algo::Options options;
    options.n = 1u << 12;
    options.batch = 2;
    options.key_type = algo::KeyType::F32;
    options.values = true;
    options.descending = true;
    set_radix_bits(options, 8);
    options.local_size = 128;
    return options;
}

}  // namespace

TEST_CASE("a GPU row takes its columns from the options, its plan and the series", "[measure][records]") {
    const algo::Plan plan = algo::find_algorithm("radix")->build(options());
    measure::BenchRecord record = builder().gpu("radix", options());
    CHECK(record.kind == "gpu");
    CHECK(record.algorithm == "radix");
    CHECK(record.n == 4096);
    CHECK(record.batch == 2);
    CHECK(record.log2n == 12);
    CHECK(record.key_type == "f32");
    CHECK(record.values);
    CHECK(record.descending);
    CHECK(record.radix_bits == 8);
    CHECK(record.local_size == 128);
    CHECK(record.reps == 3);
    CHECK(record.renderer == "the GPU");
    CHECK(record.timer == "GL_TIMESTAMP");
    CHECK_FALSE(record.checked);

    builder().describe_plan(record, plan, std::nullopt);
    CHECK(record.dispatches == plan.steps.size());
    REQUIRE(record.bytes_per_key_model);
    CHECK(*record.bytes_per_key_model == Approx(algo::bytes_per_key(plan)));
    CHECK_FALSE(record.ceiling_keys_per_s);  // no copy bandwidth measured
    builder().describe_plan(record, plan, 100.0);
    REQUIRE(record.ceiling_keys_per_s);
    CHECK(*record.ceiling_keys_per_s == Approx(100e9 / algo::bytes_per_key(plan)));

    builder().checked(record);
    CHECK(record.checked);
    CHECK(record.checked_against == "a stable LSD radix sort on 4 CPU threads");
    const std::vector<double> times = {4.0, 2.0, 3.0};
    measure::RecordBuilder::measured(record, times, plan.total_keys());
    CHECK(record.times_ms == times);
    CHECK(record.median_ms == 3.0);
    CHECK(record.min_ms == 2.0);
    REQUIRE(record.keys_per_s);
    CHECK(*record.keys_per_s == Approx(8192 / 3e-3));
    CHECK_FALSE(record.gb_per_s);
}

TEST_CASE("a CPU row names the processor and has no work groups", "[measure][records]") {
    const measure::BenchRecord record = builder().cpu(algo::CpuSort::StableSort, options());
    CHECK(record.kind == "cpu");
    CHECK(record.algorithm == "std::stable_sort");
    CHECK(record.local_size == 0);
    CHECK(record.renderer == "the CPU");
    CHECK(record.timer == "steady_clock, 1 CPU thread");
    CHECK(record.batch == 2);
    CHECK(record.reps == 3);
}

TEST_CASE("the copy's row counts words and gives bytes read + written per second", "[measure][records]") {
    const algo::Plan plan = algo::build_copy_plan(1u << 18);
    measure::BenchRecord record = builder().copy(plan, 3u << 20);
    CHECK(record.kind == "copy");
    CHECK(record.algorithm == "copy");
    CHECK(record.n == (1u << 18));
    CHECK(record.log2n == 18);
    CHECK(record.batch == 1);
    CHECK(record.key_type == "u32");
    CHECK_FALSE(record.values);
    CHECK(record.local_size == algo::kCopyLocalSize);
    CHECK(record.dispatches == plan.steps.size());
    CHECK(record.gpu_bytes == (3u << 20));
    CHECK(record.bytes_per_key_model == 8.0);
    builder().checked(record, "its input, word for word");
    CHECK(record.checked_against == "its input, word for word");
    const std::vector<double> times = {0.5, 0.25};
    measure::RecordBuilder::measured(record, times, 1u << 18);
    REQUIRE(record.gb_per_s);
    CHECK(*record.gb_per_s == Approx(2.0 * (1 << 20) / (0.375 * 1e6)));  // 1 MiB read and written, median 0.375 ms
    CHECK_FALSE(record.keys_per_s);
}
