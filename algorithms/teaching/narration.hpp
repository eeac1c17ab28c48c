// Narration: one or two plain sentences for a classroom about what a dispatch does and why, e.g.
// "Pass 2, distance 2: every key i with bit 1 clear meets i + 2. Blocks of 8 with bit 3 of i set sort
// descending, so the next pass can merge them. 9 of 16 pairs swapped." The GUI shows it under the status
// line; the effect (swaps, moves) comes from the CPU reference of the same step.
#pragma once

#include <string>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

std::string narrate(const Plan& plan, const Step& step, const StepEffect& effect);

// Before the first step: what the algorithm is about to do.
std::string narrate_start(const Plan& plan);

}  // namespace sortscope::algo
