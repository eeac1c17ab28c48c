// What is on screen: the input keys, the plan, the GPU runner executing it, and everything about the
// step under the cursor. After each step the keys (and values) are read back from the GPU buffer once
// and kept for drawing (never every frame); the CPU reference runs the same step, which gives the
// counts, the swaps and the GPU = CPU check; a GL_TIMESTAMP pair times the dispatch. Stepping back
// replays from the start (DESIGN.md 2), so the state shown is exactly the GPU's at that step.
// Needs a current GL 4.3 context (the window's), but no window: tests drive it headless.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/teaching/table.hpp"
#include "core/session/input_spec.hpp"
#include "device_limits.hpp"
#include "gpu_error.hpp"
#include "program.hpp"
#include "runner.hpp"
#include "sortscope/diagram/bars_plot.hpp"
#include "timer.hpp"

namespace sortscope::ui {

// Per key, what the last step did to it: the bits the bars layout reads.
enum StepMark : uint8_t {
    kMarkCompared = diagram::kMarkCompared,  // a comparator of the last dispatch touched this position
    kMarkMoved = diagram::kMarkMoved,        // the key here is not the one that was here before the step
};

struct Totals {
    uint64_t dispatches = 0;
    uint64_t comparisons = 0;  // comparators executed (rank: keys compared), over the steps run so far
    uint64_t swaps = 0;
};

// An input whose plan the algorithm refuses on this device (onesweep's look-back past the tiles a driver
// without independent progress can run): a message the user can act on, and the session unchanged.
class InputRefused : public gpu::GpuError {
public:
    using gpu::GpuError::GpuError;
};

struct GpuCheck {
    bool ok = true;
    size_t first_difference = 0;  // the first position where the GPU's keys or values differ from the CPU's
    bool keys_agree_there = false;  // at first_difference only the values (the payload) differ
};

class SortSession {
public:
    // Throws gpu::GpuError.
    explicit SortSession(const InputSpec& input);
    SortSession(const SortSession&) = delete;
    SortSession& operator=(const SortSession&) = delete;

    // New keys and plan; the cursor goes to the start. Throws InputRefused when the plan builder refuses
    // the input, gpu::GpuError when the device cannot run it, and leaves the old session intact.
    void set_input(const InputSpec& input);
    void step();                 // runs the step under the cursor (nothing when done)
    void step_back();            // replays from the start to one step earlier
    void seek(size_t target);    // replays to `target` steps, reading back only at the end
    void reset();                // the input keys again, cursor at the start
    void run_to_end();

    const InputSpec& input() const { return m_input; }
    const algo::Plan& plan() const { return m_runner.plan(); }
    const gpu::DeviceLimits& limits() const { return m_limits; }
    size_t cursor() const { return m_runner.cursor(); }
    size_t step_count() const { return m_runner.step_count(); }
    bool done() const { return m_runner.done(); }

    std::span<const uint32_t> keys_before_first_step() const { return m_input_keys; }
    std::span<const uint32_t> keys() const { return m_keys; }      // as the GPU holds them now
    std::span<const uint32_t> values() const { return m_values; }  // empty without a payload
    std::span<const uint8_t> marks() const { return m_marks; }     // StepMark bits per position
    // The sort keys (algo::sort_key, ascending) of the smallest and largest input key: colours scale by them.
    uint32_t order_min() const { return m_order_min; }
    uint32_t order_max() const { return m_order_max; }
    uint32_t order_of(uint32_t key) const;
    // Bumped whenever keys() changes, so views can cache what they derive from them.
    uint64_t version() const { return m_version; }
    // Bumped when the plan changes (a new input), so views can cache what they derive from the plan.
    uint64_t plan_version() const { return m_plan_version; }
    // What the plan will do, before its first step (algo::narrate_start), made once per plan: a network
    // counts its comparators, which at n = 2^20 walks over a hundred million of them.
    const std::string& start_narration() const;

