// Phrases the kernels' narrations share (see phrases.hpp).
#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

std::string count_of(uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string swaps_sentence(uint64_t comparisons, uint64_t swaps) {
    if (comparisons == 0) return "No pair lies inside the n keys, so nothing moves.";
    return std::to_string(swaps) + " of " + count_of(comparisons, "pair", "pairs") + " swapped.";
}

}  // namespace sortscope::algo
