// The GPU run of the web page, checked step by step (see lock_step_run.hpp).
#include "lock_step_run.hpp"

#include <algorithm>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/text/steps.hpp"
#include "export_error.hpp"

namespace sortscope::exports::web {

namespace {

std::vector<uint32_t> first_array(const algo::Plan& plan, const std::vector<uint32_t>& keys) {
    return {keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(std::min<size_t>(plan.options.n, keys.size()))};
}

}  // namespace

LockStepRun::LockStepRun(gpu::HeadlessDevice& device, const algo::Plan& plan, std::span<const uint32_t> keys,
                         std::span<const uint32_t> values)
    : m_plan(plan), m_runner(device.programs, device.limits) {
    m_runner.load(plan, keys, values);
    m_reference = algo::make_state(plan, keys, values);
    m_gpu_keys = first_array(plan, m_runner.read_keys());
}

algo::StepEffect LockStepRun::step() {
    const size_t index = m_runner.cursor();
    const algo::Step& step = m_plan.steps.at(index);
    const algo::StepEffect effect = algo::reference_step(m_plan, step, m_reference);
    m_runner.step();
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        if (m_plan.buffer_words[b] == 0) continue;
        const auto id = static_cast<algo::BufferId>(b);
        const std::vector<uint32_t> gpu = m_runner.read_buffer(id);
        const std::vector<uint32_t>& cpu = m_reference[id];
        if (gpu == cpu) continue;
        size_t word = 0;
        while (word < gpu.size() && word < cpu.size() && gpu[word] == cpu[word]) ++word;
        throw ExportError("the GPU differs from the CPU reference after " + algo::step_name(index) + " (" +
                          algo::describe(step) + "): buffer " + std::string(algo::buffer_name(id)) + ", word " + std::to_string(word) +
                          "; no page was written");
    }
    m_gpu_keys = first_array(m_plan, m_runner.read_keys());
    return effect;
}

}  // namespace sortscope::exports::web
