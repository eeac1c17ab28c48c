// Any network plan as a ComparatorNetwork: each network stage of the plan becomes one layer (a pair
// (i, j) of an ascending comparator, (j, i) of a descending one, and every pair reversed for a plan sorted
// in descending order, as the JSON export writes them). So verify's report and the text exports serve
// bitonic's or odd-even merge's plans exactly as they serve a loaded network.
#pragma once

#include <utility>
#include <vector>

#include "algorithms/networks/network.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Requires plan.is_network() and plan.options.n <= kMaxNetworkWires. With `stages`, also each
// comparator's (stage, i) in the plan, in the order of the network's sequence(): what the diagrams mark.
ComparatorNetwork network_of_plan(const Plan& plan, std::vector<std::pair<uint32_t, uint32_t>>* stages = nullptr);

// The network restricted to its first n wires (comparators reaching past n are left out, as if those
// positions held +infinity), empty layers dropped.
ComparatorNetwork first_wires(const ComparatorNetwork& network, uint32_t n);

}  // namespace sortscope::algo
