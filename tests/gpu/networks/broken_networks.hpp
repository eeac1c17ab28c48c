// Broken networks for the GPU checks' tests: a network with one comparator taken out.
#pragma once

#include <cstddef>

#include "algorithms/networks/network.hpp"

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

}  // namespace sortscope::test
