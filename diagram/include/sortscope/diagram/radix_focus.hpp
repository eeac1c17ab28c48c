// For the radix views: which digit a step works on and which of seed 004's three parts it is (count,
// prefix sum, scatter), so the bars can colour keys by the current digit's bin and the radix picture
// can light the part that runs. Onesweep's digit steps count too (its portable count, the prefix sum it
// shares with radix, and its pass, which scatters); its histogram and scan work on no one digit.
#pragma once

#include <cstdint>
#include <optional>

#include "algorithms/plan/plan.hpp"

namespace sortscope::diagram {

enum class RadixPhase { Count, PrefixSum, Scatter };

struct RadixFocus {
    uint32_t digit;  // 0 = least significant
    uint32_t bits;   // digit width
    uint32_t shift;  // the digit's lowest bit in the sort key
    RadixPhase phase;
};

// nullopt for a step that is not one of radix's or onesweep's digit steps.
std::optional<RadixFocus> radix_focus(const algo::Step& step);

}  // namespace sortscope::diagram
