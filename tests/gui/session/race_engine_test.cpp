// RaceEngine, driven headless through an EGL context as the app drives it (advance once per frame):
// every chosen algorithm gets a checked, timed record at every size, next to std::sort and
// std::stable_sort of the same keys and the copy bandwidth; what cannot run is skipped with a reason,
// and stopping keeps what was measured.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>

#include "core/race/race_engine.hpp"
#include "core/race/race_layout.hpp"
#include "device/device_limits.hpp"
#include "gpu_device.hpp"
#include "plan_build_log.hpp"
#include "programs/program.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// Advances frame by frame until the race ends or `limit` passes.
void run_race(RaceEngine& engine, std::chrono::seconds limit = std::chrono::seconds(300)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (engine.running() && std::chrono::steady_clock::now() < deadline) engine.advance();
}

const measure::BenchRecord* find_record(const RaceEngine& engine, const std::string& kind, const std::string& algorithm,
                                        uint32_t log2n) {
    for (const measure::BenchRecord& record : engine.records()) {
        if (record.kind == kind && record.algorithm == algorithm && record.log2n == log2n) return &record;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("a race times every algorithm at every size, checked, beside the CPU sorts", "[gui][session][race]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    RaceEngine engine(programs, limits);
    RaceSettings settings;
    settings.algorithms = {"bitonic", "radix", "onesweep", "no-such-sort"};
    settings.first_log2n = 6;
    settings.last_log2n = 7;
    settings.reps = 2;
    settings.local_size = 64;
    engine.start(settings);
    REQUIRE(engine.running());
    run_race(engine);
    INFO(engine.status());
    REQUIRE_FALSE(engine.running());
    REQUIRE_FALSE(engine.failed());
    CHECK(engine.progress() == Approx(1.0f));
    CHECK(engine.status().rfind("done", 0) == 0);

    REQUIRE_FALSE(engine.records().empty());
    const measure::BenchRecord* copy = &engine.records().front();
    REQUIRE(copy->kind == "copy");
    REQUIRE(copy->gb_per_s);
    CHECK(*copy->gb_per_s > 0.0);
    for (uint32_t log2n : {6u, 7u}) {
        for (const char* algorithm : {"bitonic", "radix", "onesweep"}) {
            INFO(algorithm << " at 2^" << log2n);
            const measure::BenchRecord* record = find_record(engine, "gpu", algorithm, log2n);
            REQUIRE(record != nullptr);
            CHECK(record->skipped.empty());
            CHECK(record->checked);
            CHECK(record->n == (uint64_t{1} << log2n));
            CHECK(record->times_ms.size() == 2);
            REQUIRE(record->keys_per_s);
            CHECK(*record->keys_per_s > 0.0);
            REQUIRE(record->median_ms);
            CHECK(*record->median_ms > 0.0);
            REQUIRE(record->ceiling_keys_per_s);
            CHECK(*record->ceiling_keys_per_s > 0.0);
        }
        const measure::BenchRecord* unknown = find_record(engine, "gpu", "no-such-sort", log2n);
        REQUIRE(unknown != nullptr);
        CHECK(unknown->skipped == "unknown algorithm");
        for (const char* sort : {"std::sort", "std::stable_sort"}) {
            INFO(sort << " at 2^" << log2n);
            const measure::BenchRecord* record = find_record(engine, "cpu", sort, log2n);
            REQUIRE(record != nullptr);
            CHECK(record->times_ms.size() == 2);
            CHECK(record->checked);
        }
    }
    // The runs chart's data: every run in order, at least one warm-up before the timed ones.
    const auto runs = engine.runs();
    REQUIRE(runs.size() == 6);
    for (const RaceRuns& run : runs) {
        CHECK_FALSE(run.warm_up_ms.empty());
        CHECK(run.timed_ms.size() == 2);
    }
}

TEST_CASE("a race sorts the key type, order and payload it is given, each size checked in that order", "[gui][session][race]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    RaceEngine engine(programs, limits);
    RaceSettings settings;
    settings.algorithms = {"radix", "onesweep"};
    settings.first_log2n = 6;
    settings.last_log2n = 6;
    settings.reps = 1;
    settings.key_type = algo::KeyType::F32;
    settings.descending = true;
    settings.values = true;
    engine.start(settings);
    run_race(engine);
    INFO(engine.status());
    REQUIRE_FALSE(engine.running());
    REQUIRE_FALSE(engine.failed());  // an ascending result checked against a descending one would stop it
    for (const char* algorithm : {"radix", "onesweep"}) {
        INFO(algorithm);
        const measure::BenchRecord* record = find_record(engine, "gpu", algorithm, 6);
        REQUIRE(record != nullptr);
        CHECK(record->skipped.empty());
        CHECK(record->checked);
        CHECK(record->key_type == "f32");
        CHECK(record->descending);
        CHECK(record->values);
    }
    // The reference lines the chart draws for it: f32 keys, descending, with u32 values.
    CHECK(raced_keys(engine.settings()) == ReferenceKeys{algo::KeyType::F32, true, true});
}

TEST_CASE("a race skips a quadratic sort whose run a probe estimates over the limit, and stop keeps the results",
          "[gui][session][race]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    RaceEngine engine(programs, limits);
    RaceSettings settings;
    settings.algorithms = {"odd-even-transposition"};
    settings.first_log2n = 20;  // far more keys than its quick_n (8192): a probe run there, scaled as n^2
    settings.last_log2n = 20;
    settings.reps = 1;
    engine.start(settings);
    run_race(engine);
    REQUIRE_FALSE(engine.running());
    const measure::BenchRecord* record = find_record(engine, "gpu", "odd-even-transposition", 20);
    REQUIRE(record != nullptr);
    CHECK(record->skipped.find("in a probe run at 2^13") != std::string::npos);
    CHECK_FALSE(record->keys_per_s);

    settings.algorithms = {"bitonic"};
    settings.first_log2n = 6;
    settings.last_log2n = 12;
    engine.start(settings);
    for (int frame = 0; frame < 3 && engine.running(); ++frame) engine.advance();
    engine.stop();
    CHECK_FALSE(engine.running());
    CHECK(engine.status() == "stopped");
    CHECK_FALSE(engine.records().empty());  // the copy bandwidth at least
    CHECK(engine.progress() < 1.0f);
}

TEST_CASE("the race's header and its chart show one race: the one about to start, then the one run", "[gui][session][race]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    RaceEngine engine(programs, limits);
    // Before any race the engine's own settings are its defaults (2^10..2^20 and more): the view shows
    // the sizes chosen, as its header says, not those.
    RaceSettings chosen;
    chosen.algorithms = {"bitonic"};
    chosen.first_log2n = 6;
    chosen.last_log2n = 7;
    chosen.reps = 1;
    chosen.local_size = 64;
    CHECK(&shown_race_settings(engine, chosen) == &chosen);
    engine.start(chosen);
    chosen.last_log2n = 12;  // moved while it runs: the race shown stays the one running
    CHECK(shown_race_settings(engine, chosen).last_log2n == 7);
    run_race(engine);
    REQUIRE_FALSE(engine.running());
    CHECK(shown_race_settings(engine, chosen).last_log2n == 7);  // and its results, after
}

TEST_CASE("one race lane start builds its plan once (resolve_run.hpp)", "[gui][session][race]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    RaceEngine engine(programs, limits);
    RaceSettings settings;
    // rank: its counting splits by the device's speed elsewhere; a lane keeps the series' split and
    // builds once too.
    settings.algorithms = {"bitonic", "radix", "rank"};
    settings.first_log2n = 7;
    settings.last_log2n = 7;
    settings.reps = 1;
    settings.local_size = 64;
    const test::PlanBuildLog builds;
    engine.start(settings);
    run_race(engine);
    INFO(engine.status());
    REQUIRE_FALSE(engine.running());
    REQUIRE_FALSE(engine.failed());
    for (const char* algorithm : {"bitonic", "radix", "rank"}) {
        INFO(algorithm);
        const measure::BenchRecord* record = find_record(engine, "gpu", algorithm, 7);
        REQUIRE(record != nullptr);
        CHECK(record->skipped.empty());
        CHECK(record->checked);
        CHECK(builds.at(algorithm, 128) == 1u);
    }
}
