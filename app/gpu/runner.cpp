// Executes plans: one glDispatchCompute per Step, a storage barrier after each, 2-D grids past the
// per-dimension group limit.
#include "runner.hpp"

#include <algorithm>
#include <string>

#include "gl.hpp"
#include "gpu_error.hpp"

namespace sortscope::gpu {

namespace {

constexpr unsigned kKeyBinding = 0;    // BINDING_KEYS in common.glsl
constexpr unsigned kStepBinding = 7;   // BINDING_STEPS in common.glsl
constexpr GLint kStepUniform = 0;      // layout(location = 0) uniform uint u_step

std::string mib(uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB"; }

}  // namespace

Runner::Runner(ProgramCache& programs, const DeviceLimits& limits)
    : m_programs(programs), m_limits(limits), m_max_groups(std::max(1u, limits.max_groups[0])) {}

void Runner::check_fits(const algo::Plan& plan, size_t key_count) const {
    if (key_count != plan.options.n) {
        throw GpuError("the plan is for " + std::to_string(plan.options.n) + " keys but " +
                       std::to_string(key_count) + " were given");
    }
    const uint64_t key_bytes = uint64_t{plan.options.n} * 4;
    if (m_limits.max_storage_block_bytes != 0 && key_bytes > m_limits.max_storage_block_bytes) {
        throw GpuError("n = " + std::to_string(plan.options.n) + " needs " + mib(key_bytes) +
                       " of keys, more than this device's largest storage buffer (" +
                       mib(m_limits.max_storage_block_bytes) + ")");
    }
    for (const algo::Step& step : plan.steps) {
        if (step.local_size == 0 || step.local_size > m_limits.max_local_size_x ||
            step.local_size > m_limits.max_invocations) {
            throw GpuError("work-group size " + std::to_string(step.local_size) + " is outside this device's 1.." +
                           std::to_string(std::min(m_limits.max_local_size_x, m_limits.max_invocations)));
        }
        const Grid grid = grid_for(step.groups);
        if (grid.y > std::max(1u, m_limits.max_groups[1])) {
            throw GpuError("a dispatch of " + std::to_string(step.groups) + " groups exceeds this device's grid");
        }
    }
}

void Runner::load(const algo::Plan& plan, std::span<const uint32_t> keys) {
    check_fits(plan, keys.size());
    for (const algo::Step& step : plan.steps) m_programs.get(step.kernel, step.local_size);
    m_plan = plan;

    std::vector<uint32_t> words;
    words.reserve(m_plan.steps.size() * (sizeof(algo::StepParams) / 4));
    for (const algo::Step& step : m_plan.steps) {
        const auto* params = reinterpret_cast<const uint32_t*>(&step.params);
        words.insert(words.end(), params, params + sizeof(algo::StepParams) / 4);
    }
    m_steps.allocate(words.size() * 4, "step parameters");
    m_steps.upload(words);
    m_keys.allocate(uint64_t{keys.size()} * 4, "keys");
    restart(keys);
}

void Runner::restart(std::span<const uint32_t> keys) {
    m_keys.upload(keys);
    m_cursor = 0;
}

Grid Runner::grid_for(uint32_t groups) const {
    if (groups <= m_max_groups) return {groups, groups > 0 ? 1u : 0u};
    return {m_max_groups, static_cast<uint32_t>((uint64_t{groups} + m_max_groups - 1) / m_max_groups)};
}

void Runner::step() {
    if (done()) return;
    const algo::Step& step = m_plan.steps[m_cursor];
    const Grid grid = grid_for(step.groups);
    if (grid.x > 0) {
        glUseProgram(m_programs.get(step.kernel, step.local_size).id());
        m_keys.bind(kKeyBinding);
        m_steps.bind(kStepBinding);
        glUniform1ui(kStepUniform, static_cast<GLuint>(m_cursor));
        glDispatchCompute(grid.x, grid.y, 1);
        // The next dispatch reads what this one wrote.
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }
    ++m_cursor;
}

void Runner::run_to_end() {
    while (!done()) step();
    check_gl("running " + m_plan.algorithm);
}

std::vector<uint32_t> Runner::read_keys() const {
    std::vector<uint32_t> keys(m_plan.options.n);
    m_keys.download(keys);
    return keys;
}

}  // namespace sortscope::gpu
