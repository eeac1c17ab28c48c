// Phrases the kernels' narrations share: a count with its noun, and how many pairs swapped.
#pragma once

#include <cstdint>
#include <string>

namespace sortscope::algo {

// "1 stage", "3 stages".
std::string count_of(uint64_t count, const char* one, const char* many);

// "9 of 16 pairs swapped.", or that no pair lies inside the array when a step compared none.
std::string swaps_sentence(uint64_t comparisons, uint64_t swaps);

}  // namespace sortscope::algo
