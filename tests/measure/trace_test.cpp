// Dispatches as a Chrome/Perfetto trace (app/measure/trace_file.hpp): valid JSON in the trace-event
// format, one complete event per dispatch named after its kernel with its step, groups and parameters,
// each lane's events in order and back to back (none overlapping), durations the medians of the runs,
// metadata naming the process and the threads; and from a real series measured dispatch by dispatch
// (llvmpipe on CI), an event for every dispatch of every measured plan. Also the race chart's series
// from records (measure/rate_series.hpp), which bench --chart and the race view draw.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "gpu_device.hpp"
#include "measure_engine.hpp"
#include "rate_series.hpp"
#include "trace_file.hpp"

using namespace sortscope;

namespace {

struct CheckedTrace {
    std::map<int, size_t> events_per_thread;
    std::map<int, std::string> thread_names;
    std::string process_name;
};

// Checks the format's rules and returns what the trace holds.
CheckedTrace check_trace(const std::string& text) {
    const nlohmann::json trace = nlohmann::json::parse(text);  // throws (fails the test) when not JSON
    REQUIRE(trace.is_object());
    CHECK(trace.at("displayTimeUnit") == "ns");
    const nlohmann::json& events = trace.at("traceEvents");
    REQUIRE(events.is_array());
    CheckedTrace checked;
    std::map<int, double> end_of_thread;
    for (const nlohmann::json& event : events) {
        INFO(event.dump());
        REQUIRE(event.at("name").is_string());
        REQUIRE(event.at("pid").is_number_integer());
        REQUIRE(event.at("tid").is_number_integer());
        const std::string phase = event.at("ph");
        const int thread = event.at("tid");
        if (phase == "M") {
            if (event.at("name") == "process_name") checked.process_name = event.at("args").at("name");
            if (event.at("name") == "thread_name") checked.thread_names[thread] = event.at("args").at("name");
            continue;
        }
        REQUIRE(phase == "X");
        const double ts = event.at("ts");
        const double dur = event.at("dur");
        CHECK(ts >= 0.0);
        CHECK(dur >= 0.0);
        // In order and not overlapping: each starts where (or after) the last of its thread ended.
        if (end_of_thread.count(thread) != 0) CHECK(ts >= end_of_thread[thread] - 1e-6);
        end_of_thread[thread] = ts + dur;
        const nlohmann::json& args = event.at("args");
        CHECK(args.at("step").is_number_unsigned());
        CHECK(args.at("groups").is_number_unsigned());
        CHECK(args.at("kernel").get<std::string>().find(event.at("name").get<std::string>()) == 0);
        CHECK_FALSE(args.at("timed_runs_ms").empty());
        ++checked.events_per_thread[thread];
    }
    return checked;
}

}  // namespace

TEST_CASE("a trace has one complete event per dispatch, back to back, named and with its parameters", "[measure][trace]") {
    const algo::Plan bitonic = algo::find_algorithm("bitonic")->build(algo::sized(16));
    const algo::Plan radix = algo::find_algorithm("radix")->build(algo::sized(100));
    std::vector<measure::TraceLane> lanes = {{"bitonic, n = 16", &bitonic, {}}, {"radix, n = 100", &radix, {}}};
    for (measure::TraceLane& lane : lanes) {
        for (size_t step = 0; step < lane.plan->steps.size(); ++step) {
            // Three runs: the median (the middle) is the event's length; a zero-length dispatch is allowed.
            const double middle = step == 2 ? 0.0 : 0.001 * static_cast<double>(step + 1);
            lane.step_ms.push_back({middle * 3.0, middle, 0.5 * middle});
        }
    }
    const std::string text = measure::trace_json({"a test", "llvmpipe (LLVM 15.0.6, 256 bits)", "glFinish and the clock"}, lanes);
    const CheckedTrace checked = check_trace(text);
    CHECK(checked.process_name == "Sortscope on llvmpipe (LLVM 15.0.6, 256 bits)");
    CHECK(checked.thread_names.at(1) == "bitonic, n = 16");
    CHECK(checked.thread_names.at(2) == "radix, n = 100");
    CHECK(checked.events_per_thread.at(1) == bitonic.steps.size());
    CHECK(checked.events_per_thread.at(2) == radix.steps.size());

    // The events themselves: the first lane's third event starts at the sum of the first two medians
    // (1 + 2 microseconds) and lasts 0; every parameter of the kernel is an arg by its name.
    const nlohmann::json trace = nlohmann::json::parse(text);
    std::vector<nlohmann::json> first_lane;
    for (const nlohmann::json& event : trace.at("traceEvents")) {
        if (event.at("ph") == "X" && event.at("tid") == 1) first_lane.push_back(event);
    }
    REQUIRE(first_lane.size() == bitonic.steps.size());
    CHECK(first_lane[0].at("ts").get<double>() == Approx(0.0));
    CHECK(first_lane[0].at("dur").get<double>() == Approx(1.0));
    CHECK(first_lane[2].at("ts").get<double>() == Approx(3.0));
    CHECK(first_lane[2].at("dur").get<double>() == Approx(0.0));
    CHECK(first_lane[3].at("ts").get<double>() == Approx(3.0));
    for (size_t step = 0; step < bitonic.steps.size(); ++step) {
        const nlohmann::json& args = first_lane[step].at("args");
        CHECK(args.at("step") == step + 1);
        CHECK(args.at("groups") == bitonic.steps[step].groups);
        for (const algo::ArgInfo& field : algo::kernel_info(bitonic.steps[step].kernel).args.fields) {
            CHECK(args.contains(std::string(field.name)));
        }
    }
    CHECK(trace.at("otherData").at("renderer") == "llvmpipe (LLVM 15.0.6, 256 bits)");
}

