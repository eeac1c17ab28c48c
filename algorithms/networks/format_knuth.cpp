// Knuth's notation (TAOCP vol. 3, 5.3.4; Algorithm::Networksort's "Knuth diagrams"): a sequence of
// comparators [i:j], wires from 1, in one or more lines. It has no layers: they are packed as early as
// each comparator can go. Written one layer per line.
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_knuth(std::string_view text) {
    TextCursor cursor(text);
    NetworkBuilder builder;
    while (true) {
        cursor.skip_spaces();
        if (cursor.at_end()) break;
        if (cursor.take(',')) continue;
        cursor.expect('[', "'[' opening a comparator");
        const uint32_t line = cursor.line();
        const uint32_t column = cursor.column();
        const uint32_t low = cursor.number("a wire (numbered from 1)");
        cursor.expect(':', "':' between the comparator's wires");
        const uint32_t high = cursor.number("a wire (numbered from 1)");
        cursor.expect(']', "']' closing the comparator");
        if (low == 0 || high == 0) cursor.fail_at(line, column, "wire 0: Knuth's wires are numbered from 1");
        builder.add_to_sequence(low - 1, high - 1, line, column);
    }
    return builder.finish();
}

std::string write_knuth(const ComparatorNetwork& network) {
    std::string text;
    for (const LayerPairs& layer : network.layers) {
        for (const WirePair& pair : layer) text += '[' + std::to_string(pair.low + 1) + ':' + std::to_string(pair.high + 1) + ']';
        text += '\n';
    }
    return text;
}

}  // namespace sortscope::algo
