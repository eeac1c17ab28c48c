// The copy bandwidth as the measuring engine measures it (the copy plan as a job of its own): a positive
// finite bandwidth from the runs it timed, on the buffer size asked for, rounded to whole 16-byte vectors.
#include <catch2/catch.hpp>

#include <cmath>

#include "gpu_device.hpp"
#include "measure_engine.hpp"

using namespace sortscope;

TEST_CASE("the engine measures the copy bandwidth from the runs it timed, checked word for word", "[measure][copy]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    measure::MeasureEngine engine(device->programs, device->limits);
    measure::SeriesSettings settings;
    settings.copy_bytes = uint64_t{1} << 20;
    settings.reps = 3;
    engine.start(settings);
    engine.run_to_end();
    INFO(engine.failure());
    REQUIRE_FALSE(engine.failed());
    CHECK(engine.finished());
    CHECK(engine.progress() == Approx(1.0f));
    REQUIRE(engine.records().size() == 1);
    const measure::BenchRecord& copy = engine.records().front();
    INFO(copy.gb_per_s.value_or(0.0) << " GB/s, median " << copy.median_ms.value_or(0.0) << " ms, " << copy.timer);
    CHECK(copy.kind == "copy");
    CHECK(copy.n * 4 == uint64_t{1} << 20);
    CHECK(copy.times_ms.size() == 3);
    REQUIRE(copy.median_ms);
    CHECK(*copy.median_ms > 0.0);
    CHECK(*copy.min_ms <= *copy.median_ms);
    REQUIRE(copy.gb_per_s);
    CHECK(std::isfinite(*copy.gb_per_s));
    CHECK(*copy.gb_per_s == Approx(2.0 * (1 << 20) / (*copy.median_ms * 1e6)));
    CHECK(engine.copy_gb_per_s() == copy.gb_per_s);
    CHECK(copy.gpu_bytes >= 2u * (1u << 20));  // the two buffers, and the step parameters
    CHECK(copy.dispatches == 1);
    CHECK(copy.checked);
    CHECK(copy.checked_against == "its input, word for word");
    CHECK(copy.timer == engine.timer());

    // Once per engine: a later series keeps it and does not measure it again.
    settings.reps = 1;
    engine.start(settings);
    CHECK(engine.status().find("copy") == std::string::npos);
    engine.run_to_end();
    REQUIRE(engine.records().size() == 1);
    CHECK(engine.records().front().times_ms.size() == 3);
}

TEST_CASE("the copy's buffer is whole 16-byte vectors within the device's largest storage block", "[measure][copy]") {
    gpu::DeviceLimits limits;
    limits.max_storage_block_bytes = 1u << 20;
    CHECK(measure::copy_bytes_within(limits, 100) == 96);
    CHECK(measure::copy_bytes_within(limits, 5) == 16);
    CHECK(measure::copy_bytes_within(limits, uint64_t{1} << 30) == uint64_t{1} << 20);
    limits.max_storage_block_bytes = 0;  // not known
    CHECK(measure::copy_bytes_within(limits, uint64_t{1} << 30) == uint64_t{1} << 30);
    const std::vector<uint32_t> words = measure::copy_pattern(8);
    CHECK(std::vector<uint32_t>(words.begin(), words.begin() + 4) == measure::copy_pattern(4));  // a prefix is the pattern
}
