// The input the headless session tests run: small work groups and tiles, so that even small n spans
// several groups and tiles, and a payload, so that values are carried and checked too.
#pragma once

#include <cstdint>
#include <string>

#include "core/session/input_spec.hpp"

namespace sortscope::test {

inline ui::InputSpec small_input(const std::string& algorithm, uint32_t n) {
    ui::InputSpec input;
    input.algorithm = algorithm;
    input.n = n;
    input.local_size = 4;
    input.numbers.set(sortscope::options::kTileOption, 8);
    input.values = true;
    return input;
}

}  // namespace sortscope::test
