// Measured dispatches as a trace file in Chrome's trace-event format (the JSON object form, which
// ui.perfetto.dev and chrome://tracing open on any machine): one complete event ("ph": "X") per dispatch,
// named after its kernel, with its step, work groups and parameters as args; one thread per lane (an
// algorithm's plan on the same keys), its dispatches back to back from 0, each as long as the median of
// its timed runs; metadata events name the process (the renderer) and each thread (the lane). The
// profile view's Save trace button and `sortscope-cli bench --trace` write it.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::measure {

struct TraceLane {
    std::string name;                         // the thread's name: "bitonic, n = 4,096"
    const algo::Plan* plan = nullptr;         // what ran; outlives the call
    std::vector<std::vector<double>> step_ms;  // per step of the plan, every timed run (ms)
};

struct TraceSource {
    std::string tool;      // "sortscope profile view", "sortscope-cli bench"
    std::string renderer;  // GL_RENDERER and driver: the process's name says where the times were taken
    std::string timer;     // how they were taken
};

class MeasureEngine;

// Every measured job of `engine` with its dispatches timed one by one (bench's largest size, the race
// and the profile's lanes) as a lane named "ALGORITHM, n = N"; they refer to the engine's plans.
std::vector<TraceLane> trace_lanes(const MeasureEngine& engine);

// Nanoseconds, rounded, of a median of `runs` (ms); 0 for no runs.
uint64_t median_ns(std::span<const double> runs);

// The trace: {"traceEvents": [...], "displayTimeUnit": "ns", "otherData": {...}}. A lane's steps
// without runs are left out.
std::string trace_json(const TraceSource& source, std::span<const TraceLane> lanes);

}  // namespace sortscope::measure
