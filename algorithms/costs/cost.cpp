// The cost model: work per dispatch, estimates, budgets and the largest n within a limit (see cost.hpp).
#include "algorithms/costs/cost.hpp"

#include <algorithm>
#include <cstdio>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/budget.hpp"
#include "algorithms/costs/traffic.hpp"

namespace sortscope::algo {

DeviceSpeed conservative_speed() {
    DeviceSpeed speed;
    speed.comparisons_per_ms = 1e5;
    speed.bytes_per_ms = 1e6;
    speed.dispatch_ms = 0.05;
    speed.source = "a conservative default, without a probe";
    return speed;
}

StepWork step_work(const Plan& plan, const Step& step) {
    StepWork work;
    if (const auto comparisons = kernel_info(step.kernel).comparisons) {
        work.comparisons = comparisons(plan, step);
    } else {
        work.bytes = step_bytes(plan, step);
    }
    return work;
}

double estimate_step_ms(const Plan& plan, const Step& step, const DeviceSpeed& speed) {
    const StepWork work = step_work(plan, step);
    return static_cast<double>(work.comparisons) / speed.comparisons_per_ms +
           static_cast<double>(work.bytes) / speed.bytes_per_ms + speed.dispatch_ms;
}

double estimate_plan_ms(const Plan& plan, const DeviceSpeed& speed) {
    double ms = 0.0;
    for (const Step& step : plan.steps) ms += estimate_step_ms(plan, step, speed);
    return ms;
}

LongestDispatch longest_dispatch(const Plan& plan, const DeviceSpeed& speed) {
    LongestDispatch longest;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const double ms = estimate_step_ms(plan, plan.steps[s], speed);
        if (ms > longest.ms) longest = {ms, s};
    }
    return longest;
}

uint64_t comparison_budget(const DeviceSpeed& speed, double budget_ms) {
    return std::max<uint64_t>(1, static_cast<uint64_t>(speed.comparisons_per_ms * budget_ms));
}

uint64_t largest_buffer_bytes(const Plan& plan) {
    uint64_t largest = 0;
    for (const uint64_t words : plan.buffer_words) largest = std::max(largest, words * 4);
    return largest;
}

std::optional<std::string> run_too_long(const AlgorithmInfo& info, const Options& options, const DeviceSpeed& speed,
                                        double limit_ms, const std::string& limit_text, uint64_t max_buffer_bytes) {
    auto unsplit = [&](uint32_t n) {
        Options sized_options = options;
        sized_options.n = n;
        sized_options.device.max_dispatch_comparisons = 0;
        return info.build(sized_options);
    };
    // The time, and the largest buffer where the device bounds it (as memory: the one other limit).
    auto time_only = [&](const Plan& plan) {
        return Cost{max_buffer_bytes != 0 ? largest_buffer_bytes(plan) : 0, estimate_plan_ms(plan, speed)};
    };
    Budget budget;
    budget.max_ms = limit_ms;
    budget.time_limit = limit_text;
    if (max_buffer_bytes != 0) {
        budget.max_bytes = max_buffer_bytes;
        budget.memory_limit = "the " + bytes_text(max_buffer_bytes) + " of this device's largest storage buffer (in one buffer)";
    }
    std::string what(info.id);
    if (options.batch > 1) what += " (" + std::to_string(options.batch) + " arrays)";
    Options unsplit_options = options;
    unsplit_options.device.max_dispatch_comparisons = 0;
    BudgetCheck check = check_budget(what, options.n, unsplit, time_only, budget, speed.source, plan_growth(info, unsplit_options));
    if (check.plan) return std::nullopt;
    return check.refusal;
}

PlanGrowth plan_growth(const AlgorithmInfo& info, const Options& options) {
    return info.few_dispatches(options) ? PlanGrowth::FewDispatches : PlanGrowth::AtMostOnePerKey;
}

std::string duration_text(double ms) {
    char text[48];
    if (ms < 1000.0) {
        std::snprintf(text, sizeof text, "%.3g ms", ms);
    } else if (ms < 60e3) {
        std::snprintf(text, sizeof text, "%.3g s", ms / 1e3);
    } else if (ms < 3600e3) {
        std::snprintf(text, sizeof text, "%.3g min", ms / 60e3);
    } else if (ms < 86400e3) {
        std::snprintf(text, sizeof text, "%.3g h", ms / 3600e3);
    } else {
        std::snprintf(text, sizeof text, "%.3g days", ms / 86400e3);
    }
    return text;
}

}  // namespace sortscope::algo
