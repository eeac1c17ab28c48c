// Comparator networks: counts and the as-early-as-possible layering (see network.hpp).
#include "algorithms/networks/network.hpp"

#include <algorithm>

namespace sortscope::algo {

uint64_t ComparatorNetwork::size() const {
    uint64_t count = 0;
    for (const LayerPairs& layer : layers) count += layer.size();
    return count;
}

std::vector<WirePair> ComparatorNetwork::sequence() const {
    std::vector<WirePair> pairs;
    pairs.reserve(size());
    for (const LayerPairs& layer : layers) pairs.insert(pairs.end(), layer.begin(), layer.end());
    return pairs;
}

ComparatorNetwork layer_as_early(uint32_t wires, const std::vector<WirePair>& sequence) {
    ComparatorNetwork network;
    network.wires = wires;
    // next_free[w]: the first layer in which wire w is not yet used by this or a later-placed comparator
    // that must come after it.
    std::vector<uint32_t> next_free(wires, 0);
    for (const WirePair& pair : sequence) {
        const uint32_t layer = std::max(next_free[pair.low], next_free[pair.high]);
        if (layer == network.layers.size()) network.layers.emplace_back();
        network.layers[layer].push_back(pair);
        next_free[pair.low] = next_free[pair.high] = layer + 1;
    }
    // Within a layer, in increasing lower wire: the order every writer and the diagrams expect.
    for (LayerPairs& layer : network.layers) {
        std::sort(layer.begin(), layer.end(), [](const WirePair& a, const WirePair& b) {
            return std::min(a.low, a.high) < std::min(b.low, b.high);
        });
    }
    return network;
}

ComparatorNetwork relayer(const ComparatorNetwork& network) { return layer_as_early(network.wires, network.sequence()); }

}  // namespace sortscope::algo
