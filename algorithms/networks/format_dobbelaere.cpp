// Bert Dobbelaere's list format (bertdobbelaere.github.io/sorting_networks.html): one layer per line,
// [(0,2),(1,3)], wires from 0; the wire count is the largest wire + 1.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_lines.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_dobbelaere(std::string_view text) {
    return read_layer_lines(text, [](TextCursor& cursor, NetworkBuilder& builder) {
        cursor.expect('[', "'[' opening a layer");
        if (!cursor.take(']')) {
            do {
                cursor.expect('(', "'(' opening a comparator");
                const ReadComparator read = read_comparator(cursor, {',', "',' between the comparator's wires", "a wire"});
                cursor.expect(')', "')' closing the comparator");
                builder.add(read.low, read.high, read.line, read.column);
            } while (cursor.take(','));
            cursor.expect(']', "']' closing the layer");
        }
        cursor.take(',');  // a list of layers written as one array may separate them with commas
        expect_line_end(cursor, "expected the end of the line after the layer");
    });
}

std::string write_dobbelaere(const ComparatorNetwork& network) {
    return write_layer_lines(network, {.line_open = "[", .pair_open = "(", .wire_separator = ",", .pair_close = ")",
                                       .pair_separator = ",", .line_close = "]\n", .first_wire = 0});
}

}  // namespace sortscope::algo
