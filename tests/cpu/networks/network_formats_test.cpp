// Reading every network format, detecting it from the text, round trips through every writer, and the
// errors of bad files with their line and column.
#include <catch2/catch.hpp>

#include "algorithms/networks/generators.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

using namespace sortscope::algo;

namespace {

// The 4-input network of 5 comparators in 3 layers: (0,2),(1,3) | (0,1),(2,3) | (1,2).
ComparatorNetwork four_sorter() {
    ComparatorNetwork network;
    network.wires = 4;
    network.layers = {{{0, 2}, {1, 3}}, {{0, 1}, {2, 3}}, {{1, 2}}};
    return network;
}

NetworkParseError parse_error(std::string_view text, std::optional<NetworkFormat> format = std::nullopt) {
    try {
        parse_network(text, format);
    } catch (const NetworkParseError& error) {
        return error;
    }
    FAIL("no error for: " << text);
    return NetworkParseError(0, 0, "");
}

}  // namespace

TEST_CASE("each format reads the 4-input network and is detected from its text", "[cpu][networks]") {
    const ComparatorNetwork expected = four_sorter();
    const struct {
        NetworkFormat format;
        const char* text;
    } cases[] = {
        {NetworkFormat::Dobbelaere, "[(0,2),(1,3)]\n[(0,1),(2,3)]\n[(1,2)]\n"},
        {NetworkFormat::SorterHunter, "{\"N\":4,\"L\":5,\"D\":3,\"nw\":[[0,2],[1,3],[0,1],[2,3],[1,2]]}"},
        {NetworkFormat::Snv, "0 2 1 3\n0 1 2 3\n1 2\n"},
        {NetworkFormat::Colon, "0:2,1:3\n0:1,2:3\n1:2\n"},
        {NetworkFormat::Knuth, "[1:3][2:4][1:2][3:4][2:3]"},
        {NetworkFormat::Sortscope,
         "{\"algorithm\": \"x\", \"n\": 4, \"stages\": [\n  {\"dispatch\": 0, \"comparators\": [[0, 2], [1, 3]]},\n"
         "  {\"dispatch\": 1, \"comparators\": [[0, 1], [2, 3]]},\n  {\"dispatch\": 1, \"comparators\": [[1, 2]]}\n]}\n"},
    };
    for (const auto& c : cases) {
        INFO(network_format_name(c.format));
        CHECK(detect_network_format(c.text) == c.format);
        const ComparatorNetwork network = parse_network(c.text);
        CHECK(network == expected);
        CHECK(network.size() == 5);
        CHECK(network.depth() == 3);
    }
}

TEST_CASE("sequences are layered as early as each comparator can go, layered formats keep their layers", "[cpu][networks]") {
    // Knuth's sequence [1:2][3:4] packs both into one layer; the colon lines keep two layers as written.
    CHECK(parse_network("[1:2][3:4]").depth() == 1);
    const ComparatorNetwork kept = parse_network("0:1\n2:3\n");
    CHECK(kept.depth() == 2);
    CHECK(relayer(kept).depth() == 1);
    CHECK(relayer(kept).size() == 2);
}

TEST_CASE("every writer's text reads back as the same network", "[cpu][networks]") {
    for (const NetworkGenerator& generator : all_network_generators()) {
        for (uint32_t wires : {2u, 5u, 8u, 13u}) {
            const ComparatorNetwork network = generate_network(generator, wires);
            for (NetworkFormat format : all_network_formats()) {
                INFO(generator.name << " on " << wires << " wires in " << network_format_name(format));
                const std::string text = write_network(network, format, generator.name);
                CHECK(detect_network_format(text) == format);
                const ComparatorNetwork back = parse_network(text);
                // Formats without layers come back layered as early as possible, as the generators make them.
                CHECK(back == network);
            }
        }
    }
}

TEST_CASE("descending pairs of Sortscope's JSON stay descending", "[cpu][networks]") {
    const ComparatorNetwork network = parse_network("{\"n\": 2, \"stages\": [{\"comparators\": [[1, 0]]}]}");
    REQUIRE(network.size() == 1);
    CHECK(network.layers[0][0] == WirePair{1, 0});
}

TEST_CASE("bad network files are refused with their line, column and problem", "[cpu][networks]") {
    SECTION("a wire out of range of the stated count") {
        const NetworkParseError error = parse_error("{\"N\":4,\"nw\":[[0,1],\n[2,9]]}");
        CHECK(error.line() == 2);
        CHECK(error.column() == 1);
        CHECK_THAT(error.what(), Catch::Contains("wire 9 is out of range"));
    }
    SECTION("a comparator of a wire with itself") {
        const NetworkParseError error = parse_error("0:1\n2:2\n");
        CHECK(error.line() == 2);
        CHECK(error.column() == 1);
        CHECK_THAT(error.what(), Catch::Contains("with itself"));
    }
    SECTION("two comparators of one layer sharing a wire") {
        const NetworkParseError error = parse_error("[(0,1),(1,2)]\n");
        CHECK(error.line() == 1);
        CHECK(error.column() == 9);
        CHECK_THAT(error.what(), Catch::Contains("wire 1 is used twice in layer 1"));
    }
    SECTION("a missing bracket") {
        const NetworkParseError error = parse_error("[(0,1),(2,3)]\n[(0,2)\n");
        CHECK(error.line() == 2);
        CHECK(error.column() == 7);
        CHECK_THAT(error.what(), Catch::Contains("']' closing the layer"));
        CHECK(parse_error("[1:2][3:4", NetworkFormat::Knuth).line() == 1);
        CHECK_THAT(parse_error("{\"N\":4,\"nw\":[[0,1]}").what(), Catch::Contains("missing bracket"));
    }
    SECTION("an empty file, or one holding no comparator") {
        CHECK_THAT(parse_error("").what(), Catch::Contains("empty"));
        CHECK_THAT(parse_error("  \n\n").what(), Catch::Contains("empty"));
        CHECK_THAT(parse_error("{\"N\":4,\"nw\":[]}").what(), Catch::Contains("empty"));
    }
    SECTION("a wire without a partner in the Viewer's pairs, and Knuth's wire 0") {
        const NetworkParseError odd = parse_error("0 1 2\n");
        CHECK(odd.line() == 1);
        CHECK_THAT(odd.what(), Catch::Contains("no partner"));
        CHECK_THAT(parse_error("[0:1]").what(), Catch::Contains("numbered from 1"));
    }
    SECTION("text in no known format") {
        CHECK_THAT(parse_error("hello").what(), Catch::Contains("not a network"));
    }
    SECTION("more wires than the limit") {
        CHECK_THAT(parse_error("0:5000\n").what(), Catch::Contains("out of range"));
    }
}

TEST_CASE("a network of half a million comparators reads back in its layers", "[cpu][networks]") {
    // Insertion on 1024 wires: 523,776 comparators in 2,045 layers, within the 2^20 limit.
    const ComparatorNetwork network = generate_network(*find_network_generator("insertion"), 1024);
    REQUIRE(network.size() == 523776);
    const ComparatorNetwork back = parse_network(write_network(network, NetworkFormat::Colon));
    CHECK(back == network);
}
