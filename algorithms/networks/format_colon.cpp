// The colon lines of brianpursley/sorting-network: one layer per line, "0:1,2:3", wires from 0.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_lines.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_colon(std::string_view text) {
    return read_layer_lines(text, [](TextCursor& cursor, NetworkBuilder& builder) {
        do {
            const ReadComparator read = read_comparator(cursor, {':', "':' between the comparator's wires", "a wire"});
            builder.add(read.low, read.high, read.line, read.column);
        } while (cursor.take(','));
        expect_line_end(cursor, "expected ',' or the end of the line after a comparator");
    });
}

std::string write_colon(const ComparatorNetwork& network) {
    return write_layer_lines(network, {.line_open = "", .pair_open = "", .wire_separator = ":", .pair_close = "",
                                       .pair_separator = ",", .line_close = "\n", .first_wire = 0});
}

}  // namespace sortscope::algo
