// Bert Dobbelaere's list format (bertdobbelaere.github.io/sorting_networks.html): one layer per line,
// [(0,2),(1,3)], wires from 0; the wire count is the largest wire + 1.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_dobbelaere(std::string_view text) {
    TextCursor cursor(text);
    NetworkBuilder builder;
    while (true) {
        cursor.skip_spaces();
        if (cursor.at_end()) break;
        builder.start_layer();
        cursor.expect('[', "'[' opening a layer");
        if (!cursor.take(']')) {
            do {
                cursor.expect('(', "'(' opening a comparator");
                const uint32_t line = cursor.line();
                const uint32_t column = cursor.column();
                const uint32_t low = cursor.number("a wire");
                cursor.expect(',', "',' between the comparator's wires");
                const uint32_t high = cursor.number("a wire");
                cursor.expect(')', "')' closing the comparator");
                builder.add(low, high, line, column);
            } while (cursor.take(','));
            cursor.expect(']', "']' closing the layer");
        }
        cursor.take(',');  // a list of layers written as one array may separate them with commas
        cursor.skip_blanks();
        if (!cursor.at_end() && cursor.peek() != '\n') cursor.fail("expected the end of the line after the layer");
    }
    return builder.finish();
}

std::string write_dobbelaere(const ComparatorNetwork& network) {
    std::string text;
    for (const LayerPairs& layer : network.layers) {
        text += '[';
        for (size_t c = 0; c < layer.size(); ++c) {
            text += (c == 0 ? "(" : ",(") + std::to_string(layer[c].low) + ',' + std::to_string(layer[c].high) + ')';
        }
        text += "]\n";
    }
    return text;
}

}  // namespace sortscope::algo
