// The shared reading loop, comparator reader and layer-per-line writer of the line formats.
#include "algorithms/networks/network_lines.hpp"

namespace sortscope::algo {

ComparatorNetwork read_network_text(std::string_view text, const std::function<void(TextCursor&, NetworkBuilder&)>& read_next) {
    TextCursor cursor(text);
    NetworkBuilder builder;
    while (true) {
        cursor.skip_spaces();
        if (cursor.at_end()) break;
        read_next(cursor, builder);
    }
    return builder.finish();
}

ComparatorNetwork read_layer_lines(std::string_view text, const std::function<void(TextCursor&, NetworkBuilder&)>& read_layer) {
    return read_network_text(text, [&](TextCursor& cursor, NetworkBuilder& builder) {
        builder.start_layer();
        read_layer(cursor, builder);
    });
}

bool at_line_end(TextCursor& cursor) {
    cursor.skip_blanks();
    return cursor.at_end() || cursor.peek() == '\n';
}

void expect_line_end(TextCursor& cursor, std::string_view problem) {
    if (!at_line_end(cursor)) cursor.fail(std::string(problem));
}

ReadComparator read_comparator(TextCursor& cursor, const WireSpelling& spelling) {
    ReadComparator read{};
    read.line = cursor.line();
    read.column = cursor.column();
    read.low = cursor.number(spelling.wire_what);
    cursor.expect(spelling.separator, spelling.separator_what);
    read.high = cursor.number(spelling.wire_what);
    return read;
}

std::string write_layer_lines(const ComparatorNetwork& network, const LineSpelling& spelling) {
    std::string text;
    for (const LayerPairs& layer : network.layers) {
        text += spelling.line_open;
        for (size_t c = 0; c < layer.size(); ++c) {
            if (c != 0) text += spelling.pair_separator;
            text += spelling.pair_open;
            text += std::to_string(layer[c].low + spelling.first_wire);
            text += spelling.wire_separator;
            text += std::to_string(layer[c].high + spelling.first_wire);
            text += spelling.pair_close;
        }
        text += spelling.line_close;
    }
    return text;
}

}  // namespace sortscope::algo
