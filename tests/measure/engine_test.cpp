// The measuring engine (measure/measure_engine.hpp) through an EGL context: run to its end as `bench`
// runs it and a tiny slice at a time as the race and the profile do, the same series leaves the same
// records (every column but the measured times and what is computed from them), with every job's
// check, skip and run counts as the rules say; one measurement leaves the keys sorted after every run;
// stopping keeps what was measured.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <regex>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "gpu_device.hpp"
#include "measure_engine.hpp"
#include "plan_measurement.hpp"

using namespace sortscope;

namespace {

struct Result {
    std::vector<measure::BenchRecord> records;
    std::vector<measure::SkipNote> skips;
};

Result run_to_end(gpu::HeadlessDevice& device, const measure::SeriesSettings& settings) {
    measure::MeasureEngine engine(device.programs, device.limits);
    engine.start(settings);
    engine.run_to_end();
    INFO(engine.failure());
    REQUIRE_FALSE(engine.failed());
    CHECK(engine.finished());
    return {engine.records(), engine.skips()};
}

// As the app advances it, but with slices far shorter than a frame: about one step each.
Result run_by_slices(gpu::HeadlessDevice& device, const measure::SeriesSettings& settings) {
    measure::MeasureEngine engine(device.programs, device.limits);
    engine.start(settings);
    const auto limit = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    size_t slices = 0;
    while (engine.running() && std::chrono::steady_clock::now() < limit) {
        engine.advance(std::chrono::steady_clock::now() + std::chrono::microseconds(1));
        ++slices;
    }
    INFO(engine.failure());
    REQUIRE_FALSE(engine.failed());
    CHECK(engine.finished());
    CHECK(slices > engine.records().size());  // it did go a little at a time
    return {engine.records(), engine.skips()};
}

// A reason with its measured numbers left out ("about # ms (# ms at #^#, ...").
std::string without_numbers(const std::string& text) { return std::regex_replace(text, std::regex("[0-9.]+"), "#"); }

// Every column of two records but the measured times and what follows from them.
void check_same(const measure::BenchRecord& a, const measure::BenchRecord& b) {
    INFO(a.kind << " " << a.algorithm << " at n = " << a.n << (a.step ? " step " + std::to_string(*a.step) : std::string()));
    CHECK(a.kind == b.kind);
    CHECK(a.algorithm == b.algorithm);
    CHECK(a.n == b.n);
    CHECK(a.batch == b.batch);
    CHECK(a.log2n == b.log2n);
    CHECK(a.key_type == b.key_type);
    CHECK(a.values == b.values);
    CHECK(a.descending == b.descending);
    CHECK(a.radix_bits == b.radix_bits);
    CHECK(a.local_size == b.local_size);
    CHECK(a.dispatches == b.dispatches);
    CHECK(a.reps == b.reps);
    CHECK(a.times_ms.size() == b.times_ms.size());
    CHECK(a.median_ms.has_value() == b.median_ms.has_value());
    CHECK(a.min_ms.has_value() == b.min_ms.has_value());
    CHECK(a.keys_per_s.has_value() == b.keys_per_s.has_value());
    CHECK(a.gb_per_s.has_value() == b.gb_per_s.has_value());
    CHECK(a.gpu_bytes == b.gpu_bytes);
    CHECK(a.bytes_per_key_model == b.bytes_per_key_model);
    CHECK(a.ceiling_keys_per_s.has_value() == b.ceiling_keys_per_s.has_value());
    CHECK(a.renderer == b.renderer);
    CHECK(a.timer == b.timer);
    CHECK(a.checked == b.checked);
    CHECK(a.checked_against == b.checked_against);
    CHECK(without_numbers(a.skipped) == without_numbers(b.skipped));
    CHECK(a.step == b.step);
    CHECK(a.kernel == b.kernel);
    CHECK(a.description == b.description);
}

void check_same(const Result& a, const Result& b) {
    REQUIRE(a.records.size() == b.records.size());
    for (size_t r = 0; r < a.records.size(); ++r) check_same(a.records[r], b.records[r]);
    REQUIRE(a.skips.size() == b.skips.size());
    for (size_t s = 0; s < a.skips.size(); ++s) {
        CHECK(a.skips[s].algorithm == b.skips[s].algorithm);
        CHECK(a.skips[s].n == b.skips[s].n);
        CHECK(a.skips[s].skip.cause == b.skips[s].skip.cause);
    }
}

const measure::BenchRecord* find(const Result& result, const std::string& kind, const std::string& algorithm, uint64_t n) {
    for (const measure::BenchRecord& record : result.records) {
        if (record.kind == kind && record.algorithm == algorithm && record.n == n) return &record;
    }
    return nullptr;
}

std::optional<measure::SkipCause> cause(const Result& result, const std::string& algorithm, uint64_t n) {
    for (const measure::SkipNote& note : result.skips) {
        if (note.algorithm == algorithm && note.n == n) return note.skip.cause;
    }
    return std::nullopt;
}

}  // namespace

