// Radix step classification (see radix_focus.hpp): the step's kernel entry says which digit it works on.
#include "sortscope/diagram/radix_focus.hpp"

#include "algorithms/catalogue/kernels.hpp"

namespace sortscope::diagram {

std::optional<RadixFocus> radix_focus(const algo::Step& step) {
    const auto digit_step = algo::kernel_info(step.kernel).digit_step;
    if (digit_step == nullptr) return std::nullopt;
    const algo::DigitStep digit = digit_step(step);
    switch (digit.part) {
        case algo::DigitPart::Count: return RadixFocus{digit.digit, digit.bits, digit.shift, RadixPhase::Count};
        case algo::DigitPart::PrefixSum: return RadixFocus{digit.digit, digit.bits, digit.shift, RadixPhase::PrefixSum};
        case algo::DigitPart::Scatter: return RadixFocus{digit.digit, digit.bits, digit.shift, RadixPhase::Scatter};
        case algo::DigitPart::Histogram:
        case algo::DigitPart::Scan: break;  // every digit at once: no one digit to colour by
    }
    return std::nullopt;
}

}  // namespace sortscope::diagram
