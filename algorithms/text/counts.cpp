// Counts in text (see counts.hpp).
#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

std::string with_separators(uint64_t value) {
    std::string digits = std::to_string(value);
    // A comma before every group of three digits counted from the right, never before the first digit.
    for (size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

std::string count_of(uint64_t count, std::string_view one, std::string_view many) {
    return with_separators(count) + " " + std::string(count == 1 ? one : many);
}

}  // namespace sortscope::algo
