// Radix sort's own option, its digit width, and its rule (see radix_options.hpp).
#include "algorithms/sorts/radix/radix_options.hpp"

#include <algorithm>
#include <string>

namespace sortscope::algo {

namespace {

// "4 (16 bins)", as the app's controls list a width.
std::string width_label(uint32_t bits) { return std::to_string(bits) + " (" + std::to_string(1u << bits) + " bins)"; }

// As bench's heading names it.
std::string width_heading(uint32_t bits) { return "radix digits of " + std::to_string(bits) + " bits"; }

}  // namespace

const OwnOption kRadixBitsOption = own_number_option({
    .name = "radix-bits",
    .value = "2|4|8",
    .text = "radix digit width (default 4: 16 bins)",
    .app = true,
    .app_text = "radix digit width (default 4)",
    .session_key = "radix_bits",
    .control_label = "Radix bits",
    .number = {.value = &kRadixBitsValue, .values = kRadixDigitWidths, .value_label = &width_label, .heading = &width_heading},
});

const OwnOption* const kRadixOwnOptions[1] = {&kRadixBitsOption};

std::optional<OptionProblem> validate_radix_options(const Options& options) {
    if (std::ranges::find(kRadixDigitWidths, radix_bits_of(options)) == std::end(kRadixDigitWidths)) {
        return OptionProblem{"radix-bits", "--radix-bits: the digit width must be 2, 4 or 8, got " + std::to_string(radix_bits_of(options))};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
