// Radix sort's own option: the digit width (--radix-bits), declared here once (kRadixBitsOption, which
// its catalogue entry lists in own_options) for the option table, both command lines and their help, the
// app's controls and session files, and kept in Options::own (radix_bits_of). Its rule lives here, and the
// registry points at validate_radix_options; the generic rules are the catalogue's (catalogue/option_rules.hpp).
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// The digit widths a radix plan takes, narrowest first: 4, 16 or 256 bins. The app's controls list them.
constexpr uint32_t kRadixDigitWidths[] = {2, 4, 8};

// The digit width a radix plan runs with (default 4: 16 bins), and setting it (in Options, or in the
// own values the app's input keeps).
inline constexpr OwnValue kRadixBitsValue{"radix-bits", 4};
uint32_t radix_bits_of(const OwnValueHolder auto& holder) { return own_value(holder, kRadixBitsValue); }
void set_radix_bits(OwnValueHolder auto& holder, uint32_t bits) { set_own_value(holder, kRadixBitsValue, bits); }

// --radix-bits (session key "radix_bits"; the app takes it and offers it under Kernels).
extern const OwnOption kRadixBitsOption;
extern const OwnOption* const kRadixOwnOptions[1];

// Refuses a digit width that is not one of kRadixDigitWidths.
std::optional<OptionProblem> validate_radix_options(const Options& options);

}  // namespace sortscope::algo
