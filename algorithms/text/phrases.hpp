// Phrases the kernels' narrations share: how many pairs swapped. Counts with their nouns are counts.hpp's.
#pragma once

#include <cstdint>
#include <string>

#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

// "9 of 16 pairs swapped.", or that no pair lies inside the array when a step compared none.
std::string swaps_sentence(uint64_t comparisons, uint64_t swaps);

}  // namespace sortscope::algo
