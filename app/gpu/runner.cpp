// Executes plans: one glDispatchCompute per Step with its buffers bound, a storage barrier after each,
// the batch in z (or the step's own z_groups), split over several dispatches past the device's z limit
// (each with its first array in u_z_first), and 2-D grids past the per-dimension group limit.
#include "runner.hpp"

#include <algorithm>
#include <string>

#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/plan/shader_interface.hpp"
#include "device/gl.hpp"
#include "device/gpu_error.hpp"
#include "memory/word_writes.hpp"

namespace sortscope::gpu {

namespace {

constexpr GLint kStepUniform = algo::kStepUniformLocation;  // u_step: this dispatch's parameter block
constexpr GLint kZFirstUniform = algo::kZFirstUniformLocation;  // u_z_first: the dispatch's first array

}  // namespace

Runner::Runner(ProgramCache& programs, const DeviceLimits& limits)
    : m_programs(programs),
      m_limits(limits),
      m_max_groups(std::max(1u, limits.max_groups[0])),
      m_max_z_groups(std::max(1u, limits.max_groups[2])) {
    m_placeholder.allocate(16, "an unused binding");
}

void Runner::set_guard_words(uint32_t words, uint32_t pattern) {
    m_guard_pattern = pattern;
    GLint alignment = 16;
    glGetIntegerv(GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT, &alignment);
    const uint32_t align_words = std::max(1u, static_cast<uint32_t>(alignment) / 4u);
    m_guard_words = words == 0 ? 0 : (words + align_words - 1) / align_words * align_words;
}

std::optional<GuardBreach> Runner::check_guards() const {
    if (m_guard_words == 0) return std::nullopt;
    std::vector<uint32_t> guard(m_guard_words);
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        if (m_buffers[b].bytes() == 0) continue;
        const auto words = static_cast<int64_t>(m_plan.buffer_words[b]);
        for (const int64_t zone : {int64_t{-1}, int64_t{1}}) {
            const int64_t first = zone < 0 ? -int64_t{m_guard_words} : words;
            m_buffers[b].download(guard, static_cast<uint64_t>(first + m_guard_words));
            for (uint32_t w = 0; w < m_guard_words; ++w) {
                if (guard[w] != m_guard_pattern) return GuardBreach{static_cast<algo::BufferId>(b), first + w, guard[w]};
            }
        }
    }
    return std::nullopt;
}

void Runner::check_fits(const algo::Plan& plan, size_t key_count, size_t value_count) const {
    if (key_count != plan.total_keys()) {
        throw GpuError("the plan is for " + std::to_string(plan.total_keys()) + " keys but " +
                       std::to_string(key_count) + " were given");
    }
    if (plan.options.values && value_count != key_count) {
        throw GpuError("the plan carries a payload: " + std::to_string(key_count) + " values are needed, " +
                       std::to_string(value_count) + " were given");
    }
    check_plan(plan);
}

void Runner::check_plan(const algo::Plan& plan) const {
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        const uint64_t bytes = plan.buffer_words[b] * 4;
        if (m_limits.max_storage_block_bytes != 0 && bytes > m_limits.max_storage_block_bytes) {
            throw GpuError(std::to_string(plan.total_keys()) + " keys need " + mib_text(bytes) + " of " +
                           std::string(algo::buffer_name(static_cast<algo::BufferId>(b))) +
                           ", more than this device's largest storage buffer (" +
                           mib_text(m_limits.max_storage_block_bytes) + ")");
        }
    }
    for (const algo::Step& step : plan.steps) {
        // A batch (z_groups 0) past the device's groups in z is split over dispatches (step()); a step's own
        // count in z is not.
        if (step.z_groups > std::max(1u, m_limits.max_groups[2])) {
            throw GpuError("a dispatch of " + std::to_string(step.z_groups) + " groups in z exceeds this device's " +
                           std::to_string(m_limits.max_groups[2]));
        }
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

void Runner::load(const algo::Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values) {
    check_fits(plan, keys.size(), values.size());
    // Each step's program, as the plan and the catalogue say, found once here rather than per dispatch.
    std::vector<ProgramKey> programs;
    programs.reserve(plan.steps.size());
    for (const algo::Step& step : plan.steps) {
        programs.push_back(program_key(plan, step));
        m_programs.get(programs.back());
    }
    m_plan = plan;
    m_step_programs = std::move(programs);

    std::vector<uint32_t> words;
    words.reserve(m_plan.steps.size() * (sizeof(algo::StepParams) / 4));
    for (const algo::Step& step : m_plan.steps) {
        const auto* params = reinterpret_cast<const uint32_t*>(&step.params);
        words.insert(words.end(), params, params + sizeof(algo::StepParams) / 4);
    }
    m_steps.allocate(words.size() * 4, "step parameters");
    m_steps.upload(words);
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        const uint64_t array_words = m_plan.buffer_words[b];
        m_buffers[b].allocate(array_words == 0 ? 0 : (array_words + 2 * uint64_t{m_guard_words}) * 4,
                              std::string(algo::buffer_name(static_cast<algo::BufferId>(b))));
    }
    m_input_keys.allocate(keys.size_bytes(), "the input keys");
    m_input_keys.upload(keys);
    m_input_values.allocate(m_plan.options.values ? values.size_bytes() : 0, "the input values");
    if (m_plan.options.values) m_input_values.upload(values);
    m_input_counts.allocate(m_plan.counts_input.size() * 4, "the Counts buffer's input");
    if (!m_plan.counts_input.empty()) m_input_counts.upload(m_plan.counts_input);
    restart();
}

