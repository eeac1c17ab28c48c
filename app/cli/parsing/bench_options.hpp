// The parts of `sortscope-cli bench`'s command line that are its own: the range of sizes (--log2n) and
// the list of algorithms (--algo). Every mistake is a UsageError with a one-line reason (exit code 2).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::cli {

constexpr uint32_t kMaxLog2n = 31;  // 2^31 keys: kMaxKeys

// Sizes 2^first .. 2^last keys per array, one per power of two.
struct Log2nRange {
    uint32_t first = 0;
    uint32_t last = 0;
};

// "8..12" or a single "20". Both ends whole numbers from 0 to kMaxLog2n, first <= last.
Log2nRange parse_log2n_range(const std::string& text);

// "all" (every algorithm, in the registry's order) or ids separated by commas ("radix,bitonic"), in the
// order given. Unknown ids, empty items and repeats are refused.
std::vector<const algo::AlgorithmInfo*> parse_algorithm_list(const std::string& text);

}  // namespace sortscope::cli
