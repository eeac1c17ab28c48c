// Whole-number option values (see whole_number.hpp).
#include "whole_number.hpp"

#include <cctype>
#include <stdexcept>

#include "algorithms/text/quoted.hpp"
#include "usage_error.hpp"

namespace sortscope::options {

uint64_t parse_whole_number(const std::string& text, uint64_t min, uint64_t max, const std::string& what) {
    if (text.empty()) throw UsageError(what + ": a number is needed, got nothing");
    if (text[0] == '-') throw UsageError(what + ": " + algo::quoted(text) + " is negative; a whole number >= 0 is needed");
    uint64_t value = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c))) throw UsageError(what + ": " + algo::quoted(text) + " is not a whole number");
        const auto digit = static_cast<uint64_t>(c - '0');
        if (value > (max - digit) / 10) throw UsageError(what + ": " + algo::quoted(text) + " is larger than " + std::to_string(max));
        value = value * 10 + digit;
    }
    if (value < min) throw UsageError(what + ": " + algo::quoted(text) + " is smaller than " + std::to_string(min));
    return value;
}

uint64_t app_whole_number(const OptionSpec& option, const std::string& text) {
    if (!option.app_range) throw std::logic_error("option --" + std::string(option.name) + " declares no whole-number range in the app");
    return parse_whole_number(text, option.app_range->min, option.app_range->max, "--" + std::string(option.name));
}

}  // namespace sortscope::options
