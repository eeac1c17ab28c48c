// One run of a loaded plan timed dispatch by dispatch, issued in slices: the one way Sortscope times a
// dispatch. The measuring engine (app/measure) drives it: `sortscope-cli bench --per-dispatch` issues a
// whole run at once; the race panel and the profile view issue a few dispatches per frame so the app
// stays responsive, and collect the times once the GPU has passed them.
//
// Each dispatch is bracketed by its own pair of GL_TIMESTAMP queries, so time spent between slices (the
// rest of a frame) is never counted. Where timestamps do not see compute work (gpu::probe_timestamps:
// llvmpipe under Xvfb), each dispatch is timed alone by the steady clock between two glFinish calls.
#pragma once

#include <cstddef>
#include <vector>

#include "runner.hpp"

namespace sortscope::gpu {

class TimedRun {
public:
    // Times the dispatches of `runner` from its cursor (restart it first) to the end of its plan.
    // `timestamps`: DeviceLimits::has_timestamp (GpuTimer::uses_timestamps).
    TimedRun(Runner& runner, bool timestamps);
    ~TimedRun();
    TimedRun(const TimedRun&) = delete;
    TimedRun& operator=(const TimedRun&) = delete;

    // Issues up to `max_dispatches` more dispatches (none once all are issued) and flushes them to the
    // GPU. Returns how many it issued.
    size_t issue(size_t max_dispatches);
    size_t issued() const { return m_issued; }
    bool all_issued() const;
    // Whether every issued dispatch's time can be read without waiting (all issued, GPU past them).
    bool ready() const;
    // The milliseconds of each dispatch, in plan order; waits for the GPU if it is not ready.
    std::vector<double> times_ms() const;

private:
    Runner& m_runner;
    size_t m_steps;
    size_t m_issued = 0;
    std::vector<unsigned> m_queries;  // two per dispatch (begin, end); empty on the clock path
    std::vector<double> m_clock_ms;   // the clock path's times
};

}  // namespace sortscope::gpu
