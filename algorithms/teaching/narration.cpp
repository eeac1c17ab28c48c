// Narration of a plan's dispatches (see narration.hpp): each kernel's own words come from its catalogue
// entry (written in its sort's folder); here, what is generic: the words before the first step, and a
// dispatch whose kernel has no narration of its own is told by its description.
#include "algorithms/teaching/narration.hpp"

#include <cstdio>
#include <optional>
#include <string>
#include <utility>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

std::string narrate(const Plan& plan, const Step& step, const StepEffect& effect) {
    // The plan's algorithm tells the steps it runs with another folder's kernels (AlgorithmInfo::narrate_step).
    if (plan.algorithm != nullptr && plan.algorithm->narrate_step != nullptr) {
        if (std::optional<std::string> told = plan.algorithm->narrate_step(plan, step, effect)) return std::move(*told);
    }
    const KernelInfo& info = kernel_info(step.kernel);
    return info.narrate != nullptr ? info.narrate(plan, step, effect) : describe(step);
}

std::string narrate_start(const Plan& plan) {
    if (plan.steps.empty()) return "Nothing to sort: with fewer than two keys the plan has no dispatches.";
    std::string text = "The plan has " + count_of(plan.steps.size(), "dispatch", "dispatches");
    if (plan.is_network()) {
        text += " running " + count_of(comparator_count(plan), "comparator", "comparators") + " in " +
                count_of(plan.stage_count(), "stage", "stages");
        // What fusing buys: a pass over global memory reads and writes every key once, and a network's
        // time is mostly those passes.
        const auto pass_bytes = static_cast<uint64_t>(pass_bytes_per_key(plan)) * plan.total_keys();
        char passes_text[32];
        std::snprintf(passes_text, sizeof passes_text, "%.0f", global_passes(plan));
        text += ". Its dispatches make " + std::string(passes_text) + " passes over global memory, each reading and "
                "writing all " + std::to_string(pass_bytes) + " bytes of the keys" +
                (plan.steps.size() < plan.stage_count() ? std::string(", where one dispatch per stage would make ") +
                                                              std::to_string(plan.stage_count())
                                                        : std::string());
    }
    text += ". Press Right to run the first one, Space to play.";
    if (plan.is_network() && next_power_of_two(plan.options.n) != plan.options.n) {
        text += " Positions " + std::to_string(plan.options.n) + " to " + std::to_string(next_power_of_two(plan.options.n) - 1) +
                " do not exist: they act as +infinity and are never touched.";
    }
    return text;
}

}  // namespace sortscope::algo
