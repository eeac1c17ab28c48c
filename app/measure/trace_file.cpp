// Dispatches as a Chrome/Perfetto trace (see trace_file.hpp). Times are kept in whole nanoseconds and
// written as microseconds (the format's unit), so a lane's events meet end to start exactly.
#include "trace_file.hpp"

#include <nlohmann/json.hpp>

#include <cmath>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "measure_engine.hpp"

namespace sortscope::measure {

namespace {

constexpr int kProcessId = 1;

double microseconds(uint64_t ns) { return static_cast<double>(ns) / 1000.0; }

std::string kernel_name(const algo::Step& step) {
    std::string file(algo::kernel_file(step.kernel));
    const size_t dot = file.rfind(".comp");
    return dot == std::string::npos ? file : file.substr(0, dot);
}

// The step's launch and its kernel's arguments, each by the name the kernel reads it by.
nlohmann::ordered_json step_args(const algo::Plan& plan, size_t index, std::span<const double> runs) {
    const algo::Step& step = plan.steps[index];
    nlohmann::ordered_json args;
    args["step"] = algo::step_number(index);
    args["kernel"] = std::string(algo::kernel_file(step.kernel));
    args["description"] = algo::describe(step);
    args["groups"] = step.groups;
    args["arrays"] = step.z_count(plan.options.batch);
    args["local_size"] = step.local_size;
    args["items"] = step.items;
    args["n"] = step.params.n;
    args["work_items"] = step.params.work_items;
    for (const algo::ArgInfo& field : algo::kernel_info(step.kernel).args.fields) {
        const uint32_t word = field.place == algo::ArgPlace::Param ? step.params.arg[field.slot] : step.variant[field.slot];
        args[std::string(field.name)] = word;
    }
    args["timed_runs_ms"] = std::vector<double>(runs.begin(), runs.end());
    return args;
}

nlohmann::ordered_json name_event(const char* what, int thread, const std::string& name) {
    return {{"name", what}, {"ph", "M"}, {"pid", kProcessId}, {"tid", thread}, {"args", {{"name", name}}}};
}

}  // namespace

std::vector<TraceLane> trace_lanes(const MeasureEngine& engine) {
    std::vector<TraceLane> lanes;
    for (const GpuJob& job : engine.jobs()) {
        if (job.state != JobState::Measured || job.step_ms.empty()) continue;
        lanes.push_back({job.algorithm + ", n = " + algo::with_separators(job.n), &job.plan, job.step_ms});
    }
    return lanes;
}

uint64_t median_ns(std::span<const double> runs) {
    if (runs.empty()) return 0;
    const double ms = algo::median(runs);
    return ms > 0.0 ? static_cast<uint64_t>(std::llround(ms * 1e6)) : 0;
}

std::string trace_json(const TraceSource& source, std::span<const TraceLane> lanes) {
    nlohmann::ordered_json events = nlohmann::ordered_json::array();
    events.push_back(name_event("process_name", 0, "Sortscope on " + source.renderer));
    for (size_t lane = 0; lane < lanes.size(); ++lane) {
        const int thread = static_cast<int>(lane) + 1;
        events.push_back(name_event("thread_name", thread, lanes[lane].name));
        events.push_back({{"name", "thread_sort_index"}, {"ph", "M"}, {"pid", kProcessId}, {"tid", thread},
                          {"args", {{"sort_index", thread}}}});
    }
    for (size_t lane = 0; lane < lanes.size(); ++lane) {
        const TraceLane& measured = lanes[lane];
        if (measured.plan == nullptr) continue;
        const algo::Plan& plan = *measured.plan;
        uint64_t start_ns = 0;
        for (size_t index = 0; index < plan.steps.size() && index < measured.step_ms.size(); ++index) {
            const std::vector<double>& runs = measured.step_ms[index];
            if (runs.empty()) continue;
            const uint64_t duration_ns = median_ns(runs);
            events.push_back({{"name", kernel_name(plan.steps[index])},
                              {"cat", plan.name()},
                              {"ph", "X"},
                              {"ts", microseconds(start_ns)},
                              {"dur", microseconds(duration_ns)},
                              {"pid", kProcessId},
                              {"tid", static_cast<int>(lane) + 1},
                              {"args", step_args(plan, index, runs)}});
            start_ns += duration_ns;
        }
    }
    nlohmann::ordered_json trace;
    trace["traceEvents"] = std::move(events);
    trace["displayTimeUnit"] = "ns";
    trace["otherData"] = {{"tool", source.tool},
                          {"renderer", source.renderer},
                          {"timer", source.timer},
                          {"layout", "each thread is one lane: its plan's dispatches back to back from 0, each as long as the "
                                     "median of its timed runs (the time between dispatches is not shown)"}};
    return trace.dump(1) + "\n";
}

}  // namespace sortscope::measure
