// ProfileEngine, driven headless through an EGL context as the app drives it (advance once per frame):
// every algorithm's plan gets a time for every dispatch, checked first, next to a second algorithm on the
// same keys and the copy bandwidth; the records hold a row per dispatch; the timeline lays out a bar per
// dispatch; a lane that cannot run is skipped with its reason; the trace the view saves.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "core/profile/profile_engine.hpp"
#include "core/profile/profile_trace.hpp"
#include "core/profile/timeline_layout.hpp"
#include "device/device_limits.hpp"
#include "gpu_device.hpp"
#include "plan_build_log.hpp"
#include "programs/program.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

void run_profile(ProfileEngine& engine, std::chrono::seconds limit = std::chrono::seconds(300)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (engine.running() && std::chrono::steady_clock::now() < deadline) engine.advance();
}

size_t count_kind(const std::vector<measure::BenchRecord>& records, const std::string& kind, const std::string& algorithm) {
    size_t count = 0;
    for (const measure::BenchRecord& record : records) count += record.kind == kind && record.algorithm == algorithm ? 1 : 0;
    return count;
}

}  // namespace

TEST_CASE("the profile times every dispatch of every algorithm, beside a second one, with the copy bandwidth",
          "[gui][session][profile]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    ProfileEngine engine(programs, limits);
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        ProfileRequest request;
        request.input.algorithm = std::string(info.id);
        request.input.n = 200;  // not a power of two; small enough for the quadratic sorts
        request.input.local_size = 32;
        request.compare_with = info.id == "radix" ? "onesweep" : "radix";
        request.reps = 2;
        INFO(request.input.algorithm << " against " << request.compare_with);
        engine.start(request);
        REQUIRE(engine.running());
        run_profile(engine);
        INFO(engine.status());
        REQUIRE_FALSE(engine.running());
        REQUIRE_FALSE(engine.failed());
        CHECK(engine.status() == "measured");
        REQUIRE(engine.copy_gb_per_s());
        CHECK(*engine.copy_gb_per_s() > 0.0);

        REQUIRE(engine.lanes().size() == 2);
        std::vector<TimelineLane> timeline;
        for (const ProfileLane& lane : engine.lanes()) {
            INFO("lane " << lane.input.algorithm);
            REQUIRE(lane.measured());
            REQUIRE_FALSE(lane.plan.steps.empty());
            REQUIRE(lane.times.size() == lane.plan.steps.size());
            REQUIRE(lane.median_ms.size() == lane.plan.steps.size());
            double sum = 0.0;
            for (size_t s = 0; s < lane.times.size(); ++s) {
                CHECK(lane.times[s].size() == 2);
                CHECK(lane.median_ms[s] >= 0.0);
                sum += lane.median_ms[s];
            }
            CHECK(lane.run_ms == Approx(sum));
            CHECK(lane.run_ms > 0.0);
            TimelineLane row{lane.input.algorithm, {}};
            for (size_t s = 0; s < lane.plan.steps.size(); ++s) {
                row.dispatches.push_back({lane.median_ms[s], std::string(algo::kernel_file(lane.plan.steps[s].kernel)), 0});
            }
            timeline.push_back(row);
            // The records: the whole run and a row per dispatch, with the dispatch's step and kernel.
            const std::vector<measure::BenchRecord> records = engine.records();
            CHECK(count_kind(records, "gpu", lane.input.algorithm) == 1);
            CHECK(count_kind(records, "dispatch", lane.input.algorithm) == lane.plan.steps.size());
            for (const measure::BenchRecord& record : records) {
                if (record.kind != "dispatch" || record.algorithm != lane.input.algorithm) continue;
                REQUIRE(record.step);
                CHECK(record.kernel == algo::kernel_file(lane.plan.steps[*record.step].kernel));
                CHECK(record.times_ms == lane.times[*record.step]);
                CHECK(record.checked);
            }
        }
        CHECK(engine.lanes()[0].input.algorithm == request.input.algorithm);
        CHECK(engine.lanes()[1].input.algorithm == request.compare_with);
        CHECK(count_kind(engine.records(), "copy", "copy") == 1);
        const TimelineLayout layout = layout_timeline(timeline, {0.0f, 0.0f, 800.0f, 200.0f}, TimelineStep{0, 0}, 8.0f);
        CHECK(layout.bars.size() == engine.lanes()[0].plan.steps.size() + engine.lanes()[1].plan.steps.size());
        CHECK(layout.lit);
    }
}

