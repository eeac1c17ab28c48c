// Comparator view of network steps: the pairs a dispatch compares, enumerated on demand from the Step's
// parameters (a plan never stores n/2 comparators per stage). The generic network reference, the
// diagrams, the tables, the counts and the 0-1 checks all read this.
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

// Calls `visit` for every comparator of `step` that touches only positions < n, stage by stage in
// execution order; within a stage, in increasing i. Does nothing for a step that is not a network step.
void for_each_comparator(const Step& step, ComparatorVisitor visit);

uint64_t comparator_count(const Step& step);  // per array
uint64_t comparator_count(const Plan& plan);  // per array

}  // namespace sortscope::algo
