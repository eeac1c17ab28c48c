// One plan's check, warm-up and timed runs, a step at a time (see plan_measurement.hpp).
#include "plan_measurement.hpp"

#include <algorithm>
#include <numeric>

namespace sortscope::measure {

PlanMeasurement::PlanMeasurement(gpu::Runner& runner, RunSettings settings)
    : m_runner(runner), m_settings(settings), m_warm_up(settings.clock), m_dispatch_warm_up(settings.clock) {
    if (m_settings.dispatch_times) m_step_ms.assign(runner.step_count(), {});
}

void PlanMeasurement::checked() {
    m_awaiting_check = false;
    m_phase = Phase::WarmUp;
}

void PlanMeasurement::start_run(const Slice& slice) {
    // The check run starts from load(), which put the input in place; every later run starts afresh from
    // the input the runner kept, and that restore must be done before the first timestamp (the run's time
    // would include it otherwise, as it once included the tail of a large glBufferSubData on NVIDIA).
    if (m_phase != Phase::Check) {
        if (m_settings.input_survives) {
            m_runner.rewind();
        } else {
            m_runner.restart();
            m_runner.wait_for_input();
        }
    }
    const bool by_dispatch = m_phase == Phase::DispatchWarmUp || m_phase == Phase::DispatchTimed;
    m_run = std::make_unique<PlanRun>(m_runner, by_dispatch ? RunTiming::PerDispatch : m_settings.timing, m_settings.timestamps);
    m_run_slice = slice.id;
}

bool PlanMeasurement::step(Slice& slice) {
    if (m_phase == Phase::Done || m_awaiting_check) return false;
    if (!m_run) start_run(slice);
    if (!m_run->all_issued()) {
        if (slice.dispatches == 0) return false;  // this slice's share is issued
        slice.dispatches -= std::min(slice.dispatches, m_run->issue(slice.dispatches));
        return true;
    }
    // A run issued within this slice is waited for: its GPU work is bounded by the slice's dispatches.
    if (!m_run->ready() && !slice.blocking && m_run_slice != slice.id) return false;
    const std::vector<double> times = m_run->times_ms();
    const double total = std::accumulate(times.begin(), times.end(), 0.0);
    if (m_run->issued() > 0) m_ms_per_dispatch = total / static_cast<double>(m_run->issued());
    m_run.reset();  // its queries go before the next run's are made
    collected(times, total);
    return true;
}

void PlanMeasurement::collected(const std::vector<double>& times, double total) {
    auto keep_steps = [&] {
        for (size_t s = 0; s < m_step_ms.size() && s < times.size(); ++s) m_step_ms[s].push_back(times[s]);
    };
    switch (m_phase) {
        case Phase::Check:
            m_awaiting_check = true;
            return;
        case Phase::WarmUp:
            m_warm_up_ms.push_back(total);
            m_warm_up.add(total);
            if (m_warm_up.done()) m_phase = Phase::Timed;
            return;
        case Phase::Timed:
            m_timed_ms.push_back(total);
            if (m_settings.clock != nullptr) {
                if (const std::optional<uint32_t> mhz = m_settings.clock->sm_mhz()) {
                    m_lowest_clock_mhz = std::min(m_lowest_clock_mhz.value_or(*mhz), *mhz);
                }
            }
            if (m_settings.dispatch_times && m_settings.timing == RunTiming::PerDispatch) keep_steps();
            if (m_timed_ms.size() < m_settings.reps) return;
            m_phase = m_settings.dispatch_times && m_settings.timing == RunTiming::WholeRun ? Phase::DispatchWarmUp : Phase::Done;
            return;
        case Phase::DispatchWarmUp:
            m_dispatch_warm_up.add(total);
            if (m_dispatch_warm_up.done()) m_phase = Phase::DispatchTimed;
            return;
        case Phase::DispatchTimed:
            keep_steps();
            if (++m_dispatch_runs >= m_settings.reps) m_phase = Phase::Done;
            return;
        case Phase::Done:
            return;
    }
}

}  // namespace sortscope::measure
