// The list of algorithms Sortscope knows: their ids (as `sortscope-cli list` prints them), a one-line
// description, the source document, and the plan builder.
#pragma once

#include <span>
#include <string_view>

#include "sortscope/algo/plan.hpp"

namespace sortscope::algo {

struct AlgorithmInfo {
    std::string_view id;
    std::string_view summary;  // one line
    std::string_view source;   // the seed document it comes from
    Plan (*build)(const Options& options);
};

std::span<const AlgorithmInfo> all_algorithms();
const AlgorithmInfo* find_algorithm(std::string_view id);

}  // namespace sortscope::algo
