// Knuth's notation (TAOCP vol. 3, 5.3.4; Algorithm::Networksort's "Knuth diagrams"): a sequence of
// comparators [i:j], wires from 1, in one or more lines. It has no layers: they are packed as early as
// each comparator can go. Written one layer per line.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_lines.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_knuth(std::string_view text) {
    return read_network_text(text, [](TextCursor& cursor, NetworkBuilder& builder) {
        if (cursor.take(',')) return;
        cursor.expect('[', "'[' opening a comparator");
        const ReadComparator read = read_comparator(cursor, {':', "':' between the comparator's wires", "a wire (numbered from 1)"});
        cursor.expect(']', "']' closing the comparator");
        if (read.low == 0 || read.high == 0) cursor.fail_at(read.line, read.column, "wire 0: Knuth's wires are numbered from 1");
        builder.add_to_sequence(read.low - 1, read.high - 1, read.line, read.column);
    });
}

std::string write_knuth(const ComparatorNetwork& network) {
    return write_layer_lines(network, {.line_open = "", .pair_open = "[", .wire_separator = ":", .pair_close = "]",
                                       .pair_separator = "", .line_close = "\n", .first_wire = 1});
}

}  // namespace sortscope::algo
