// The plan run on the GPU one dispatch at a time for the web page, as the app runs it: after every
// dispatch the runner's buffers are read back and compared, word for word, with the CPU reference that
// ran the same step, so the page shows only keys the GPU produced and the reference agreed with.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "device/headless_device.hpp"
#include "runner.hpp"

namespace sortscope::exports::web {

class LockStepRun {
public:
    // Loads `plan` with `keys` (and `values` when the plan carries a payload). Throws gpu::GpuError.
    LockStepRun(gpu::HeadlessDevice& device, const algo::Plan& plan, std::span<const uint32_t> keys,
                std::span<const uint32_t> values);

    // Runs the next step on the GPU and on the reference and compares every buffer the plan has. Throws
    // ExportError naming the step, the buffer and the first word that differs.
    algo::StepEffect step();

    size_t steps_run() const { return m_runner.cursor(); }
    const algo::State& reference() const { return m_reference; }
    // The first array's keys as the GPU left them after the steps run so far.
    const std::vector<uint32_t>& gpu_keys() const { return m_gpu_keys; }

private:
    const algo::Plan& m_plan;
    gpu::Runner m_runner;
    algo::State m_reference;
    std::vector<uint32_t> m_gpu_keys;
};

}  // namespace sortscope::exports::web
