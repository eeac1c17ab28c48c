// One measurement of a loaded plan, a step at a time: the check run, the warm-up runs (plan_runs.hpp's
// policy), the timed runs, and, where every dispatch is wanted on its own while runs are timed whole,
// a second warm-up and as many runs timed dispatch by dispatch. Each step issues some of the current
// run's dispatches (at most what the slice has left) or collects a finished run and starts the next, so
// the same measurement runs to its end in one call (`bench`) or over many frames (the race, the profile)
// and leaves the same runs. After the check run it waits for the caller, which compares the result and
// calls checked().
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "plan_runs.hpp"
#include "runner.hpp"

namespace sortscope::measure {

// The share of work one advance of the engine may do.
struct Slice {
    size_t dispatches = SIZE_MAX;  // dispatches it may still issue
    uint64_t id = 0;               // which advance this is
    bool blocking = true;          // wait for the GPU rather than give the frame back (run_to_end)
};

struct RunSettings {
    RunTiming timing = RunTiming::WholeRun;
    bool timestamps = false;  // DeviceLimits::has_timestamp
    uint32_t reps = 1;        // timed runs
    // Every dispatch's time of every timed run as well: from the timed runs themselves when they are
    // timed dispatch by dispatch, else from a second warm-up and `reps` runs timed that way.
    bool dispatch_times = false;
    // The plan leaves its input as it was (the copy): a run only rewinds, nothing is uploaded again.
    bool input_survives = false;
    // The GPU's clock where it can be read: the warm-up waits for it, and each timed run reads it after.
    const gpu::GpuClock* clock = nullptr;
};

class PlanMeasurement {
public:
    enum class Phase { Check, WarmUp, Timed, DispatchWarmUp, DispatchTimed, Done };

    // `runner` holds the plan, loaded with its input (which each later run restores: Runner::restart),
    // its cursor at the start; it outlives this measurement.
    PlanMeasurement(gpu::Runner& runner, RunSettings settings);

    // One move; false when there is nothing to do before the GPU, the caller or a later slice.
    bool step(Slice& slice);
    bool awaiting_check() const { return m_awaiting_check; }
    void checked();

    Phase phase() const { return m_phase; }
    bool done() const { return m_phase == Phase::Done; }
    const std::vector<double>& warm_up_ms() const { return m_warm_up_ms; }  // every warm-up run, in order
    const std::vector<double>& timed_ms() const { return m_timed_ms; }      // every timed run, in order
    // Per step of the plan, every run timed dispatch by dispatch (empty without dispatch_times).
    const std::vector<std::vector<double>>& step_ms() const { return m_step_ms; }
    double ms_per_dispatch() const { return m_ms_per_dispatch; }  // of the last run collected
    // The lowest shader clock read just after a timed run, in MHz (RunSettings::clock only).
    std::optional<uint32_t> lowest_timed_clock_mhz() const { return m_lowest_clock_mhz; }

private:
    void start_run(const Slice& slice);
    void collected(const std::vector<double>& times, double total);

    gpu::Runner& m_runner;
    RunSettings m_settings;
    Phase m_phase = Phase::Check;
    bool m_awaiting_check = false;
    std::unique_ptr<PlanRun> m_run;
    uint64_t m_run_slice = 0;  // the slice the current run was started in
    WarmUp m_warm_up;
    WarmUp m_dispatch_warm_up;
    uint32_t m_dispatch_runs = 0;
    std::vector<double> m_warm_up_ms;
    std::vector<double> m_timed_ms;
    std::vector<std::vector<double>> m_step_ms;
    double m_ms_per_dispatch = 0.0;
    std::optional<uint32_t> m_lowest_clock_mhz;
};

}  // namespace sortscope::measure