void Runner::restart() {
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        const StorageBuffer& storage = m_buffers[b];
        if (storage.bytes() == 0) continue;
        const auto id = static_cast<algo::BufferId>(b);
        const uint64_t array_words = m_plan.buffer_words[b];
        const StorageBuffer* input = id == algo::BufferId::Keys                                  ? &m_input_keys
                                     : id == algo::BufferId::Values && m_plan.options.values ? &m_input_values
                                     : id == algo::BufferId::Counts && !m_plan.counts_input.empty() ? &m_input_counts
                                                                                               : nullptr;
        const uint64_t input_words = input != nullptr ? std::min(array_words, input->bytes() / 4) : 0;
        if (input != nullptr) copy_words(m_programs, *input, storage, m_guard_words, input_words);
        fill_words(m_programs, storage, m_guard_words + input_words, array_words - input_words, 0);
        if (m_guard_words != 0) {
            fill_words(m_programs, storage, 0, m_guard_words, m_guard_pattern);
            fill_words(m_programs, storage, m_guard_words + array_words, m_guard_words, m_guard_pattern);
        }
    }
    check_gl("restoring the input");
    m_cursor = 0;
}

Grid Runner::grid_for(uint32_t groups) const {
    if (groups <= m_max_groups) return {groups, groups > 0 ? 1u : 0u};
    return {m_max_groups, static_cast<uint32_t>((uint64_t{groups} + m_max_groups - 1) / m_max_groups)};
}

void Runner::bind_step_buffers(const algo::Step& step) const {
    auto bind = [&](algo::Binding slot, algo::BufferId id) {
        const StorageBuffer& storage = buffer(id);
        if (storage.bytes() == 0) {
            m_placeholder.bind(algo::binding_slot(slot));
        } else if (m_guard_words == 0) {
            storage.bind(algo::binding_slot(slot));
        } else {
            // The array and the zone after it: the zone before stays out of the kernel's reach.
            storage.bind_range(algo::binding_slot(slot), uint64_t{m_guard_words} * 4, storage.bytes() - uint64_t{m_guard_words} * 4);
        }
    };
    const algo::Pair in = step.source;
    const algo::Pair out = algo::other(in);
    bind(algo::Binding::Keys, algo::keys_buffer(in));  // in-place kernels read and write it
    bind(algo::Binding::KeysOut, algo::keys_buffer(out));
    bind(algo::Binding::Values, algo::values_buffer(in));
    bind(algo::Binding::ValuesOut, algo::values_buffer(out));
    bind(algo::Binding::Counts, algo::BufferId::Counts);
    m_steps.bind(algo::binding_slot(algo::Binding::Steps));
}

void Runner::step() {
    if (done()) return;
    const algo::Step& step = m_plan.steps[m_cursor];
    const Grid grid = grid_for(step.groups);
    // z: the arrays of the batch, or the step's own count for steps over one table of the whole batch.
    const uint32_t z = step.z_count(m_plan.options.batch);
    if (grid.x > 0 && z > 0) {
        glUseProgram(m_programs.get(m_step_programs[m_cursor]).id());
        bind_step_buffers(step);
        glUniform1ui(kStepUniform, static_cast<GLuint>(m_cursor));
        if (z <= m_max_z_groups) {
            glDispatchCompute(grid.x, grid.y, z);
        } else {
            // More arrays than one dispatch has groups in z: one dispatch per slice of the batch. The
            // arrays are independent, so the slices need no barrier between them. A kernel that never
            // reads its array number has no u_z_first (location -1 is skipped).
            const GLint z_first = glGetUniformLocation(m_programs.get(m_step_programs[m_cursor]).id(), "u_z_first");
            for (uint32_t first = 0; first < z; first += m_max_z_groups) {
                if (z_first != -1) glUniform1ui(kZFirstUniform, first);
                glDispatchCompute(grid.x, grid.y, std::min(m_max_z_groups, z - first));
            }
            if (z_first != -1) glUniform1ui(kZFirstUniform, 0);  // the program's later dispatches start at array 0
        }
        // The next dispatch reads what this one wrote.
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }
    ++m_cursor;
}

void Runner::wait_for_input() const { glFinish(); }

void Runner::wait_for_gpu() const { glFinish(); }

bool Runner::wait_for_gpu(std::chrono::nanoseconds limit) const {
    GLsync fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    const GLenum result = glClientWaitSync(fence, GL_SYNC_FLUSH_COMMANDS_BIT, static_cast<GLuint64>(limit.count()));
    glDeleteSync(fence);
    return result == GL_ALREADY_SIGNALED || result == GL_CONDITION_SATISFIED;
}

void Runner::run_to_end() {
    while (!done()) step();
    check_gl("running " + m_plan.name());
}

std::vector<uint32_t> Runner::read_buffer(algo::BufferId id) const {
    std::vector<uint32_t> words(m_plan.buffer_words[static_cast<size_t>(id)]);
    buffer(id).download(words, m_guard_words);
    return words;
}

std::vector<uint32_t> Runner::read_keys() const {
    std::vector<uint32_t> keys(m_plan.total_keys());
    key_buffer().download(keys, m_guard_words);
    return keys;
}

std::vector<uint32_t> Runner::read_values() const {
    if (!m_plan.options.values) return {};
    std::vector<uint32_t> values(m_plan.total_keys());
    buffer(algo::values_buffer(m_plan.keys_after(m_cursor))).download(values, m_guard_words);
    return values;
}

uint64_t Runner::allocated_bytes() const {
    uint64_t bytes = m_steps.bytes() + m_input_keys.bytes() + m_input_values.bytes() + m_input_counts.bytes();
    for (const StorageBuffer& storage : m_buffers) bytes += storage.bytes();
    return bytes;
}

}  // namespace sortscope::gpu
