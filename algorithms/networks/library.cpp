// Looking up named networks and the bounds of the best-known table (see library.hpp).
#include "algorithms/networks/library.hpp"

#include <array>
#include <charconv>

#include "algorithms/networks/generators.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

namespace {

// Dobbelaere's summary table (same page and commit as library_data.cpp): n, size lower bound, best size,
// depth lower bound, best depth. n = 1 needs nothing.
constexpr std::array kBounds = {
    NetworkBounds{1, 0, 0, 0, 0},
    NetworkBounds{2, 1, 1, 1, 1},
    NetworkBounds{3, 3, 3, 3, 3},
    NetworkBounds{4, 5, 5, 3, 3},
    NetworkBounds{5, 9, 9, 5, 5},
    NetworkBounds{6, 12, 12, 5, 5},
    NetworkBounds{7, 16, 16, 6, 6},
    NetworkBounds{8, 19, 19, 6, 6},
    NetworkBounds{9, 25, 25, 7, 7},
    NetworkBounds{10, 29, 29, 7, 7},
    NetworkBounds{11, 35, 35, 8, 8},
    NetworkBounds{12, 39, 39, 8, 8},
    NetworkBounds{13, 44, 45, 9, 9},
    NetworkBounds{14, 48, 51, 9, 9},
    NetworkBounds{15, 53, 56, 9, 9},
    NetworkBounds{16, 57, 60, 9, 9},
    NetworkBounds{17, 63, 71, 10, 10},
    NetworkBounds{18, 68, 77, 10, 11},
    NetworkBounds{19, 73, 85, 10, 11},
    NetworkBounds{20, 78, 91, 10, 11},
    NetworkBounds{21, 84, 99, 10, 12},
    NetworkBounds{22, 89, 106, 10, 12},
    NetworkBounds{23, 95, 114, 10, 12},
    NetworkBounds{24, 100, 120, 10, 12},
    NetworkBounds{25, 106, 130, 10, 13},
    NetworkBounds{26, 111, 138, 10, 13},
    NetworkBounds{27, 117, 147, 10, 13},
    NetworkBounds{28, 123, 155, 10, 13},
    NetworkBounds{29, 129, 164, 10, 14},
    NetworkBounds{30, 135, 172, 10, 14},
    NetworkBounds{31, 141, 180, 10, 14},
    NetworkBounds{32, 147, 185, 10, 14},
};

}  // namespace

std::optional<NetworkBounds> network_bounds(uint32_t wires) {
    for (const NetworkBounds& bounds : kBounds) {
        if (bounds.wires == wires) return bounds;
    }
    return std::nullopt;
}

std::optional<ComparatorNetwork> library_network(std::string_view name) {
    for (const LibraryNetwork& entry : library_networks()) {
        if (entry.name == name) return parse_network(entry.text, NetworkFormat::Dobbelaere);
    }
    // "GENERATOR-N": the generator's network on N wires.
    const size_t dash = name.rfind('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const NetworkGenerator* generator = find_network_generator(name.substr(0, dash));
    const std::string_view digits = name.substr(dash + 1);
    uint32_t wires = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), wires);
    if (generator == nullptr || error != std::errc{} || end != digits.data() + digits.size() || wires < 2 ||
        wires > kMaxNetworkWires) {
        return std::nullopt;
    }
    return generate_network(*generator, wires);
}

std::optional<std::string> library_name_problem(std::string_view name) {
    const size_t dash = name.rfind('-');
    if (dash == std::string_view::npos || find_network_generator(name.substr(0, dash)) == nullptr) return std::nullopt;
    if (library_network(name)) return std::nullopt;
    return std::string(name) + ": a construction takes a number of wires from 2 to " + std::to_string(kMaxNetworkWires);
}

std::string library_listing() {
    std::string text = "best-known networks (" + std::string(kLibrarySource) + "):\n";
    for (const LibraryNetwork& entry : library_networks()) {
        text += "  " + std::string(entry.name) + "  " + std::to_string(entry.wires) + " inputs, " +
                count_of(entry.size, "comparator", "comparators") + ", " + count_of(entry.depth, "layer", "layers") + "\n";
    }
    text += "constructions for any N from 2 to " + std::to_string(kMaxNetworkWires) + " (name them NAME-N, e.g. pairwise-12):\n";
    for (const NetworkGenerator& generator : all_network_generators()) {
        text += "  " + std::string(generator.name) + "-N  " + std::string(generator.source) + "\n";
    }
    return text;
}

}  // namespace sortscope::algo
