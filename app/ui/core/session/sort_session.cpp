// The keys, plan and runner behind the views (see sort_session.hpp).
#include "core/session/sort_session.hpp"

#include <algorithm>
#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/check.hpp"
#include "device/gpu_error.hpp"
#include "timing/speed_probe.hpp"

namespace sortscope::ui {

namespace {

// Inputs whose whole run would take longer on this GPU are refused (a plan of millions of dispatches
// is no lesson), with the largest n that fits.
constexpr double kMaxRunMs = 60'000.0;

}  // namespace

SortSession::SortSession(const InputSpec& input)
    : m_limits(gpu::query_device_limits()), m_runner(m_programs, m_limits), m_timer(m_limits.has_timestamp) {
    set_input(input);
}

SortSession::~SortSession() {
    if (m_job.valid()) m_job.wait();  // the worker reads this session's buffers
}

uint32_t SortSession::order_of(uint32_t key) const { return algo::sort_key(m_input.key_type, false, key); }

void SortSession::set_input(const InputSpec& input) {
    settle();
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr) throw gpu::GpuError("unknown algorithm " + algo::quoted(input.algorithm));
    std::vector<uint32_t> keys = input_keys(input);
    std::vector<uint32_t> values = input.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    algo::Plan plan;
    try {
        // Resolved once (resolve_run.hpp): no dispatch may hold up a frame, so long counts are split into
        // dispatches of a frame's budget, at the speed speed_for decides.
        const algo::Options options = plan_options(input, gpu::device_caps(m_limits));
        auto probe = [this](const algo::Plan& unsplit, const algo::DeviceSpeed& conservative) { return speed_for(unsplit, conservative); };
        algo::ResolvedRun resolved = algo::resolve_run(*info, options, probe, {kMaxRunMs, "the app's limit of a minute", gpu::kFrameDispatchBudgetMs, m_limits.max_storage_block_bytes});
        if (resolved.refusal) throw InputRefused(*resolved.refusal);
        plan = std::move(resolved.plan);
    } catch (const std::invalid_argument& error) {
        throw InputRefused(error.what());
    }
    m_runner.load(plan, keys, values);  // throws before anything changes
    m_input = input;
    m_input_keys = std::move(keys);
    m_input_values = std::move(values);
    m_order_min = UINT32_MAX;
    m_order_max = 0;
    for (uint32_t key : m_input_keys) {
        m_order_min = std::min(m_order_min, order_of(key));
        m_order_max = std::max(m_order_max, order_of(key));
    }
    if (m_input_keys.empty()) m_order_min = 0;
    ++m_plan_version;
    m_start_narration.reset();
    reset();
}

std::optional<algo::RunSpeeds> SortSession::speed_for(const algo::Plan& unsplit, const algo::DeviceSpeed& conservative) {
    if (m_speed) return algo::RunSpeeds{*m_speed, *m_speed};
    // Probed once, and only for the first input that the conservative rates say could hold up a frame:
    // small lessons start at once. Its programs live in a cache of their own, so hot reload never
    // rebuilds them.
    if (algo::longest_dispatch(unsplit, conservative).ms <= gpu::kFrameDispatchBudgetMs) return std::nullopt;
    gpu::ProgramCache probe_programs;
    m_speed = gpu::probe_device_speed(probe_programs, m_limits);
    return algo::RunSpeeds{*m_speed, *m_speed};
}

void SortSession::reset() {
    settle();
    m_runner.restart();
    m_runner.wait_for_input();  // so the first step's GPU time is the dispatch, not the restore
    m_shown.reference = algo::make_state(plan(), m_input_keys, m_input_values);
    m_before = m_shown.reference;
    m_next_behind.fill(true);
    m_shown_wrote = {};
    m_totals = {};
    m_shown.keys = m_input_keys;
    m_shown.values = m_input_values;
    m_shown.marks.assign(m_input_keys.size(), 0);
    m_shown.swaps.clear();
    m_shown.effect = {};
    m_shown.check = {};
    m_shown.gpu_ms = 0.0;
    m_shown.sorted = keys_in_order(m_shown.keys, m_input.key_type, m_input.descending);
    m_shown.tables.reset();  // made on first ask: before the first step, what it will compute
    ++m_version;
}

void SortSession::launch_step(bool background) {
    const algo::Step& step = plan().steps[m_runner.cursor()];
    m_timer.start();
    m_runner.step();
    m_next.gpu_ms = m_timer.stop_ms();
    m_next.keys = m_runner.read_keys();
    m_next.values = m_runner.read_values();
    // Only the worker touches m_next until the job is taken; m_shown and m_before are only read meanwhile.
    const StepToCheck what{plan(), m_runner.cursor() - 1, step, m_shown.reference, m_next_behind, m_shown.keys, m_input.values,
                           background && m_tables_wanted};
    auto work = [this, what] { check_step(what, m_next); };
    if (background) {
        m_job = std::async(std::launch::async, std::move(work));
    } else {
        work();
        show_findings();
    }
}

