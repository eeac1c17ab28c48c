// Comparators of any network step, through the kernel catalogue: the generic network reference, the
// diagrams, the tables, the counts and the 0-1 checks all read this.
#pragma once

#include <cstdint>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Calls `visit` for every comparator of `step` that touches only positions < n, stage by stage in
// execution order; within a stage, in increasing i. Does nothing for a step that is not a network step.
void for_each_comparator(const Step& step, ComparatorVisitor visit);

// Calls `visit` for those comparators of for_each_comparator(step) with at least one end in `wires`, in
// the same order, without walking the others where the kernel knows its comparators in closed form (every
// network kernel here): the network view's window of wires at n = 2^20.
void for_each_comparator_touching(const Step& step, WireRange wires, ComparatorVisitor visit);

uint64_t comparator_count(const Step& step);  // per array, in closed form where the kernel has one
uint64_t comparator_count(const Plan& plan);  // per array
// Whether the plan has more than `limit` comparators per array, counting step by step only until it
// knows (a view's question at n = 2^20, where counting them all walks over a hundred million).
bool more_comparators_than(const Plan& plan, uint64_t limit);

}  // namespace sortscope::algo
