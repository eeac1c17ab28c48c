// The classic constructions of sorting networks for any number of wires, as sequences layered as early
// as each comparator can go. Every one sorts (the tests check all 0/1 inputs up to 16 wires):
//   odd-even-merge   Batcher 1968, "Sorting networks and their applications": merge sorted halves by
//                    merging their even and odd subsequences; here the iterative form over the next power
//                    of two with the comparators that reach past n left out (positions >= n act as +inf)
//   bitonic          Batcher 1968: the bitonic sorter in the form whose comparators all point one way
//                    (each merge first compares i with its mirror in the block), so pruning past n is exact
//   pairwise         Parberry 1992, "The pairwise sorting network": sort pairs, then pairs of pairs, ...,
//                    then a merge of insertions at shrinking distances
//   bose-nelson      Bose and Nelson 1962, "A sorting problem": recursive merges of unequal halves
//   insertion        each new wire inserted by comparators down to wire 0 (layered: the triangle)
//   bubble           each pass bubbles the largest up (layered: the same triangle as insertion)
//   odd-even-transposition  n layers of neighbours, even then odd (Habermann 1972)
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

struct NetworkGenerator {
    std::string_view name;
    std::string_view source;
    std::vector<WirePair> (*sequence)(uint32_t wires) = nullptr;
};

std::span<const NetworkGenerator> all_network_generators();
const NetworkGenerator* find_network_generator(std::string_view name);
// The generator's network on `wires` wires (2 .. kMaxNetworkWires), layered as early as possible.
ComparatorNetwork generate_network(const NetworkGenerator& generator, uint32_t wires);

}  // namespace sortscope::algo
