// The keys, plan and runner behind the views (see sort_session.hpp).
#include "core/session/sort_session.hpp"

#include <algorithm>
#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/check.hpp"
#include "gpu_error.hpp"
#include "speed_probe.hpp"

namespace sortscope::ui {

namespace {

size_t first_difference(std::span<const uint32_t> a, std::span<const uint32_t> b) {
    const size_t common = std::min(a.size(), b.size());
    for (size_t i = 0; i < common; ++i) {
        if (a[i] != b[i]) return i;
    }
    return common;
}

// Inputs whose whole run would take longer on this GPU are refused (a plan of millions of dispatches
// is no lesson), with the largest n that fits.
constexpr double kMaxRunMs = 60'000.0;

}  // namespace

SortSession::SortSession(const InputSpec& input)
    : m_limits(gpu::query_device_limits()), m_runner(m_programs, m_limits), m_timer(m_limits.has_timestamp) {
    set_input(input);
}

uint32_t SortSession::order_of(uint32_t key) const { return algo::sort_key(m_input.key_type, false, key); }

bool SortSession::keys_sorted() const {
    return std::is_sorted(m_keys.begin(), m_keys.end(), [&](uint32_t a, uint32_t b) {
        return algo::sort_key(m_input.key_type, m_input.descending, a) < algo::sort_key(m_input.key_type, m_input.descending, b);
    });
}

void SortSession::set_input(const InputSpec& input) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr) throw gpu::GpuError("unknown algorithm " + algo::quoted(input.algorithm));
    std::vector<uint32_t> keys = input_keys(input);
    std::vector<uint32_t> values = input.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    algo::Plan plan;
    try {
        // No dispatch may hold up a frame: long counts are split into dispatches of a frame's budget.
        algo::Options options = plan_options(input, gpu::device_caps(m_limits));
        const algo::DeviceSpeed& speed = speed_for(*info, options);
        options.device.max_dispatch_comparisons = algo::comparison_budget(speed, gpu::kFrameDispatchBudgetMs);
        if (const auto reason = algo::run_too_long(*info, options, speed, kMaxRunMs, "the app's limit of a minute")) {
            throw InputRefused(*reason);
        }
        plan = info->build(options);
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

const algo::DeviceSpeed& SortSession::speed_for(const algo::AlgorithmInfo& info, const algo::Options& options) {
    static const algo::DeviceSpeed conservative = algo::conservative_speed();
    if (m_speed) return *m_speed;
    // Probed once, and only for the first input that the conservative rates say could hold up a frame:
    // small lessons start at once. Its programs live in a cache of their own, so hot reload never
    // rebuilds them.
    if (algo::longest_dispatch(info.build(options), conservative).ms <= gpu::kFrameDispatchBudgetMs) return conservative;
    gpu::ProgramCache probe_programs;
    m_speed = gpu::probe_device_speed(probe_programs, m_limits);
    return *m_speed;
}

void SortSession::restart_reference() {
    m_reference = algo::make_state(plan(), m_input_keys, m_input_values);
    m_before = m_reference;
    m_before_stale = {};
    m_totals = {};
}

void SortSession::note_written(const algo::Step& step) {
    if (algo::kernel_info(step.kernel).comparators == nullptr) {
        m_before_stale.fill(true);  // another kernel's reference may write any buffer
        return;
    }
    // A network step writes only the pair its keys end in (a moving one copies its source there first).
    m_before_stale[static_cast<size_t>(algo::keys_buffer(step.keys_after()))] = true;
    m_before_stale[static_cast<size_t>(algo::values_buffer(step.keys_after()))] = true;
}

void SortSession::catch_up_before() {
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        if (m_before_stale[b]) m_before.buffers[b] = m_reference.buffers[b];  // same sizes: no allocation
    }
    m_before_stale = {};
}

void SortSession::reset() {
    m_runner.restart(m_input_keys, m_input_values);
    m_runner.finish_uploads();  // so the first step's GPU time is the dispatch, not the upload
    restart_reference();
    m_keys = m_input_keys;
    m_values = m_input_values;
    m_marks.assign(m_keys.size(), 0);
    m_swapped.clear();
    m_swapped_stages = 0;
    m_last_effect.reset();
    m_last_gpu_ms = 0.0;
    m_check = {};
    m_sorted = keys_sorted();
    ++m_version;
}

