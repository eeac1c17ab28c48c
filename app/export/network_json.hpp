// A comparator network as JSON, for other tools:
//   {"algorithm": "bitonic", "n": 8, "stages": [{"dispatch": 0, "comparators": [[0, 1], [3, 2], ...]}, ...]}
// Every network stage of the chosen steps, in execution order (a dispatch that fuses several stages
// gives several entries with the same "dispatch"). A pair [a, b] sends the smaller key to position a and
// the larger to b, so a descending comparator of the network is written [j, i] with i < j, and a plan
// sorted in descending order (--desc) has every pair reversed: applying the pairs literally, smaller key
// first, reproduces what the GPU does to the keys.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::exports {

// Steps first_step..last_step (inclusive; last_step is clamped to the plan), handed to `sink` a stage at
// a time as they are made, so a network of billions of comparators is never held whole in memory.
void write_network_json(const algo::Plan& plan, size_t first_step, size_t last_step,
                        algo::FunctionRef<void(std::string_view)> sink);

}  // namespace sortscope::exports
