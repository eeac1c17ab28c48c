// The 0-1 principle (Knuth 1973; seed 002): a comparator network that sorts every sequence of 0s and 1s
// sorts every sequence. This runs a plan's network on all 2^n 0/1 inputs, 64 at a time: each wire holds
// one bit of 64 inputs in a uint64, so an ascending comparator is (a & b, a | b). At n = 24 that is
// 2^18 words through a few hundred comparators: well under a second.
#pragma once

#include <cstdint>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

constexpr uint32_t kMaxZeroOneN = 24;

struct ZeroOneReport {
    bool ok = true;
    uint64_t inputs = 0;              // 0/1 inputs run through the network (2^n)
    uint64_t comparators = 0;         // of the network, per array
    std::vector<uint8_t> input;       // the first input it leaves unsorted (position 0 first), if any
    std::vector<uint8_t> output;      // what the network made of it
};

// Requires a network plan (Plan::is_network) with n <= kMaxZeroOneN.
ZeroOneReport check_zero_one(const Plan& plan);

}  // namespace sortscope::algo
