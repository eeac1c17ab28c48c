// Runs of a loaded plan, timed whole or dispatch by dispatch, and the copy's buffer (see plan_runs.hpp).
#include "plan_runs.hpp"

#include <algorithm>

namespace sortscope::measure {

std::string timer_text(RunTiming timing, bool timestamps) {
    const std::string method = gpu::GpuTimer::method_name(timestamps);
    if (timing == RunTiming::WholeRun) return method;
    return method + (timestamps ? " pairs around each dispatch" : " around each dispatch");
}

PlanRun::PlanRun(gpu::Runner& runner, RunTiming timing, bool timestamps)
    : m_runner(runner), m_timing(timing), m_timestamps(timestamps), m_steps(runner.step_count() - runner.cursor()) {
    if (m_timing == RunTiming::PerDispatch) m_dispatches = std::make_unique<gpu::TimedRun>(runner, timestamps);
}

size_t PlanRun::issue(size_t max_dispatches) {
    if (all_issued()) return 0;
    if (m_timing == RunTiming::PerDispatch) {
        const size_t issued = m_dispatches->issue(max_dispatches);
        m_issued += issued;
        return issued;
    }
    gpu::GpuTimer timer(m_timestamps);
    timer.start();
    m_runner.run_to_end();
    m_whole_ms = timer.stop_ms();
    m_issued = m_steps;
    return m_steps;
}

bool PlanRun::all_issued() const { return m_issued >= m_steps; }

bool PlanRun::ready() const {
    if (!all_issued()) return false;
    return m_timing == RunTiming::WholeRun || m_dispatches->ready();
}

std::vector<double> PlanRun::times_ms() const {
    if (m_timing == RunTiming::WholeRun) return {m_whole_ms};
    return m_dispatches->times_ms();
}

uint64_t copy_bytes_within(const gpu::DeviceLimits& limits, uint64_t bytes) {
    if (limits.max_storage_block_bytes != 0) bytes = std::min(bytes, limits.max_storage_block_bytes);
    bytes = std::max<uint64_t>(16, bytes / 16 * 16);
    return std::min<uint64_t>(bytes, uint64_t{UINT32_MAX} * 4 / 16 * 16);  // at most 2^32 - 1 words
}

std::vector<uint32_t> copy_pattern(uint64_t words) {
    std::vector<uint32_t> input(words);
    for (uint64_t i = 0; i < words; ++i) input[i] = static_cast<uint32_t>(i * 2654435761u) ^ 0x5bd1e995u;
    return input;
}

}  // namespace sortscope::measure
