// The skip rule (see skip_rule.hpp).
#include "skip_rule.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "number_text.hpp"

namespace sortscope::measure {

namespace {

// " (--max-run-ms)" after a limit, when it has an option's name.
std::string option_note(const std::string& option) { return option.empty() ? std::string() : " (" + option + ")"; }

// Comparison sorts do about n log2 n work per array of n keys (at least one level for n = 1).
double sort_work(uint64_t keys, uint32_t n) {
    return static_cast<double>(keys) * std::max(1.0, std::log2(static_cast<double>(n)));
}

}  // namespace

std::string_view skip_cell(SkipCause cause) {
    switch (cause) {
        case SkipCause::Unknown: return "(unknown)";
        case SkipCause::Plan: return "(plan)";
        case SkipCause::Memory: return "(memory)";
        case SkipCause::Time: return "(time)";
    }
    return "(plan)";
}

SkipRule::SkipRule(RunLimits limits, size_t algorithms) : m_limits(std::move(limits)), m_last(algorithms) {}

std::optional<Skip> SkipRule::unknown(const algo::AlgorithmInfo* info) {
    if (info != nullptr) return std::nullopt;
    return Skip{SkipCause::Unknown, "unknown algorithm"};
}

Skip SkipRule::plan_refused(const std::string& why) { return {SkipCause::Plan, why}; }

std::optional<Skip> SkipRule::no_dispatches(const algo::Plan& plan) {
    if (!plan.steps.empty()) return std::nullopt;
    return Skip{SkipCause::Plan, "its plan has no dispatches at n = " + std::to_string(plan.options.n) + ": nothing to time"};
}

Skip SkipRule::device_refused(const std::string& why) { return {SkipCause::Memory, why}; }

std::optional<algo::Options> SkipRule::probe_for(size_t algorithm, const algo::AlgorithmInfo& info, const algo::Plan& plan) const {
    if (m_last.at(algorithm) || info.quick_n == UINT32_MAX || plan.options.n <= info.quick_n) return std::nullopt;
    algo::Options probe = plan.options;
    probe.n = std::bit_floor(std::max(1u, info.quick_n));
    return probe;
}

void SkipRule::measured(size_t algorithm, Measured measured) { m_last.at(algorithm) = std::move(measured); }

std::optional<Skip> SkipRule::too_slow(size_t algorithm, const algo::Plan& plan) const {
    const std::optional<Measured>& last = m_last.at(algorithm);
    if (!last) return std::nullopt;
    const std::optional<double> estimate = algo::estimate_run_ms(last->plan, last->ms, plan);
    if (!estimate || *estimate <= m_limits.max_run_ms) return std::nullopt;
    return Skip{SkipCause::Time, "one run would take about " + ms_text(*estimate) + " (" + ms_text(last->ms) + " " + last->label +
                                     ", scaled by the bytes model), over the " + ms_text(m_limits.max_run_ms) + " limit" +
                                     option_note(m_limits.gpu_limit_option)};
}

std::optional<algo::Options> SkipRule::cpu_probe_for(algo::CpuSort sort, const algo::Options& options) const {
    constexpr uint32_t kProbeN = 1u << kCpuProbeLog2n;
    if (m_cpu_last[static_cast<size_t>(sort)] || options.n <= kProbeN) return std::nullopt;
    algo::Options probe = options;
    probe.n = kProbeN;
    probe.batch = 1;
    return probe;
}

void SkipRule::cpu_measured(algo::CpuSort sort, CpuMeasured measured) { m_cpu_last[static_cast<size_t>(sort)] = std::move(measured); }

std::optional<Skip> SkipRule::cpu_too_slow(algo::CpuSort sort, const algo::Options& options) const {
    const std::optional<CpuMeasured>& last = m_cpu_last[static_cast<size_t>(sort)];
    if (!last) return std::nullopt;
    const double estimate = last->ms * sort_work(uint64_t{options.n} * options.batch, options.n) / sort_work(last->keys, last->n);
    if (estimate <= m_limits.cpu_max_run_ms) return std::nullopt;
    return Skip{SkipCause::Time, "one run would take about " + ms_text(estimate) + " (" + ms_text(last->ms) + " " + last->label +
                                     ", scaled by n log n), over the " + ms_text(m_limits.cpu_max_run_ms) +
                                     " limit for the CPU baselines" + option_note(m_limits.cpu_limit_option)};
}

}  // namespace sortscope::measure
