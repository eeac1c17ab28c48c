// The exhaustive 0-1 check of networks: the constructions and the library sort; broken networks are
// found with their first failing input, their redundant comparators and their unordered outputs.
#include <catch2/catch.hpp>

#include "algorithms/networks/generators.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/zero_one_network.hpp"

using namespace sortscope::algo;

TEST_CASE("every construction sorts every 0/1 input from 2 to 16 wires", "[cpu][networks]") {
    for (const NetworkGenerator& generator : all_network_generators()) {
        for (uint32_t wires = 2; wires <= 16; ++wires) {
            INFO(generator.name << " on " << wires << " wires");
            const ComparatorNetwork network = generate_network(generator, wires);
            const NetworkCheck check = check_network(network);
            CHECK(check.sorts);
            CHECK(check.inputs == (uint64_t{1} << wires));
        }
    }
}

TEST_CASE("the constructions have their textbook sizes", "[cpu][networks]") {
    // Batcher's odd-even merge on 2^k wires: (k^2 - k + 4) 2^(k-2) - 1; bitonic: k(k+1) 2^(k-2).
    CHECK(generate_network(*find_network_generator("odd-even-merge"), 16).size() == 63);
    CHECK(generate_network(*find_network_generator("odd-even-merge"), 16).depth() == 10);
    CHECK(generate_network(*find_network_generator("bitonic"), 16).size() == 80);
    CHECK(generate_network(*find_network_generator("pairwise"), 16).size() == 63);
    CHECK(generate_network(*find_network_generator("insertion"), 8).size() == 28);
    CHECK(generate_network(*find_network_generator("insertion"), 8).depth() == 13);
    CHECK(generate_network(*find_network_generator("odd-even-transposition"), 7).depth() == 7);
    CHECK(generate_network(*find_network_generator("bose-nelson"), 8).size() == 19);
}

TEST_CASE("every library network up to 20 inputs has its published size and depth and sorts", "[cpu][networks]") {
    size_t checked = 0;
    for (const LibraryNetwork& entry : library_networks()) {
        INFO(entry.name);
        const ComparatorNetwork network = parse_network(entry.text);
        CHECK(network.wires == entry.wires);
        CHECK(network.size() == entry.size);
        CHECK(network.depth() == entry.depth);
        const auto bounds = network_bounds(entry.wires);
        REQUIRE(bounds);
        CHECK(entry.size >= bounds->size_best);
        CHECK(entry.depth >= bounds->depth_best);
        if (entry.wires > 20) continue;
        const NetworkCheck check = check_network(network);
        CHECK(check.sorts);
        ++checked;
    }
    CHECK(checked >= 30);
}

TEST_CASE("a network with a comparator removed fails, and the check names the first input", "[cpu][networks]") {
    // The 4-sorter without its last comparator (1,2) leaves the middle two wires unsorted: of the 16
    // inputs, 5 (wires 1 0 1 0) is the first it fails, ending 0 1 0 1 (and 10 ends the same).
    const ComparatorNetwork network = parse_network("[(0,2),(1,3)]\n[(0,1),(2,3)]\n");
    const NetworkCheck check = check_network(network);
    CHECK_FALSE(check.sorts);
    REQUIRE(check.first_failure);
    CHECK(*check.first_failure == 5);
    CHECK(check.failing_input == std::vector<uint8_t>{1, 0, 1, 0});
    CHECK(check.failing_output == std::vector<uint8_t>{0, 1, 0, 1});
    CHECK(check.unordered_after == std::vector<uint8_t>{0, 1, 0});
    CHECK(check.redundant == std::vector<uint8_t>{0, 0, 0, 0});
}

TEST_CASE("a comparator that can never swap is redundant", "[cpu][networks]") {
    // After (0,1), a second (0,1) never swaps.
    const NetworkCheck check = check_network(parse_network("0:1\n0:1\n"));
    CHECK(check.sorts);
    CHECK(check.redundant == std::vector<uint8_t>{0, 1});
}

TEST_CASE("the first failing input is the lowest-numbered one beyond the first 64", "[cpu][networks]") {
    // Insertion on 8 wires without its last layer's last comparator: the check's first failure is the
    // lowest input that a plain run of each of the 256 inputs leaves unsorted.
    ComparatorNetwork network = generate_network(*find_network_generator("insertion"), 8);
    network.layers.back().pop_back();
    if (network.layers.back().empty()) network.layers.pop_back();
    const NetworkCheck check = check_network(network);
    REQUIRE_FALSE(check.sorts);
    uint64_t expected = 0;
    for (uint64_t input = 0; input < 256; ++input) {
        const std::vector<uint8_t> out = run_zero_one(network, input);
        bool sorted = true;
        for (size_t k = 0; k + 1 < out.size(); ++k) sorted = sorted && out[k] <= out[k + 1];
        if (!sorted) {
            expected = input;
            break;
        }
    }
    CHECK(*check.first_failure == expected);
    CHECK(check.failing_output == run_zero_one(network, expected));
}
