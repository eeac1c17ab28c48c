// Which comparators of a network step swapped, for the views that mark them (the network view's window
// of wires at n = 2^20): the answer for the comparators asked about only, from the keys before the step,
// with the CPU reference's semantics (catalogue/reference.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// 1 for each of `wanted` (comparators of the network step `step`, named by stage and positions) that
// exchanged its keys when the step ran on `keys_before` (the first array's keys before it), else 0, in
// the order of `wanted`. A one-stage step reads each straight from the keys (its comparators are
// disjoint); a step of fused stages is replayed on a copy of the first array, and only comparators on a
// wire some wanted one starts at are looked up: no list of every comparator's outcome is kept or sorted.
// A comparator that is not in the step reads 0 when the step has several stages.
std::vector<uint8_t> comparator_swaps(const Plan& plan, const Step& step, std::span<const uint32_t> keys_before,
                                      std::span<const Comparator> wanted);

}  // namespace sortscope::algo
