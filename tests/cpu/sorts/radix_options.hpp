// The options the radix tests build plans from: n keys in work groups of `local_size`, digits of
// `bits` bits, `batch` arrays.
#pragma once

#include <cstdint>

#include "algorithms/plan/plan.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

namespace sortscope::test {

inline algo::Options radix_options(uint32_t n, uint32_t local_size, uint32_t bits, uint32_t batch = 1) {
    algo::Options options = algo::sized(n, local_size);
    set_radix_bits(options, bits);
    options.batch = batch;
    return options;
}

}  // namespace sortscope::test
