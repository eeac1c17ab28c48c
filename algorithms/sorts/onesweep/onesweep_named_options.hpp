// Onesweep's named options as the front ends read them: --onesweep-path (lookback, portable, auto) and
// --onesweep-ranking (split, ballot, match, auto). The option table (app/options/option_table.hpp) points
// at these, so sortscope-cli's parsing reads them without naming onesweep. Defined in onesweep_options.cpp.
#pragma once

#include "algorithms/plan/option_model.hpp"

namespace sortscope::algo {

extern const NamedOptionValue kOnesweepPathValue;
// Reading it marks the ranking as the user's choice (Options::onesweep_ranking_given); without it, the
// ranking is onesweep's per-device choice.
extern const NamedOptionValue kOnesweepRankingValue;

}  // namespace sortscope::algo
