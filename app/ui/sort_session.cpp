// The keys, plan and runner behind the views (see sort_session.hpp). Stepping back is replay from the
// start (DESIGN.md 2): a plan's steps are cheap on the GPU and the runner keeps no history.
#include "sort_session.hpp"

#include <algorithm>

#include "sortscope/algo/registry.hpp"

namespace sortscope::ui {

std::string input_caption(const InputSpec& input) {
    // U+00B7 MIDDLE DOT is in the Latin-1 range that every ImGui font atlas includes.
    return input.algorithm + " \u00b7 n = " + std::to_string(input.n) + " \u00b7 " +
           std::string(algo::distribution_name(input.distribution)) + " \u00b7 seed " + std::to_string(input.seed);
}

SortSession::SortSession(const InputSpec& input)
    : m_limits(gpu::query_device_limits()), m_runner(m_programs, m_limits) {
    set_input(input);
}

void SortSession::set_input(const InputSpec& input) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    algo::Options options;
    options.n = input.n;
    options.device = gpu::device_caps(m_limits);
    std::vector<uint32_t> keys = algo::generate_keys(input.distribution, input.n, input.seed);
    m_runner.load(info->build(options), keys);  // first: if it throws, the old session stays intact
    m_input = input;
    m_input_keys = std::move(keys);
    m_reference = algo::make_state(plan(), m_input_keys);
    const auto [lo, hi] = std::minmax_element(m_input_keys.begin(), m_input_keys.end());
    m_key_min = lo == m_input_keys.end() ? 0 : *lo;
    m_key_max = hi == m_input_keys.end() ? 0 : *hi;
    show_keys(m_input_keys, m_input_keys, std::nullopt, true);
}

void SortSession::step() {
    if (done()) return;
    const algo::Step& step = plan().steps[cursor()];
    const algo::StepEffect effect = algo::reference_step(plan(), step, m_reference);
    m_runner.step();
    std::vector<uint32_t> after = m_runner.read_keys();
    const bool matches = after == m_reference[algo::keys_buffer(step.keys_after())];
    show_keys(std::move(after), m_keys, effect, matches);
}

void SortSession::seek(size_t target) {
    target = std::min(target, step_count());
    if (target == 0) {
        reset();
        return;
    }
    // Run to one before the target without reading back, read once, then step normally so that the
    // last step still gets its counts, its moved keys and its reference check.
    m_runner.restart(m_input_keys);
    m_reference = algo::make_state(plan(), m_input_keys);
    while (cursor() + 1 < target) {
        algo::reference_step(plan(), plan().steps[cursor()], m_reference);
        m_runner.step();
    }
    m_keys = cursor() == 0 ? m_input_keys : m_runner.read_keys();
    step();
}

void SortSession::step_back() {
    if (cursor() > 0) seek(cursor() - 1);
}

void SortSession::reset() {
    m_runner.restart(m_input_keys);
    m_reference = algo::make_state(plan(), m_input_keys);
    show_keys(m_input_keys, m_input_keys, std::nullopt, true);
}

void SortSession::run_to_end() { seek(step_count()); }

const algo::Step* SortSession::last_step() const {
    return cursor() == 0 ? nullptr : &plan().steps[cursor() - 1];
}

void SortSession::show_keys(std::vector<uint32_t> keys, const std::vector<uint32_t>& before,
                            std::optional<algo::StepEffect> effect, bool matches) {
    m_changed.assign(keys.size(), 0);
    for (size_t i = 0; i < keys.size(); ++i) m_changed[i] = keys[i] != before[i] ? 1 : 0;
    m_keys = std::move(keys);
    m_last_effect = effect;
    m_matches_reference = matches;
    m_sorted = std::is_sorted(m_keys.begin(), m_keys.end());
    ++m_version;
}

}  // namespace sortscope::ui