    const algo::Step* last_step() const;  // the step just run, or null at the start
    std::optional<size_t> last_step_index() const;
    const std::optional<algo::StepEffect>& last_effect() const { return m_last_effect; }
    // Whether comparator `c` of the last step (a network step) exchanged the first array's keys, as the
    // CPU reference's own walk saw it: the network view marks its placed comparators by this, with no
    // replay of the step. False before the first step, for other kernels and for comparators not in it.
    bool last_step_swapped(const algo::Comparator& c) const;
    double last_gpu_ms() const { return m_last_gpu_ms; }
    const char* timer_method() const { return m_timer.method(); }
    const Totals& totals() const { return m_totals; }
    const GpuCheck& check() const { return m_check; }
    bool sorted() const { return m_sorted; }
    // The CPU reference's buffers before the last step (the input before the first) and now: tables are
    // computed from the state before a step.
    const algo::State& state_before() const { return m_before; }
    const algo::State& state_now() const { return m_reference; }
    // The step the tables and pictures describe: the last one run, or the first before any.
    std::optional<size_t> focus_step() const;
    // The tables of the focus step: its answer once it ran, its question (result cells open) before the
    // first step. Empty when the plan has no steps.
    std::vector<algo::Table> focus_tables(uint64_t max_rows = algo::kAllRows) const;

    // Hot reload: rebuilds every kernel from its text and replays to the cursor. Returns the compile
    // log when a kernel fails (the old programs stay in use), or "" on success.
    std::string reload_kernels();
    // The kernel lab: `kernel`'s programs built from `text` (a student's file) from now on, and a replay
    // to the cursor. Returns the compile log when it fails (the text used before stays in use), or "".
    std::string replace_kernel(algo::KernelId kernel, gpu::KernelText text);
    // The text `kernel`'s programs are built from, and the name to show it by: the kernel lab's student
    // file where replace_kernel gave one, else the project's kernel (with --dev-shaders, the file on disk).
    gpu::KernelText kernel_source(algo::KernelId kernel) const;

private:
    // The rates to split and check `info`'s plan for `options` with (the options' own split ignored).
    const algo::DeviceSpeed& speed_for(const algo::AlgorithmInfo& info, const algo::Options& options);
    void restart_reference();
    // m_before follows m_reference one step behind without copying the whole state each step: a step
    // marks the buffers it may write (note_written), and the next step copies only those (catch_up_before).
    void note_written(const algo::Step& step);
    void catch_up_before();
    bool keys_sorted() const;
    void finish_step(const algo::Step& step, const algo::StepEffect& effect, double gpu_ms);

    gpu::DeviceLimits m_limits;    // the runner keeps references to these two, so they come first
    gpu::ProgramCache m_programs;
    gpu::Runner m_runner;
    std::optional<gpu::KernelText> m_replacement;  // the kernel lab's text in use (replace_kernel)...
    algo::KernelId m_replaced_kernel{};            // ...for this kernel
    gpu::GpuTimer m_timer;
    std::optional<algo::DeviceSpeed> m_speed;  // the cost model's rates for this GPU, once probed (speed_probe.hpp)

    InputSpec m_input;
    std::vector<uint32_t> m_input_keys;
    std::vector<uint32_t> m_input_values;
    algo::State m_reference;  // the CPU reference's buffers, kept in step with the GPU
    algo::State m_before;     // the reference before the last step
    std::array<bool, algo::kBufferCount> m_before_stale{};  // buffers of m_before behind m_reference
    std::vector<uint32_t> m_keys;
    std::vector<uint32_t> m_values;
    std::vector<uint8_t> m_marks;
    // The last step's swaps: for each of its stages, a bit per position i of the first array (that
    // stage's comparator from i swapped; a stage's comparators are disjoint, so i names it).
    std::vector<uint64_t> m_swapped;
    uint32_t m_swapped_first_stage = 0;
    uint32_t m_swapped_stages = 0;
    uint32_t m_order_min = 0;
    uint32_t m_order_max = 0;
    uint64_t m_version = 0;
    uint64_t m_plan_version = 0;
    mutable std::optional<std::string> m_start_narration;  // start_narration(), for this plan
    std::optional<algo::StepEffect> m_last_effect;
    double m_last_gpu_ms = 0.0;
    Totals m_totals;
    GpuCheck m_check;
    bool m_sorted = false;
};

}  // namespace sortscope::ui
