// Radix sort's option rule (see radix_options.hpp).
#include "algorithms/sorts/radix/radix_options.hpp"

#include <algorithm>
#include <string>

namespace sortscope::algo {

std::optional<OptionProblem> validate_radix_options(const Options& options) {
    if (std::ranges::find(kRadixDigitWidths, options.radix_bits) == std::end(kRadixDigitWidths)) {
        return OptionProblem{"radix-bits", "--radix-bits: the digit width must be 2, 4 or 8, got " + std::to_string(options.radix_bits)};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