TEST_CASE("a series timed dispatch by dispatch gives a trace event for every dispatch it ran", "[measure][trace]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    measure::SeriesSettings settings;
    settings.algorithms = {"bitonic", "radix"};
    settings.sizes = {256};
    settings.options.local_size = 64;
    settings.reps = 2;
    settings.cpu_baselines = false;
    settings.timing = measure::RunTiming::WholeRun;
    settings.dispatch_rows = measure::DispatchRows::Largest;  // bench --per-dispatch, as --trace asks
    measure::MeasureEngine engine(device->programs, device->limits);
    engine.start(settings);
    engine.run_to_end();
    INFO(engine.failure());
    REQUIRE_FALSE(engine.failed());
    const std::vector<measure::TraceLane> lanes = measure::trace_lanes(engine);
    REQUIRE(lanes.size() == 2);
    const CheckedTrace checked = check_trace(measure::trace_json({"a test", device->limits.renderer, engine.timer()}, lanes));
    for (size_t lane = 0; lane < lanes.size(); ++lane) {
        INFO(lanes[lane].name);
        CHECK(checked.events_per_thread.at(static_cast<int>(lane) + 1) == lanes[lane].plan->steps.size());
    }
    CHECK(checked.thread_names.at(1) == "bitonic, n = 256");
}

TEST_CASE("the race chart's series: a line per sort measured, its ceiling apart, skipped and copy rows left out", "[measure][race-chart]") {
    const auto record = [](const char* kind, const char* algorithm, uint32_t log2n, std::optional<double> rate,
                           std::optional<double> ceiling = std::nullopt, const char* skipped = "") {
        measure::BenchRecord made;
        made.kind = kind;
        made.algorithm = algorithm;
        made.log2n = log2n;
        made.keys_per_s = rate;
        made.ceiling_keys_per_s = ceiling;
        made.skipped = skipped;
        return made;
    };
    const std::vector<measure::BenchRecord> records = {
        record("copy", "copy", 0, std::nullopt),
        record("gpu", "bitonic", 10, 1e6, 5e8),
        record("cpu", "std::sort", 10, 9e7),
        record("gpu", "bitonic", 11, 2e6, 5e8),
        record("gpu", "rank", 11, std::nullopt, std::nullopt, "over the time limit"),
        record("dispatch", "bitonic", 11, 3e9),
        record("cpu", "std::sort", 11, 8e7),
    };
    const std::vector<diagram::RateSeries> series = measure::rate_series(records);
    REQUIRE(series.size() == 3);
    CHECK(series[0].name == "bitonic");
    CHECK_FALSE(series[0].dashed);
    CHECK(series[0].points.size() == 2);
    CHECK(series[0].points[1].log2n == 11.0f);
    CHECK(series[0].points[1].value == 2e6);
    CHECK(series[1].name == "bitonic");
    CHECK(series[1].dashed);  // its ceiling
    CHECK(series[1].points.size() == 2);
    CHECK(series[2].name == "std::sort");
    CHECK(series[2].points.size() == 2);
    CHECK(series[2].colour == diagram::rate_series_colour("std::sort"));
}
