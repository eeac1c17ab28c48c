// What is on screen: the input keys, the plan, the GPU runner executing it, and everything about the
// step under the cursor. After each step the keys (and values) are read back from the GPU buffer once
// and kept for drawing (never every frame); the CPU reference runs the same step, which gives the
// counts, the swaps and the GPU = CPU check (step_check.hpp); a GL_TIMESTAMP pair times the dispatch.
// Stepping back replays from the start (DESIGN.md 2), so the state shown is exactly the GPU's at that step.
//
// A step asked for with step_soon() at a large n runs its CPU work on a worker thread: everything this
// class shows (cursor(), keys(), check(), the reference...) stays the step before until poll() finds the
// work done, so a frame never waits for it and the views never see half a step. Every other call that
// moves the cursor, and step(), first finishes what is pending (settle()).
// Needs a current GL 4.3 context (the window's), but no window: tests drive it headless.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <future>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/teaching/table.hpp"
#include "core/session/input_spec.hpp"
#include "core/session/step_check.hpp"
#include "device/device_limits.hpp"
#include "device/gpu_error.hpp"
#include "programs/program.hpp"
#include "runner.hpp"
#include "timing/timer.hpp"

namespace sortscope::ui {

struct Totals {
    uint64_t dispatches = 0;
    uint64_t comparisons = 0;  // comparators executed (rank: keys compared), over the steps run so far
    uint64_t swaps = 0;
};

// An input whose plan the algorithm refuses on this device (a look-back past the tiles a driver
// without independent progress can run): a message the user can act on, and the session unchanged.
class InputRefused : public gpu::GpuError {
public:
    using gpu::GpuError::GpuError;
};

// From this many keys, a step asked for with step_soon() does its CPU work on a worker thread (at 2^17
// keys it takes milliseconds on one core; below, starting a thread costs about what it saves).
inline constexpr size_t kBackgroundStepKeys = size_t{1} << 17;

class SortSession {
public:
    // Throws gpu::GpuError.
    explicit SortSession(const InputSpec& input);
    ~SortSession();
    SortSession(const SortSession&) = delete;
    SortSession& operator=(const SortSession&) = delete;

    // New keys and plan; the cursor goes to the start. Throws InputRefused when the plan builder refuses
    // the input, gpu::GpuError when the device cannot run it, and leaves the old session intact.
    void set_input(const InputSpec& input);
    void step();                 // runs the step under the cursor (nothing when done)
    // The same, its CPU work on a worker thread when n is large (kBackgroundStepKeys): shown once poll()
    // finds it done. Asked for while a step is pending, it waits its turn (steps_pending() counts it).
    void step_soon();
    // Shows a pending step whose work is done, and starts the next one asked for; never waits. Returns
    // whether what is shown changed.
    bool poll();
    void settle();                // waits for every step asked for, and shows the last
    size_t steps_pending() const;  // asked for with step_soon() and not yet shown
    void step_back();            // replays from the start to one step earlier
    void seek(size_t target);    // replays to `target` steps, reading back only at the end
    void reset();                // the input keys again, cursor at the start
    void run_to_end();

    const InputSpec& input() const { return m_input; }
    const algo::Plan& plan() const { return m_runner.plan(); }
    const gpu::DeviceLimits& limits() const { return m_limits; }
    size_t cursor() const { return m_runner.cursor() - (m_job.valid() ? 1 : 0); }  // the step shown
    size_t step_count() const { return m_runner.step_count(); }
    bool done() const { return cursor() >= step_count(); }

    std::span<const uint32_t> keys_before_first_step() const { return m_input_keys; }
    std::span<const uint32_t> keys() const { return m_shown.keys; }      // as the GPU held them after the step shown
    std::span<const uint32_t> values() const { return m_shown.values; }  // empty without a payload
    std::span<const uint8_t> marks() const { return m_shown.marks; }     // StepMark bits per position
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
    std::optional<algo::StepEffect> last_effect() const;
    // Whether comparator `c` of the last step (a network step) exchanged the first array's keys, as the
    // CPU reference's own walk saw it: the network view marks its placed comparators by this, with no
    // replay of the step. False before the first step, for other kernels and for comparators not in it.
    bool last_step_swapped(const algo::Comparator& c) const { return m_shown.swaps.swapped(c); }
    double last_gpu_ms() const { return m_shown.gpu_ms; }
    const char* timer_method() const { return m_timer.method(); }
    const Totals& totals() const { return m_totals; }
    const GpuCheck& check() const { return m_shown.check; }
    bool sorted() const { return m_shown.sorted; }
    // The CPU reference's buffers before the last step (the input before the first) and now: tables are
    // computed from the state before a step.
    const algo::State& state_before() const { return m_before; }
    const algo::State& state_now() const { return m_shown.reference; }
    // The step the tables and pictures describe: the last one run, or the first before any.
    std::optional<size_t> focus_step() const;
    // The tables of the focus step: its answer once it ran, its question (result cells open) before the
    // first step. Empty when the plan has no steps.
    std::vector<algo::Table> focus_tables(uint64_t max_rows = algo::kAllRows) const;
    // The same with at most kShownTableRows rows each: made with the step's check where that ran off the
    // frame thread (a large step), else here on the first ask after the step (one step's, not every step's
    // while playing several a frame).
    const std::vector<algo::Table>& shown_tables() const;
    // Whether the table view is on screen (the app says so every frame): a step checked off the frame
    // thread makes its tables with the check only then; else they are made on the first ask.
    void set_tables_wanted(bool wanted) { m_tables_wanted = wanted; }
    // Whether the shown step's tables are made already (with its check, or by an earlier ask).
    bool shown_tables_ready() const { return m_shown.tables.has_value(); }

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
    // The device's measured speed when `unsplit` could hold up a frame at the conservative rates (probed
    // once, then kept), or nothing: resolve_run's probe.
    std::optional<algo::RunSpeeds> speed_for(const algo::Plan& unsplit, const algo::DeviceSpeed& conservative);
    // Runs the step under the runner's cursor on the GPU, reads it back and starts its CPU work, on a
    // worker thread when `background`, else here and shown at once. Nothing may be pending.
    void launch_step(bool background);
    void show_findings();  // the pending step's findings become what is shown

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
    // The step shown: its GPU keys, marks, check, and the CPU reference after it (kept in step with the
    // GPU); m_before is the reference before it (the input before the first step).
    StepFindings m_shown;
    algo::State m_before;
    // The next step's findings, made by the worker while m_job is valid; otherwise spare buffers, whose
    // reference is some steps behind m_shown's: m_next_behind says which of its buffers differ (a step
    // copies only those, not the whole state). m_shown_wrote: the buffers the step shown may have written.
    StepFindings m_next;
    BufferSet m_next_behind{};
    bool m_tables_wanted = true;  // set_tables_wanted
    BufferSet m_shown_wrote{};
    std::future<void> m_job;  // the pending step's CPU work (valid only while pending)
    size_t m_queued = 0;      // steps asked for with step_soon() behind the pending one
    uint32_t m_order_min = 0;
    uint32_t m_order_max = 0;
    uint64_t m_version = 0;
    uint64_t m_plan_version = 0;
    mutable std::optional<std::string> m_start_narration;  // start_narration(), for this plan
    Totals m_totals;
};

}  // namespace sortscope::ui
