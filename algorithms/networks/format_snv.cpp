// Parberry's Sorting Network Viewer's text (github.com/Ian-Parberry/sortingnetworkviewer): one layer per
// line, its wires in pairs separated by spaces, "0 1 2 3" for the comparators (0,1) and (2,3).
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_snv(std::string_view text) {
    TextCursor cursor(text);
    NetworkBuilder builder;
    while (true) {
        cursor.skip_spaces();
        if (cursor.at_end()) break;
        builder.start_layer();
        while (true) {
            cursor.skip_blanks();
            if (cursor.at_end() || cursor.peek() == '\n') break;
            const uint32_t line = cursor.line();
            const uint32_t column = cursor.column();
            const uint32_t low = cursor.number("a wire");
            cursor.skip_blanks();
            if (cursor.at_end() || cursor.peek() == '\n') cursor.fail("wire " + std::to_string(low) + " has no partner: a layer's wires come in pairs");
            const uint32_t high = cursor.number("a wire");
            builder.add(low, high, line, column);
        }
    }
    return builder.finish();
}

std::string write_snv(const ComparatorNetwork& network) {
    std::string text;
    for (const LayerPairs& layer : network.layers) {
        for (size_t c = 0; c < layer.size(); ++c) {
            text += (c == 0 ? "" : " ") + std::to_string(layer[c].low) + ' ' + std::to_string(layer[c].high);
        }
        text += '\n';
    }
    return text;
}

}  // namespace sortscope::algo