TEST_CASE("bench's way and the race's way through the same series leave the same records", "[measure][engine]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // bench's mode: everything on this thread, runs timed whole, a row per dispatch. Limits so small that
    // every size after the first is estimated over them; at 2^30 the plans fail before any estimate.
    measure::SeriesSettings settings;
    settings.algorithms = {"bitonic", "radix", "onesweep", "no-such-sort"};
    settings.sizes = {64, 128, 1u << 30};
    settings.options.local_size = 32;
    settings.options.values = true;
    settings.keys.distribution = algo::Distribution::FewUnique;
    settings.reps = 2;
    settings.copy_bytes = uint64_t{1} << 20;
    settings.timing = measure::RunTiming::WholeRun;
    settings.dispatch_rows = measure::DispatchRows::Every;
    settings.limits = {1e-9, 1e-9, "--max-run-ms", "--cpu-max-run-ms"};

    const Result whole = run_to_end(*device, settings);
    const Result sliced = run_by_slices(*device, settings);
    check_same(whole, sliced);

    // What the rules say, in records() order: the copy, then per size the sorts, then the CPU baselines.
    REQUIRE_FALSE(whole.records.empty());
    CHECK(whole.records.front().kind == "copy");
    uint64_t all_rows = 0;
    for (const char* id : {"bitonic", "radix", "onesweep"}) {
        INFO(id);
        const measure::BenchRecord* record = find(whole, "gpu", id, 64);
        REQUIRE(record != nullptr);
        CHECK(record->skipped.empty());
        CHECK(record->checked);
        CHECK(record->times_ms.size() == 2);
        CHECK(record->ceiling_keys_per_s);  // the copy bandwidth was measured first
        size_t rows = 0;
        for (const measure::BenchRecord& row : whole.records) rows += row.kind == "dispatch" && row.algorithm == id ? 1 : 0;
        CHECK(rows == record->dispatches);
        all_rows += rows;
        CHECK(cause(whole, id, 128) == measure::SkipCause::Time);
    }
    CHECK(cause(whole, "no-such-sort", 64) == measure::SkipCause::Unknown);
    CHECK(cause(whole, "bitonic", 1u << 30) == measure::SkipCause::Memory);
    CHECK(cause(whole, "onesweep", 1u << 30) == measure::SkipCause::Plan);
    for (const char* sort : {"std::sort", "std::stable_sort"}) {
        INFO(sort);
        const measure::BenchRecord* record = find(whole, "cpu", sort, 64);
        REQUIRE(record != nullptr);
        CHECK(record->checked);
        CHECK(record->times_ms.size() == 2);
        CHECK(cause(whole, sort, 128) == measure::SkipCause::Time);
        CHECK(cause(whole, sort, 1u << 30) == measure::SkipCause::Time);
    }
    // The copy, 4 sorts and 2 baselines at each of 3 sizes, and the rows per dispatch.
    CHECK(whole.records.size() == 1 + 3 * 6 + all_rows);
}

