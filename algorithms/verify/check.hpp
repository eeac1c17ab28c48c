// Checking a sort result against std::stable_sort of the same input, array by array of a batch, in the
// plan's order (key type, direction). Keys must match bit for bit. With a payload, a stable algorithm
// must match std::stable_sort's values exactly; an unstable one must hold, in every run of equal keys,
// the same values in some order. The CLI's --verify, bench, the GUI's check and the tests use this.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// std::stable_sort of every array by sort_key; values (when given) follow their keys. parallel_radix.hpp
// makes the same result far faster for large inputs, and names itself in `reference`.
struct ExpectedSort {
    std::vector<uint32_t> keys;
    std::vector<uint32_t> values;
    std::string reference = "std::stable_sort";  // what made it, for check_sort's messages
};
ExpectedSort expected_sort(const Options& options, std::span<const uint32_t> keys,
                           std::span<const uint32_t> values = {});

struct SortCheck {
    bool ok = true;
    uint64_t index = 0;   // the first wrong position, counted over the whole batch
    std::string message;  // "array 2, index 17: key 5, std::stable_sort puts 4 there" (expected.reference)
};

SortCheck check_sort(const Options& options, bool stable, const ExpectedSort& expected,
                     std::span<const uint32_t> keys, std::span<const uint32_t> values = {});

// The payload the tools attach when asked for one: each key's original position over the whole batch,
// which makes a stability or cross-array mistake visible in the values.
std::vector<uint32_t> index_values(uint64_t count);

}  // namespace sortscope::algo
