// The algorithm registry: one entry per algorithm, in the order `sortscope-cli list` prints them.
#include "sortscope/algo/registry.hpp"

#include <array>

#include "sortscope/algo/bitonic.hpp"

namespace sortscope::algo {

namespace {

constexpr std::array kAlgorithms = {
    AlgorithmInfo{"bitonic",
                  "bitonic sorting network in global memory, one stage per dispatch (m(m+1)/2 dispatches)",
                  "seed 000: Zucchi, parallel batch sorting (2013)", &build_bitonic_plan},
};

}  // namespace

std::span<const AlgorithmInfo> all_algorithms() { return kAlgorithms; }

const AlgorithmInfo* find_algorithm(std::string_view id) {
    for (const AlgorithmInfo& info : kAlgorithms) {
        if (info.id == id) return &info;
    }
    return nullptr;
}

}  // namespace sortscope::algo
