// The colon lines of brianpursley/sorting-network: one layer per line, "0:1,2:3", wires from 0.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_colon(std::string_view text) {
    TextCursor cursor(text);
    NetworkBuilder builder;
    while (true) {
        cursor.skip_spaces();
        if (cursor.at_end()) break;
        builder.start_layer();
        do {
            const uint32_t line = cursor.line();
            const uint32_t column = cursor.column();
            const uint32_t low = cursor.number("a wire");
            cursor.expect(':', "':' between the comparator's wires");
            const uint32_t high = cursor.number("a wire");
            builder.add(low, high, line, column);
        } while (cursor.take(','));
        cursor.skip_blanks();
        if (!cursor.at_end() && cursor.peek() != '\n') cursor.fail("expected ',' or the end of the line after a comparator");
    }
    return builder.finish();
}

std::string write_colon(const ComparatorNetwork& network) {
    std::string text;
    for (const LayerPairs& layer : network.layers) {
        for (size_t c = 0; c < layer.size(); ++c) {
            text += (c == 0 ? "" : ",") + std::to_string(layer[c].low) + ':' + std::to_string(layer[c].high);
        }
        text += '\n';
    }
    return text;
}

}  // namespace sortscope::algo
