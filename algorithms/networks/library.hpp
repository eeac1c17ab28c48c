// The library of named networks: the best-known networks for 2 to 32 inputs (library_data.cpp, from
// Dobbelaere's list), the classic constructions at any size (generators.hpp, named "NAME-N":
// "pairwise-12"), and the bounds each n is measured against (verify's report).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

struct LibraryNetwork {
    std::string_view name;   // "dobbelaere-16-60-10": inputs, comparators, layers
    uint32_t wires;
    uint32_t size;
    uint32_t depth;
    std::string_view text;   // in Dobbelaere's format, as published
};

std::span<const LibraryNetwork> library_networks();
constexpr std::string_view kLibrarySource =
    "Bert Dobbelaere, Smallest and fastest sorting networks for a given number of inputs, "
    "https://bertdobbelaere.github.io/sorting_networks.html (networks found by SorterHunter)";

// For n inputs: the best known size and depth and their proven lower bounds (equal where proven
// optimal), from the summary table of the same page (OEIS A003075 and A067782). n from 1 to 32.
struct NetworkBounds {
    uint32_t wires;
    uint32_t size_lower;
    uint32_t size_best;
    uint32_t depth_lower;
    uint32_t depth_best;
};
std::optional<NetworkBounds> network_bounds(uint32_t wires);

// A library network ("dobbelaere-16-60-10") or a generated one ("odd-even-merge-24"), or nothing.
std::optional<ComparatorNetwork> library_network(std::string_view name);
// Why `name` names no network though it starts like a construction ("pairwise-5000: a construction
// takes 2 to 1024 wires"), or nothing.
std::optional<std::string> library_name_problem(std::string_view name);
// The names network list prints: every library network, then each generator as "NAME-N".
std::string library_listing();

}  // namespace sortscope::algo
