// What the line formats (colon, dobbelaere, snv, knuth) share: the loop that reads a text of layers or
// comparators separated by whitespace, the reading of one comparator's two wires, and the writer of a
// network as one line per layer, each format saying only how it spells a comparator and a line.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

// Reads the text to its end: skips whitespace, calls read_next at each thing that is not (a layer or a
// comparator, which it reads into the builder), and returns the builder's network.
ComparatorNetwork read_network_text(std::string_view text, const std::function<void(TextCursor&, NetworkBuilder&)>& read_next);
// The same for a format of one layer per line: starts a layer before each call to read_layer.
ComparatorNetwork read_layer_lines(std::string_view text, const std::function<void(TextCursor&, NetworkBuilder&)>& read_layer);

// True at the end of the text or of a line (after skipping blanks: spaces, tabs, carriage returns).
bool at_line_end(TextCursor& cursor);
// Skips blanks; fails with `problem` unless the line or the text ends there.
void expect_line_end(TextCursor& cursor, std::string_view problem);

// One comparator's wires, "low<separator>high" as written, and where its first wire starts (for errors).
struct WireSpelling {
    char separator;                   // ':' or ','
    std::string_view separator_what;  // "':' between the comparator's wires"
    std::string_view wire_what;       // "a wire"
};
struct ReadComparator {
    uint32_t low;
    uint32_t high;
    uint32_t line;
    uint32_t column;
};
ReadComparator read_comparator(TextCursor& cursor, const WireSpelling& spelling);

// How a line format writes a network: each layer is line_open, its comparators (pair_open, low,
// wire_separator, high, pair_close) separated by pair_separator, then line_close; wires from first_wire.
struct LineSpelling {
    std::string_view line_open;
    std::string_view pair_open;
    std::string_view wire_separator;
    std::string_view pair_close;
    std::string_view pair_separator;
    std::string_view line_close;
    uint32_t first_wire = 0;
};
std::string write_layer_lines(const ComparatorNetwork& network, const LineSpelling& spelling);

}  // namespace sortscope::algo
