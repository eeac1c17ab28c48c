// Comparator view of a network step: the pairs a dispatch compares, enumerated on demand from the Step's
// parameters (a plan never stores n/2 comparators per stage). Diagrams, tables, counts and the 0-1
// checks read this.
#pragma once

#include <cstdint>
#include <functional>

#include "sortscope/algo/plan.hpp"

namespace sortscope::algo {

struct Comparator {
    uint32_t i;      // lower index
    uint32_t j;      // upper index, i < j
    bool ascending;  // true: the smaller key goes to i
    uint32_t lid;    // the invocation that runs it
};

// Calls `visit` for every comparator of `step` that touches only positions < n, in invocation order.
void for_each_comparator(const Step& step, const std::function<void(const Comparator&)>& visit);

uint64_t comparator_count(const Step& step);
uint64_t comparator_count(const Plan& plan);

}  // namespace sortscope::algo
