// The one walk over a window of wires that every network's closed-form comparators go through (see
// comparator.hpp): the cost is the window's width, not the network's n/2 comparators per stage.
#include "algorithms/plan/comparator.hpp"

#include <algorithm>

namespace sortscope::algo {

void visit_stage_touching(uint32_t n, WireRange wires, StageComparatorAt at, ComparatorVisitor visit) {
    if (n == 0 || wires.first > wires.last || wires.first >= n) return;
    const uint32_t last = std::min(wires.last, n - 1);
    // First the comparators whose upper end alone is in the range (their i lies above it), then those
    // whose lower end is: every i of the first kind is below every i of the second.
    for (uint32_t wire = wires.first; wire <= last; ++wire) {
        const std::optional<Comparator> comparator = at(wire);
        if (comparator && comparator->j == wire && comparator->i < wires.first) visit(*comparator);
    }
    for (uint32_t wire = wires.first; wire <= last; ++wire) {
        const std::optional<Comparator> comparator = at(wire);
        if (comparator && comparator->i == wire) visit(*comparator);
    }
}

}  // namespace sortscope::algo
