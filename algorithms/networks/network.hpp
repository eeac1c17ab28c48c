// A comparator network as a list of layers: what a network file holds, what the generators and the
// library make, and what becomes a plan (sorts/network/network_layer.hpp: one dispatch per layer). A pair
// (a, b) sends the smaller key to wire a and the larger to wire b: a standard network has a < b, and a
// pair with a > b sorts that pair the other way (Sortscope's own JSON export writes bitonic's descending
// comparators so). The comparators of one layer share no wire, so they can run at once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sortscope::algo {

// The most wires a loaded network may have (drawing and running it; the exhaustive check stops far
// earlier: networks/zero_one_network.hpp), and the most comparators.
constexpr uint32_t kMaxNetworkWires = 1024;
constexpr uint64_t kMaxNetworkComparators = uint64_t{1} << 20;

struct WirePair {
    uint32_t low;   // receives the smaller key
    uint32_t high;  // receives the larger key
    bool operator==(const WirePair&) const = default;
};

using LayerPairs = std::vector<WirePair>;

struct ComparatorNetwork {
    uint32_t wires = 0;
    std::vector<LayerPairs> layers;

    uint64_t size() const;       // comparators
    uint32_t depth() const { return static_cast<uint32_t>(layers.size()); }
    // Every comparator in execution order (layer by layer).
    std::vector<WirePair> sequence() const;
    bool operator==(const ComparatorNetwork&) const = default;
};

// Layers a comparator sequence "as early as each comparator can go": each comparator lands in the layer
// after the last one that touches either of its wires. The result computes the same function.
ComparatorNetwork layer_as_early(uint32_t wires, const std::vector<WirePair>& sequence);
// The same packing of any network's comparators (--relayer).
ComparatorNetwork relayer(const ComparatorNetwork& network);

}  // namespace sortscope::algo
