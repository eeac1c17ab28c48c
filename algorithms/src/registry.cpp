// The algorithm registry: one entry per algorithm, in the order `sortscope-cli list` prints them.
#include "sortscope/algo/registry.hpp"

#include <array>
#include <string>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/odd_even_merge.hpp"
#include "sortscope/algo/odd_even_transposition.hpp"

namespace sortscope::algo {

namespace {

constexpr uint32_t kAnyN = UINT32_MAX;

constexpr std::array kAlgorithms = {
    AlgorithmInfo{"bitonic",
                  "bitonic sorting network in global memory, one stage per dispatch (m(m+1)/2 dispatches)",
                  "Batcher's bitonic network: sort blocks in alternating directions, then merge them. "
                  "Every stage is its own dispatch, and each invocation finds its pair by inserting a bit into its id.",
                  "seed 000: Zucchi, parallel batch sorting (2013)", &build_bitonic_plan, true, false, kAnyN},
    AlgorithmInfo{"odd-even-merge",
                  "Batcher's odd-even merge sort, one layer per dispatch (m(m+1)/2 dispatches); "
                  "batches that fit run in shared memory",
                  "Batcher's odd-even merge network: merge sorted groups of 2, 4, 8, ... by merging their odd and "
                  "even elements, then fixing neighbours. Every layer is its own dispatch, and each index finds "
                  "out from its shifted bits whether it is the left end of a pair.",
                  "seed 001: magnickolas, Parallel Sorting on GPU: Part 2", &build_odd_even_merge_plan, true,
                  false, kAnyN},
    AlgorithmInfo{"odd-even-transposition",
                  "odd-even transposition sort, one phase per dispatch (n dispatches, n(n-1)/2 comparators)",
                  "The simplest sorting network: neighbours compare and swap, starting at even positions in one "
                  "phase and odd positions in the next. After n phases the array is sorted, but it takes n "
                  "dispatches, so it only suits small arrays.",
                  "seed 002: Lefebvre, Introduction to data-parallelism and OpenCL (INRIA)",
                  &build_odd_even_transposition_plan, true, true, 8192},
};

}  // namespace

std::span<const AlgorithmInfo> all_algorithms() { return kAlgorithms; }

const AlgorithmInfo* find_algorithm(std::string_view id) {
    for (const AlgorithmInfo& info : kAlgorithms) {
        if (info.id == id) return &info;
    }
    return nullptr;
}

std::string known_algorithm_ids() {
    std::string known;
    for (const AlgorithmInfo& info : kAlgorithms) known += (known.empty() ? "" : ", ") + std::string(info.id);
    return known;
}

}  // namespace sortscope::algo
