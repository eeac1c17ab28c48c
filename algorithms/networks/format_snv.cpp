// Parberry's Sorting Network Viewer's text (github.com/Ian-Parberry/sortingnetworkviewer): one layer per
// line, its wires in pairs separated by spaces, "0 1 2 3" for the comparators (0,1) and (2,3).
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_lines.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_snv(std::string_view text) {
    return read_layer_lines(text, [](TextCursor& cursor, NetworkBuilder& builder) {
        while (!at_line_end(cursor)) {
            const uint32_t line = cursor.line();
            const uint32_t column = cursor.column();
            const uint32_t low = cursor.number("a wire");
            if (at_line_end(cursor)) cursor.fail("wire " + std::to_string(low) + " has no partner: a layer's wires come in pairs");
            const uint32_t high = cursor.number("a wire");
            builder.add(low, high, line, column);
        }
    });
}

std::string write_snv(const ComparatorNetwork& network) {
    return write_layer_lines(network, {.line_open = "", .pair_open = "", .wire_separator = " ", .pair_close = "",
                                       .pair_separator = " ", .line_close = "\n", .first_wire = 0});
}

}  // namespace sortscope::algo
