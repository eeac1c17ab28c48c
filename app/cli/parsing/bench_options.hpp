// The parts of `sortscope-cli bench`'s command line that are its own: the range of sizes (--log2n) and
// the list of algorithms (--algo). Every mistake is a UsageError with a one-line reason (exit code 2).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::cli {

constexpr uint32_t kMaxLog2n = 31;  // 2^31 keys: kMaxKeys

// The sizes benched, 2^log2n keys per array for each log2n in `log2ns` (rising); first and last are the
// smallest and the largest.
struct Log2nRange {
    uint32_t first = 0;
    uint32_t last = 0;
    std::vector<uint32_t> log2ns;
};

// "8..12", a single "20", or a list of them separated by commas ("20,24", "8..10,16"). Every number a
// whole number from 0 to kMaxLog2n, each range's first <= last, no size given twice.
Log2nRange parse_log2n_range(const std::string& text);

// "all" (every algorithm, in the registry's order) or ids separated by commas ("radix,bitonic"), in the
// order given. Unknown ids, empty items and repeats are refused.
std::vector<const algo::AlgorithmInfo*> parse_algorithm_list(const std::string& text);

}  // namespace sortscope::cli
