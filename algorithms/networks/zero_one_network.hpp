// The exhaustive 0-1 check of a loaded network, with the report `verify --network` prints (the CPU
// reference of the GPU check, app/gpu/checks/network_kernel_check.hpp): all 2^n inputs of zeros and ones, bit-sliced
// 64 inputs per word (input x has bit k on wire k; a comparator on 64 inputs is one AND and one OR).
// Besides "sorts or not" it finds, over all inputs at once:
//   - the first input (lowest number) left unsorted, and its output;
//   - the redundant comparators: those that never swap on any 0/1 input, hence on any input at all
//     (a swap of x > y on some input is a swap on the 0/1 input thresholded between y and x);
//   - the adjacent outputs (k, k+1) that some input leaves out of order (none for a sorting network).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

// 2^n inputs: the CPU check runs up to this many wires (2^30 inputs of a few hundred comparators is a
// few minutes on one core); the commands refuse earlier when the estimate passes their time limit.
constexpr uint32_t kMaxCheckedWires = 32;

struct NetworkCheck {
    bool sorts = true;
    uint64_t inputs = 0;                     // 2^n
    std::optional<uint64_t> first_failure;   // the lowest input number it leaves unsorted
    std::vector<uint8_t> failing_input;      // that input, wire 0 first
    std::vector<uint8_t> failing_output;     // and what the network made of it
    std::vector<uint8_t> redundant;          // [c] over the sequence: 1 if comparator c never swaps
    std::vector<uint8_t> unordered_after;    // [k] for k < n-1: 1 if outputs k, k+1 can end out of order
    bool operator==(const NetworkCheck&) const = default;
};

// Requires network.wires <= kMaxCheckedWires.
NetworkCheck check_network(const ComparatorNetwork& network);

// The outputs of the network on one 0/1 input (bit k of `input` on wire k).
std::vector<uint8_t> run_zero_one(const ComparatorNetwork& network, uint64_t input);

// Word operations of the check (comparators x 2^n / 64), for the time estimate.
double zero_one_work(const ComparatorNetwork& network);
// Seconds the CPU check takes, at a rate measured conservatively on a loaded 2-core machine.
double estimate_cpu_check_seconds(const ComparatorNetwork& network);

}  // namespace sortscope::algo