void SortSession::step() {
    if (done()) return;
    const algo::Step& step = plan().steps[cursor()];
    catch_up_before();
    note_written(step);
    // The reference's own walk over the comparators marks the positions they touch (array 0's) and
    // keeps which of them swapped.
    m_marks.assign(m_input_keys.size(), 0);
    const uint64_t n = plan().options.n;
    m_swapped_first_stage = step.first_stage;
    m_swapped_stages = step.stage_count;
    m_swapped.assign(static_cast<size_t>((uint64_t{step.stage_count} * n + 63) / 64), 0);
    const algo::StepEffect effect = algo::reference_step(plan(), step, m_reference, [&](const algo::Comparator& c, bool swapped) {
        m_marks[c.i] |= kMarkCompared;
        m_marks[c.j] |= kMarkCompared;
        if (swapped) {
            const uint64_t bit = uint64_t{c.stage - m_swapped_first_stage} * n + c.i;
            m_swapped[static_cast<size_t>(bit / 64)] |= uint64_t{1} << (bit % 64);
        }
    });
    m_timer.start();
    m_runner.step();
    finish_step(step, effect, m_timer.stop_ms());
}

void SortSession::finish_step(const algo::Step& step, const algo::StepEffect& effect, double gpu_ms) {
    m_totals.dispatches += 1;
    m_totals.comparisons += effect.comparisons;
    m_totals.swaps += effect.swaps;
    std::vector<uint32_t> previous = std::move(m_keys);
    m_keys = m_runner.read_keys();
    m_values = m_runner.read_values();

    const algo::Pair pair = step.keys_after();
    const std::vector<uint32_t>& expected_keys = m_reference[algo::keys_buffer(pair)];
    m_check = {};
    const size_t key_difference = first_difference(m_keys, expected_keys);
    const size_t value_difference =
        m_input.values ? first_difference(m_values, m_reference[algo::values_buffer(pair)]) : m_keys.size();
    if (key_difference < m_keys.size() || value_difference < m_keys.size() || m_keys.size() != expected_keys.size()) {
        m_check = {false, std::min(key_difference, value_difference), value_difference < key_difference};
    }

    for (size_t i = 0; i < m_keys.size() && i < previous.size(); ++i) {
        if (m_keys[i] != previous[i]) m_marks[i] |= kMarkMoved;
    }
    m_last_effect = effect;
    m_last_gpu_ms = gpu_ms;
    m_sorted = keys_sorted();
    ++m_version;
}

void SortSession::seek(size_t target) {
    target = std::min(target, step_count());
    reset();
    if (target == 0) return;
    // Run to one before the target without reading back, then step normally so that the last step gets
    // its counts, marks, timing and check.
    while (cursor() + 1 < target) {
        const algo::StepEffect effect = algo::reference_step(plan(), plan().steps[cursor()], m_reference);
        note_written(plan().steps[cursor()]);
        m_totals.dispatches += 1;
        m_totals.comparisons += effect.comparisons;
        m_totals.swaps += effect.swaps;
        m_runner.step();
    }
    m_keys = cursor() == 0 ? m_input_keys : m_runner.read_keys();
    step();
}

void SortSession::step_back() {
    if (cursor() > 0) seek(cursor() - 1);
}

void SortSession::run_to_end() { seek(step_count()); }

const std::string& SortSession::start_narration() const {
    if (!m_start_narration) m_start_narration = algo::narrate_start(plan());
    return *m_start_narration;
}

bool SortSession::last_step_swapped(const algo::Comparator& c) const {
    const uint64_t n = plan().options.n;
    if (c.stage < m_swapped_first_stage || c.stage - m_swapped_first_stage >= m_swapped_stages || c.i >= n) return false;
    const uint64_t bit = uint64_t{c.stage - m_swapped_first_stage} * n + c.i;
    return ((m_swapped[static_cast<size_t>(bit / 64)] >> (bit % 64)) & 1u) != 0;
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

std::string SortSession::replace_kernel(algo::KernelId kernel, gpu::KernelText text) {
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
    std::string log = m_programs.rebuild_all();
    if (!log.empty()) return log;
    seek(cursor());
    return {};
}

}  // namespace sortscope::ui
