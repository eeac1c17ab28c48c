// The comparator model of network steps: one pair a dispatch compares, and the visitor that receives
// them. Each network kernel enumerates its comparators on demand from the Step's arguments (a plan never
// stores n/2 comparators per stage); catalogue/network.hpp enumerates them for any step.
#pragma once

#include <cstdint>
#include <optional>

#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct Comparator {
    uint32_t i;       // lower index of one array
    uint32_t j;       // upper index, i < j < n
    bool ascending;   // true: the smaller key (in sort-key order) goes to i
    uint32_t stage;   // the network stage, counted over the whole plan (Step::first_stage + k)
};

using ComparatorVisitor = FunctionRef<void(const Comparator&)>;

// A range of wires (positions of one array), both ends included: the window the network view draws.
struct WireRange {
    uint32_t first;
    uint32_t last;
    bool holds(uint32_t wire) const { return wire >= first && wire <= last; }
};

// The comparator of one stage that has `wire` as an end, if any: a stage's comparators are disjoint, so
// there is at most one, and each network finds it from its stage's parameters without a walk.
using StageComparatorAt = FunctionRef<std::optional<Comparator>(uint32_t wire)>;

// Visits the comparators of one stage over n wires that have at least one end in `wires`, in increasing
// i, asking `at` about each wire of the range below n twice. Every comparator of the stage must span the
// same distance j - i (true of every network here), so the ones entering the range from above come in
// increasing i when taken in increasing j.
void visit_stage_touching(uint32_t n, WireRange wires, StageComparatorAt at, ComparatorVisitor visit);

}  // namespace sortscope::algo
