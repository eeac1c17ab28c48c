// Phrases the kernels' narrations share (see phrases.hpp).
#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

std::string swaps_sentence(uint64_t comparisons, uint64_t swaps) {
    if (comparisons == 0) return "No pair lies inside the n keys, so nothing moves.";
    return with_separators(swaps) + " of " + count_of(comparisons, "pair", "pairs") + " swapped.";
}

}  // namespace sortscope::algo
