// Broken networks for the GPU checks' tests: a network with one comparator taken out.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network.hpp"
#include "algorithms/networks/zero_one_network.hpp"

namespace sortscope::test {

// The network without the comparator at position `index` of its sequence, layered as before.
inline algo::ComparatorNetwork without(const algo::ComparatorNetwork& network, size_t index) {
    algo::ComparatorNetwork result = network;
    size_t c = 0;
    for (auto& layer : result.layers) {
        if (index < c + layer.size()) {
            layer.erase(layer.begin() + static_cast<std::ptrdiff_t>(index - c));
            break;
        }
        c += layer.size();
    }
    return result;
}

// A broken network and what was done to it, for the message of a failed check.
struct BrokenNetwork {
    algo::ComparatorNetwork network;
    std::string what;
    bool sorts_not = true;  // a comparator taken out whose removal is known to break it
};

// For each library network named: three with a comparator taken out (the first, the middle and the last
// that are not redundant, so that each no longer sorts) and one with its first and last comparators
// swapped. Names missing from the library give none (the caller REQUIREs them).
inline std::vector<BrokenNetwork> broken_library_networks(std::initializer_list<const char*> names) {
    std::vector<BrokenNetwork> broken;
    for (const char* name : names) {
        const auto network = algo::library_network(name);
        if (!network) continue;
        const std::vector<uint8_t> redundant = algo::check_network(*network).redundant;
        for (size_t removed : {size_t{0}, network->size() / 2, network->size() - 1}) {
            while (redundant[removed] != 0) ++removed;
            broken.push_back({without(*network, removed), std::string(name) + " without comparator " + std::to_string(removed), true});
        }
        algo::ComparatorNetwork swapped = *network;
        std::swap(swapped.layers.front().front(), swapped.layers.back().back());
        broken.push_back({swapped, std::string(name) + " with its first and last comparators swapped", false});
    }
    return broken;
}

}  // namespace sortscope::test
