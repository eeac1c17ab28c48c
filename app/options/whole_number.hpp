// The one parser of whole-number option values, for both front ends: "abc", "-5", "1e3" and a number
// out of [min, max] are a UsageError naming the option (or file line) and the text.
#pragma once

#include <cstdint>
#include <string>

#include "option_spec.hpp"

namespace sortscope::options {

// Parses a whole number in [min, max]; `what` names the input in the error ("--n", "keys.txt:3").
uint64_t parse_whole_number(const std::string& text, uint64_t min, uint64_t max, const std::string& what);

// The value of `option` in the app, in its declared app range (OptionSpec::app_range).
uint64_t app_whole_number(const OptionSpec& option, const std::string& text);

}  // namespace sortscope::options
