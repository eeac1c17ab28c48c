// The comparator model of network steps: one pair a dispatch compares, and the visitor that receives
// them. Each network kernel enumerates its comparators on demand from the Step's arguments (a plan never
// stores n/2 comparators per stage); catalogue/network.hpp enumerates them for any step.
#pragma once

#include <cstdint>

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

}  // namespace sortscope::algo