TEST_CASE("the profile skips a comparison that cannot sort the input, with the reason, and keeps the other lane",
          "[gui][session][profile]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    ProfileEngine engine(programs, limits);
    ProfileRequest request;
    request.input.algorithm = "bitonic-shared";
    request.input.n = 1u << 20;
    request.compare_with = "rank";  // quadratic: refused at 2^20 keys
    request.reps = 1;
    engine.start(request);
    run_profile(engine);
    INFO(engine.status());
    REQUIRE_FALSE(engine.failed());
    REQUIRE(engine.lanes().size() == 2);
    CHECK(engine.lanes()[0].measured());
    CHECK_FALSE(engine.lanes()[1].measured());
    CHECK_FALSE(engine.lanes()[1].skipped.empty());
    bool skipped_row = false;
    for (const measure::BenchRecord& record : engine.records()) skipped_row = skipped_row || (record.algorithm == "rank" && !record.skipped.empty());
    CHECK(skipped_row);
}

TEST_CASE("stopping the profile keeps it stopped, and a new start measures afresh", "[gui][session][profile]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    ProfileEngine engine(programs, limits);
    ProfileRequest request;
    request.input.n = 64;
    request.reps = 1;
    engine.start(request);
    engine.advance();
    engine.stop();
    CHECK_FALSE(engine.running());
    CHECK(engine.status() == "stopped");
    engine.start(request);
    run_profile(engine);
    REQUIRE(engine.lanes().size() == 1);  // no comparison asked for
    CHECK(engine.lanes()[0].measured());
    CHECK(engine.status() == "measured");
}

TEST_CASE("the profile's Save trace holds an event per dispatch of each lane and a thread per lane", "[gui][session][profile]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    ProfileEngine engine(programs, limits);
    ProfileRequest request;
    request.input.algorithm = "radix";
    request.input.n = 300;
    request.input.local_size = 32;
    request.compare_with = "bitonic-shared";
    request.reps = 2;
    engine.start(request);
    run_profile(engine);
    INFO(engine.status());
    REQUIRE(engine.status() == "measured");
    const nlohmann::json trace = nlohmann::json::parse(profile_trace(engine));
    CHECK(trace.at("displayTimeUnit") == "ns");
    std::map<int, size_t> events;
    std::map<int, std::string> threads;
    std::string process;
    std::map<int, double> ends;
    for (const nlohmann::json& event : trace.at("traceEvents")) {
        const int thread = event.at("tid");
        if (event.at("ph") == "M") {
            if (event.at("name") == "thread_name") threads[thread] = event.at("args").at("name");
            if (event.at("name") == "process_name") process = event.at("args").at("name");
            continue;
        }
        REQUIRE(event.at("ph") == "X");
        const double ts = event.at("ts");
        const double dur = event.at("dur");
        CHECK(dur >= 0.0);
        if (ends.count(thread) != 0) CHECK(ts >= ends[thread] - 1e-6);  // in order, not overlapping
        ends[thread] = ts + dur;
        ++events[thread];
    }
    CHECK(process == "Sortscope on " + limits.renderer);
    CHECK(threads.at(1) == "radix, n = 300");
    CHECK(threads.at(2) == "bitonic-shared, n = 300");
    CHECK(events.at(1) == engine.lanes()[0].plan.steps.size());
    CHECK(events.at(2) == engine.lanes()[1].plan.steps.size());
    // The lane's last event ends at the sum of its medians (whole nanoseconds each).
    double sum_us = 0.0;
    for (const double ms : engine.lanes()[0].median_ms) sum_us += ms * 1000.0;
    CHECK(ends.at(1) == Approx(sum_us).margin(0.001 * static_cast<double>(engine.lanes()[0].median_ms.size())));
}

TEST_CASE("one profile run builds each lane's plan once (resolve_run.hpp)", "[gui][session][profile]") {
    if (test::test_device() == nullptr) return;
    gpu::ProgramCache programs;
    const gpu::DeviceLimits limits = gpu::query_device_limits();
    ProfileEngine engine(programs, limits);
    ProfileRequest request;
    request.input.algorithm = "rank";
    request.input.n = 200;
    request.input.local_size = 32;
    request.compare_with = "bitonic";
    request.reps = 1;
    const test::PlanBuildLog builds;
    engine.start(request);
    run_profile(engine);
    INFO(engine.status());
    REQUIRE_FALSE(engine.running());
    REQUIRE_FALSE(engine.failed());
    REQUIRE(engine.lanes().size() == 2);
    for (const ProfileLane& lane : engine.lanes()) {
        INFO(lane.input.algorithm);
        CHECK(lane.measured());
        CHECK(builds.at(lane.input.algorithm, 200) == 1u);
    }
}
