// The runner executes a Plan on the GPU, one Step (one glDispatchCompute) at a time or all at once. It
// owns the plan's buffers (keys, values, their ping-pong partners, tables) and the buffer of step
// parameters, which it uploads once per plan so that a timed run times dispatches only. Each step binds
// its input pair and output pair; the arrays of a batch are launched in the grid's z dimension (a step
// over one table for the whole batch says so with Step::z_groups). Grids
// larger than the device's per-dimension group limit are launched as 2-D grids that the kernels fold
// back (linear_invocation_index in common.glsl).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "memory/buffer.hpp"
#include "device/device_limits.hpp"
#include "programs/program.hpp"

namespace sortscope::gpu {

struct Grid {
    uint32_t x = 0;
    uint32_t y = 0;
};

// A word of a guard zone that a kernel changed: in which buffer, where relative to the array's first
// word (negative: before the array; >= the array's words: past its end), and what it holds now.
struct GuardBreach {
    algo::BufferId buffer = algo::BufferId::Keys;
    int64_t position = 0;
    uint32_t word = 0;
};

class Runner {
public:
    Runner(ProgramCache& programs, const DeviceLimits& limits);

    // For kernels that cannot be trusted (the kernel lab's): from the next load(), each buffer of the plan
    // gets a guard zone of at least `words` words (rounded up to the device's binding alignment) before
    // and after its array, every word `pattern`. Kernels see the array and the zone after it, so a write
    // past the end lands in the zone rather than in another buffer, and check_guards() finds it.
    // 0 (the default): no zones.
    void set_guard_words(uint32_t words, uint32_t pattern);
    // The first guard-zone word that no longer holds the pattern, buffer by buffer, or nothing.
    std::optional<GuardBreach> check_guards() const;

    // Checks the plan against the device, builds its programs, allocates its buffers, uploads the step
    // parameters, `keys` and (when the plan carries a payload) `values`, plan.total_keys() of each, into
    // buffers of their own that it keeps, and restart()s. Throws GpuError.
    void load(const algo::Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values = {});
    // What load() checks of the plan against the device before it allocates anything (the largest
    // storage buffer, groups in z, the work-group size, the grid), without needing the keys: a benchmark
    // asks before it makes 2^31 keys. Throws GpuError with the reason.
    void check_plan(const algo::Plan& plan) const;
    // Puts load()'s keys (and values) back, every other buffer to zeros and the guard zones to their
    // pattern, all by compute dispatches from the input load() kept on the GPU (word_writes.hpp: no CPU
    // write between runs), and the cursor back to the start of the loaded plan.
    void restart();
    // Puts the cursor back to the start without touching the buffers: for a plan whose input survives
    // its run (the copy plan), so that repeated timed runs need no upload.
    void rewind() { m_cursor = 0; }

    // Waits until the input is in place (load()'s uploads, restart()'s dispatches; glFinish): a timer
    // started after it times the plan's dispatches only.
    void wait_for_input() const;
    // Waits until every step issued so far has run (glFinish): progress reports and frame budgets.
    void wait_for_gpu() const;
    // The same, waiting at most `limit` (a fence and glClientWaitSync): false when the steps have not
    // finished by then (a kernel that never ends). A driver that runs dispatches synchronously (Mesa's
    // llvmpipe) blocks in step() instead, which only a process boundary can cut short.
    bool wait_for_gpu(std::chrono::nanoseconds limit) const;

    void step();         // runs the step under the cursor and advances it
    void run_to_end();   // runs every remaining step
    size_t cursor() const { return m_cursor; }
    size_t step_count() const { return m_plan.steps.size(); }
    bool done() const { return m_cursor >= m_plan.steps.size(); }
    const algo::Plan& plan() const { return m_plan; }

    std::vector<uint32_t> read_keys() const;    // the keys where they are after the cursor's steps
    std::vector<uint32_t> read_values() const;  // likewise the payload (empty without one)
    std::vector<uint32_t> read_buffer(algo::BufferId id) const;
    const StorageBuffer& buffer(algo::BufferId id) const { return m_buffers[static_cast<size_t>(id)]; }
    const StorageBuffer& key_buffer() const { return buffer(algo::keys_buffer(m_plan.keys_after(m_cursor))); }
    uint64_t allocated_bytes() const;  // all buffers of the plan, step parameters and the kept input included

    // The grid for `groups` work groups under the current per-dimension limit.
    Grid grid_for(uint32_t groups) const;
    // Lowers the per-dimension group limit (tests use it to force the 2-D grid at small sizes).
    void set_max_groups_per_dimension(uint32_t max_groups) { m_max_groups = max_groups; }
    // Lowers the limit of work groups in z, past which a batch is split over dispatches (tests use it to
    // split small batches).
    void set_max_z_groups(uint32_t max_groups) { m_max_z_groups = max_groups; }

private:
    void check_fits(const algo::Plan& plan, size_t key_count, size_t value_count) const;
    void bind_step_buffers(const algo::Step& step) const;

    ProgramCache& m_programs;
    const DeviceLimits& m_limits;
    uint32_t m_max_groups;
    uint32_t m_max_z_groups;
    uint32_t m_guard_words = 0;  // before and after each buffer's array (set_guard_words)
    uint32_t m_guard_pattern = 0;
    algo::Plan m_plan;
    std::vector<ProgramKey> m_step_programs;  // [step]: its program's key (the cache may rebuild the program)
    size_t m_cursor = 0;
    std::array<StorageBuffer, algo::kBufferCount> m_buffers;
    StorageBuffer m_steps;
    StorageBuffer m_placeholder;  // bound to the slots a plan does not use
    StorageBuffer m_input_keys;    // load()'s keys and values, kept for restart()
    StorageBuffer m_input_values;
    StorageBuffer m_input_counts;  // the plan's counts_input (a loaded network's comparators)
};

}  // namespace sortscope::gpu
