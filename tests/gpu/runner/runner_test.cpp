// The runner's contract beyond sorting: stepping and restarting, refusing plans the device cannot run,
// the timer, and the device limits it reads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "device/gpu_error.hpp"
#include "gpu_sort.hpp"
#include "runner.hpp"
#include "timing/timer.hpp"

using namespace sortscope;

TEST_CASE("the device reports OpenGL 4.3 or later and the GL minimum compute limits", "[gpu][device]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const gpu::DeviceLimits& limits = device->limits;
    CHECK_FALSE(limits.renderer.empty());
    CHECK((limits.major > 4 || (limits.major == 4 && limits.minor >= 3)));
    CHECK(limits.max_groups[0] >= 65535);
    CHECK(limits.max_local_size_x >= 1024);
    CHECK(limits.max_shared_bytes >= 32768);
    CHECK_THAT(device->summary(), Catch::Contains(device->context.path()));
}

TEST_CASE("the runner steps one dispatch at a time and restarts from the keys it was loaded with", "[gpu][runner]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const std::vector<uint32_t> input = {5, 4, 3, 2, 1, 0, 7, 6};
    gpu::Runner runner(device->programs, device->limits);
    runner.load(algo::build_bitonic_plan(test::device_options(*device, 8, 4)), input);
    CHECK(runner.cursor() == 0);
    CHECK(runner.step_count() == 6);
    CHECK(runner.read_keys() == input);
    runner.step();
    CHECK(runner.cursor() == 1);
    // Pass 0: (5,4) ascending, (3,2) descending, (1,0) ascending, (7,6) descending.
    CHECK(runner.read_keys() == std::vector<uint32_t>{4, 5, 3, 2, 0, 1, 7, 6});
    runner.run_to_end();
    CHECK(runner.done());
    CHECK(runner.read_keys() == std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 6, 7});
    runner.step();  // past the end: nothing happens
    CHECK(runner.cursor() == 6);
    runner.restart();
    CHECK(runner.cursor() == 0);
    CHECK(runner.read_keys() == input);
}

TEST_CASE("a restart puts back the keys and values, zeros every other buffer and refills the guard zones",
          "[gpu][runner]") {
    // Restarts are compute dispatches from the input the runner kept (word_writes.hpp), never uploads:
    // a sort with values over tables of counts, run to the end, then restarted, with and without guards.
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const uint32_t guard_words : {0u, 64u}) {
        CAPTURE(guard_words);
        algo::Options options = test::device_options(*device, 1000, 64);
        options.values = true;
        const algo::Plan plan = algo::build_radix_plan(options);
        const std::vector<uint32_t> keys = algo::generate_keys(algo::Distribution::Random, 1000, 7);
        std::vector<uint32_t> values(keys.size());
        for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<uint32_t>(i * 3 + 1);
        gpu::Runner runner(device->programs, device->limits);
        runner.set_guard_words(guard_words, 0xDEADBEEFu);
        runner.load(plan, keys, values);
        runner.run_to_end();
        REQUIRE(runner.read_keys() != keys);  // sorted: something to put back
        runner.restart();
        CHECK(runner.cursor() == 0);
        CHECK(runner.read_keys() == keys);
        CHECK(runner.read_values() == values);
        for (size_t b = 0; b < algo::kBufferCount; ++b) {
            const auto id = static_cast<algo::BufferId>(b);
            if (id == algo::BufferId::Keys || id == algo::BufferId::Values || plan.buffer_words[b] == 0) continue;
            const std::vector<uint32_t> words = runner.read_buffer(id);
            CAPTURE(algo::buffer_name(id));
            CHECK(std::all_of(words.begin(), words.end(), [](uint32_t word) { return word == 0; }));
        }
        CHECK_FALSE(runner.check_guards().has_value());
    }
}

TEST_CASE("the runner refuses plans the device cannot run, with a message", "[gpu][runner][errors]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    gpu::Runner runner(device->programs, device->limits);
    const std::vector<uint32_t> keys(10, 1);
    CHECK_THROWS_WITH(runner.load(algo::build_bitonic_plan(test::device_options(*device, 12, 64)), keys), Catch::Contains("12 keys"));
    CHECK_THROWS_WITH(runner.load(algo::build_bitonic_plan(test::device_options(*device, 10, 4096)), keys), Catch::Contains("work-group size 4096"));
}

TEST_CASE("the GPU timer measures a positive time for real work", "[gpu][timer]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const uint32_t n = 1u << 14;
    gpu::Runner runner(device->programs, device->limits);
    runner.load(algo::build_bitonic_plan(test::device_options(*device, n, 256)), algo::generate_keys(algo::Distribution::Random, n, 1));
    gpu::GpuTimer timer(device->limits.has_timestamp);
    timer.start();
    runner.run_to_end();
    const double ms = timer.stop_ms();
    INFO("method " << timer.method() << ", " << ms << " ms");
    CHECK(std::isfinite(ms));
    CHECK(ms > 0.0);
    CHECK(ms < 60000.0);
    const std::vector<uint32_t> result = runner.read_keys();
    CHECK(std::is_sorted(result.begin(), result.end()));
}