void SortSession::show_findings() {
    if (m_job.valid()) m_job.get();  // rethrows what the worker threw
    const algo::Step& step = plan().steps[m_runner.cursor() - 1];
    const BufferSet wrote = buffers_written(step);
    // Before <- shown <- next; the spare's reference is the old "before": two steps behind.
    std::swap(m_shown, m_next);
    std::swap(m_before, m_next.reference);
    for (size_t b = 0; b < algo::kBufferCount; ++b) m_next_behind[b] = m_shown_wrote[b] || wrote[b];
    m_shown_wrote = wrote;
    m_totals.dispatches += 1;
    m_totals.comparisons += m_shown.effect.comparisons;
    m_totals.swaps += m_shown.effect.swaps;
    ++m_version;
}

void SortSession::step() {
    settle();
    if (done()) return;
    launch_step(false);
}

void SortSession::step_soon() {
    if (m_job.valid()) {
        if (m_runner.cursor() + m_queued < step_count()) ++m_queued;  // none past the plan's end
        return;
    }
    if (done()) return;
    launch_step(m_input_keys.size() >= kBackgroundStepKeys);
}

bool SortSession::poll() {
    if (!m_job.valid() || m_job.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
    show_findings();
    if (m_queued > 0) {
        --m_queued;
        if (!done()) launch_step(true);
    }
    return true;
}

void SortSession::settle() {
    while (m_job.valid()) {
        show_findings();
        if (m_queued > 0 && !done()) {
            --m_queued;
            launch_step(true);
        }
    }
    m_queued = 0;
}

size_t SortSession::steps_pending() const { return (m_job.valid() ? 1 : 0) + m_queued; }

void SortSession::seek(size_t target) {
    target = std::min(target, step_count());
    reset();
    if (target == 0) return;
    // Run to one before the target without reading back, then step normally so that the last step gets
    // its counts, marks, timing and check.
    while (m_runner.cursor() + 1 < target) {
        const algo::Step& step = plan().steps[m_runner.cursor()];
        const algo::StepEffect effect = algo::reference_step(plan(), step, m_shown.reference);
        m_totals.dispatches += 1;
        m_totals.comparisons += effect.comparisons;
        m_totals.swaps += effect.swaps;
        m_runner.step();
    }
    if (m_runner.cursor() > 0) {
        // m_before and the spare are still the input: every buffer may differ from the reference now.
        m_next_behind.fill(true);
        m_shown_wrote.fill(true);
        m_shown.keys = m_runner.read_keys();
    }
    launch_step(false);
}

void SortSession::step_back() {
    settle();  // from the last step asked for
    if (cursor() > 0) seek(cursor() - 1);
}

void SortSession::run_to_end() { seek(step_count()); }

const std::string& SortSession::start_narration() const {
    if (!m_start_narration) m_start_narration = algo::narrate_start(plan());
    return *m_start_narration;
}

std::optional<algo::StepEffect> SortSession::last_effect() const {
    if (cursor() == 0) return std::nullopt;
    return m_shown.effect;
}

const algo::Step* SortSession::last_step() const {
    return cursor() == 0 ? nullptr : &plan().steps[cursor() - 1];
}

std::optional<size_t> SortSession::last_step_index() const {
    if (cursor() == 0) return std::nullopt;
    return cursor() - 1;
}

std::optional<size_t> SortSession::focus_step() const {
    if (cursor() > 0) return cursor() - 1;
    if (step_count() > 0) return 0;
    return std::nullopt;
}

std::vector<algo::Table> SortSession::focus_tables(uint64_t max_rows) const {
    const auto focus = focus_step();
    if (!focus) return {};
    const auto moment = cursor() > 0 ? algo::TableMoment::AfterStep : algo::TableMoment::BeforeStep;
    return algo::step_tables(plan(), *focus, state_before(), moment, max_rows);
}

const std::vector<algo::Table>& SortSession::shown_tables() const {
    if (!m_shown.tables) m_shown.tables = focus_tables(kShownTableRows);
    return *m_shown.tables;
}

std::string SortSession::replace_kernel(algo::KernelId kernel, gpu::KernelText text) {
    settle();
    m_programs.replace_kernel(kernel, text);
    try {
        for (const algo::Step& step : plan().steps) {
            if (step.kernel == kernel) m_programs.get(gpu::program_key(plan(), step));
        }
    } catch (const gpu::GpuError& error) {
        if (m_replacement) m_programs.replace_kernel(kernel, *m_replacement);
        return error.what();
    }
    m_replacement = std::move(text);
    m_replaced_kernel = kernel;
    seek(cursor());
    return {};
}

gpu::KernelText SortSession::kernel_source(algo::KernelId kernel) const {
    if (m_replacement && m_replaced_kernel == kernel) return *m_replacement;
    const std::string file(algo::kernel_file(kernel));
    return {gpu::load_shader_text(file), file};
}

std::string SortSession::reload_kernels() {
    settle();
    std::string log = m_programs.rebuild_all();
    if (!log.empty()) return log;
    seek(cursor());
    return {};
}

}  // namespace sortscope::ui
