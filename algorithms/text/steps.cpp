// Step numbers in text (see steps.hpp).
#include "algorithms/text/steps.hpp"

namespace sortscope::algo {

std::optional<size_t> step_index(uint64_t number, size_t count) {
    if (number == 0 || number > count) return std::nullopt;
    return static_cast<size_t>(number - 1);
}

std::string step_name(size_t index) { return "step " + std::to_string(step_number(index)); }

std::string step_of(size_t index, size_t count) { return step_name(index) + " of " + std::to_string(count); }

std::string plan_steps_text(size_t count) {
    if (count == 0) return "no steps";
    if (count == 1) return "step 1";
    return "steps 1.." + std::to_string(count);
}

}  // namespace sortscope::algo
