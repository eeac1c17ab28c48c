// The algorithm registry: one entry per algorithm, in the order `sortscope-cli list` prints them.
#include "sortscope/algo/registry.hpp"

#include <array>
#include <string>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/bitonic_shared.hpp"

namespace sortscope::algo {

namespace {

constexpr uint32_t kAnyN = UINT32_MAX;

constexpr std::array kAlgorithms = {
    AlgorithmInfo{"bitonic",
                  "bitonic sorting network in global memory, one stage per dispatch (m(m+1)/2 dispatches)",
                  "Batcher's bitonic network: sort blocks in alternating directions, then merge them. "
                  "Every stage is its own dispatch, and each invocation finds its pair by inserting a bit into its id.",
                  "seed 000: Zucchi, parallel batch sorting (2013)", &build_bitonic_plan, true, false, kAnyN},
    AlgorithmInfo{"bitonic-shared",
                  "bitonic network with the short-distance stages fused in shared memory (seed 000's bitonic + lds)",
                  "The same bitonic network, but every run of stages whose pairs stay inside one tile runs in shared "
                  "memory in a single dispatch. Only the long-distance stages still go through global memory.",
                  "seed 000: Zucchi, parallel batch sorting (2013)", &build_bitonic_shared_plan, true, false, kAnyN},
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
