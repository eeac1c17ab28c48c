// The algorithm registry: one entry per algorithm, in the order `sortscope-cli list` prints them.
#include "sortscope/algo/registry.hpp"

#include <array>
#include <string>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/radix.hpp"

namespace sortscope::algo {

namespace {

constexpr uint32_t kAnyN = UINT32_MAX;

constexpr std::array kAlgorithms = {
    AlgorithmInfo{"bitonic",
                  "bitonic sorting network in global memory, one stage per dispatch (m(m+1)/2 dispatches)",
                  "Batcher's bitonic network: sort blocks in alternating directions, then merge them. "
                  "Every stage is its own dispatch, and each invocation finds its pair by inserting a bit into its id.",
                  "seed 000: Zucchi, parallel batch sorting (2013)", &build_bitonic_plan, true, false, kAnyN},
    AlgorithmInfo{"radix",
                  "LSD radix sort: per digit, count bins per tile, prefix-sum the table on the GPU, stable scatter",
                  "The keys are binned by one digit at a time, least significant first: each work group counts "
                  "its tile's keys per bin, a prefix sum of all the counts gives every tile's place in every bin, "
                  "and each tile writes its keys there in order. Because every binning keeps equal digits in "
                  "their order, the last digit leaves the keys sorted.",
                  "seed 004: Li Huang, Intel C for Metal tutorial \"Kernel Deep-Dive: RadixSort\" (2019)",
                  &build_radix_plan, false, true, kAnyN},
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