TEST_CASE("with workers and runs timed dispatch by dispatch, run to its end and by slices agree", "[measure][engine]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // The race's mode: inputs and CPU baselines on worker threads, each dispatch timed on its own.
    measure::SeriesSettings settings;
    settings.algorithms = {"bitonic", "no-such-sort", "radix"};
    settings.sizes = {64, 128};
    settings.options.local_size = 32;
    settings.reps = 2;
    settings.copy_bytes = uint64_t{1} << 20;
    settings.timing = measure::RunTiming::PerDispatch;
    settings.workers = true;

    const Result whole = run_to_end(*device, settings);
    const Result sliced = run_by_slices(*device, settings);
    check_same(whole, sliced);
    // The copy, then per size two sorts, the unknown one and the two baselines, in that order.
    REQUIRE(whole.records.size() == 1 + 2 * 5);
    const std::vector<std::string> order = {"bitonic", "no-such-sort", "radix", "std::sort", "std::stable_sort"};
    for (size_t size = 0; size < 2; ++size) {
        for (size_t j = 0; j < order.size(); ++j) {
            const measure::BenchRecord& record = whole.records[1 + size * order.size() + j];
            INFO(record.algorithm << " at n = " << record.n);
            CHECK(record.algorithm == order[j]);
            CHECK(record.n == settings.sizes[size]);
            CHECK(record.checked == (order[j] != "no-such-sort"));
            CHECK(record.times_ms.size() == (order[j] == "no-such-sort" ? 0u : 2u));
        }
    }
    CHECK(whole.records[1].timer.find("each dispatch") != std::string::npos);
}

TEST_CASE("a measurement checks once, warms up, and times every run from the unsorted keys", "[measure][engine]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    algo::Options options;
    options.n = 1000;
    options.local_size = 64;
    options.device = gpu::device_caps(device->limits);
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(options);
    const std::vector<uint32_t> keys = algo::generate_keys(algo::Distribution::Random, 1000, 8);
    std::vector<uint32_t> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    for (measure::RunTiming timing : {measure::RunTiming::WholeRun, measure::RunTiming::PerDispatch}) {
        gpu::Runner runner(device->programs, device->limits);
        runner.load(plan, keys);
        measure::PlanMeasurement measurement(runner, {timing, device->limits.has_timestamp, 3, true, false});
        // Five dispatches a slice, not waiting for the GPU: a slice ends where a step gives way.
        measure::Slice slice{5, 1, false};
        const auto limit = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        auto step_until = [&](auto&& finished) {
            while (!finished() && std::chrono::steady_clock::now() < limit) {
                if (!measurement.step(slice)) slice = {5, slice.id + 1, false};
            }
        };
        step_until([&] { return measurement.awaiting_check(); });
        REQUIRE(measurement.awaiting_check());
        CHECK(runner.read_keys() == sorted);
        CHECK(measurement.warm_up_ms().empty());
        measurement.checked();
        step_until([&] { return measurement.done(); });
        REQUIRE(measurement.done());
        CHECK(runner.read_keys() == sorted);
        CHECK_FALSE(measurement.warm_up_ms().empty());
        CHECK(measurement.timed_ms().size() == 3);
        REQUIRE(measurement.step_ms().size() == plan.steps.size());
        for (const std::vector<double>& runs : measurement.step_ms()) CHECK(runs.size() == 3);
    }
}

TEST_CASE("stopping the engine keeps what it measured and says so", "[measure][engine]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    measure::MeasureEngine engine(device->programs, device->limits);
    measure::SeriesSettings settings;
    settings.algorithms = {"no-such-sort", "bitonic"};
    settings.sizes = {64, 128, 256};
    settings.timing = measure::RunTiming::PerDispatch;
    settings.workers = true;
    engine.start(settings);
    const auto limit = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (engine.running() && engine.records().empty() && std::chrono::steady_clock::now() < limit) {
        engine.advance(std::chrono::steady_clock::now() + std::chrono::milliseconds(1));
    }
    engine.stop();
    CHECK_FALSE(engine.running());
    CHECK_FALSE(engine.finished());
    CHECK(engine.status() == "stopped");
    REQUIRE_FALSE(engine.records().empty());
    CHECK(engine.records().front().skipped == "unknown algorithm");
    CHECK(engine.progress() < 1.0f);
}
