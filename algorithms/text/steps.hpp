// How steps are numbered, the one rule every front end prints them by (docs/glossary.md): a step is one
// dispatch of the plan; step 1 is the first dispatch (plan.steps[0]), step k is plan.steps[k - 1], and
// "step 0" is the input, before anything ran. "After step k" means k dispatches have run: the app's
// cursor, the app's --step option and a session file's "step" all count that way. Stages (the columns
// of a comparator network) are counted from 1 too; bitonic passes, digits, bins, tiles, work groups and
// key positions keep the 0-based numbers of the kernels and the source documents.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace sortscope::algo {

// The number a step is printed with, from its index in plan.steps.
constexpr uint64_t step_number(size_t index) { return uint64_t{index} + 1; }
// The index in plan.steps of step `number` (1 .. count), or nothing for 0 (the input) or past the plan.
std::optional<size_t> step_index(uint64_t number, size_t count);

// "step 4", for plan.steps[3].
std::string step_name(size_t index);
// "step 4 of 10", for plan.steps[3] of a plan of 10 steps.
std::string step_of(size_t index, size_t count);
// The steps a plan has, for messages: "steps 1..10", "step 1" or "no steps".
std::string plan_steps_text(size_t count);

// A network stage's number, from its index (Comparator::stage, Step::first_stage).
constexpr uint64_t stage_number(uint32_t stage) { return uint64_t{stage} + 1; }

}  // namespace sortscope::algo
