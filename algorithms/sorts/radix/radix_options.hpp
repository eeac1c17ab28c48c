// Radix sort's own option: the digit width (--radix-bits). Its rule lives here, and the registry points
// at validate_radix_options; the generic rules are the catalogue's (catalogue/option_rules.hpp).
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// The digit widths a radix plan takes, narrowest first: 4, 16 or 256 bins. The app's controls list them.
constexpr uint32_t kRadixDigitWidths[] = {2, 4, 8};

// Refuses a digit width that is not one of kRadixDigitWidths.
std::optional<OptionProblem> validate_radix_options(const Options& options);

}  // namespace sortscope::algo
