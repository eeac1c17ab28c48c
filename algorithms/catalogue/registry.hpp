// The list of algorithms Sortscope knows: their ids (as `sortscope-cli list` prints them), what they
// are in one line and in two, the source document, what kind of sort they are, and the plan builder.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct AlgorithmInfo {
    std::string_view id;
    std::string_view summary;      // one line, for `list`
    std::string_view description;  // two plain sentences, for the GUI's algorithm panel
    std::string_view source;       // the seed document it comes from
    Plan (*build)(const Options& options);
    bool network;        // a comparator network: verify, the network view and the diagram exports apply
    bool stable;         // equal keys keep their input order
    uint32_t quick_n;    // the largest n that sorts in about a second on llvmpipe (quadratic sorts)
};

std::span<const AlgorithmInfo> all_algorithms();
const AlgorithmInfo* find_algorithm(std::string_view id);
std::string known_algorithm_ids();  // "bitonic, bitonic-shared, ..." for error messages

}  // namespace sortscope::algo
