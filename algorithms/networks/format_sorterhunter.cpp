// SorterHunter's JSON (github.com/bertdobbelaere/SorterHunter, its Networks/ folder):
// {"N":10,"L":22,"D":8,"nw":[[0,1],[3,5],...]}: N wires, L comparators, D layers, and the comparators
// as one flat list, which is layered as early as each comparator can go (L and D are checked against it).
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_json_reader.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_sorterhunter(std::string_view text) {
    const JsonValue root = read_json(text);
    if (root.kind != JsonValue::Kind::Object) throw NetworkParseError(root.line, root.column, "expected a JSON object {\"N\": ..., \"nw\": [...]}");
    const JsonValue* wires = root.field("N");
    const JsonValue* list = root.field("nw");
    if (wires == nullptr || wires->kind != JsonValue::Kind::Number) throw NetworkParseError(root.line, root.column, "missing \"N\", the number of wires");
    if (wires->number == 0 || wires->number > kMaxNetworkWires) {
        throw NetworkParseError(wires->line, wires->column, "\"N\" must be 1 to " + std::to_string(kMaxNetworkWires));
    }
    if (list == nullptr || list->kind != JsonValue::Kind::Array) throw NetworkParseError(root.line, root.column, "missing \"nw\", the list of comparators");
    NetworkBuilder builder(static_cast<uint32_t>(wires->number));
    for (const JsonValue& item : list->items) {
        const auto [low, high] = json_wire_pair(item);
        builder.add_to_sequence(low, high, item.line, item.column);
    }
    ComparatorNetwork network = builder.finish();
    if (const JsonValue* size = root.field("L"); size != nullptr && size->number != network.size()) {
        throw NetworkParseError(size->line, size->column, "\"L\" says " + std::to_string(size->number) + " comparators, \"nw\" has " +
                                                              std::to_string(network.size()));
    }
    return network;
}

std::string write_sorterhunter(const ComparatorNetwork& network) {
    std::string text = "{\"N\":" + std::to_string(network.wires) + ",\"L\":" + std::to_string(network.size()) +
                       ",\"D\":" + std::to_string(network.depth()) + ",\"nw\":[";
    bool first = true;
    for (const WirePair& pair : network.sequence()) {
        text += (first ? "[" : ",[") + std::to_string(pair.low) + ',' + std::to_string(pair.high) + ']';
        first = false;
    }
    return text + "]}\n";
}

}  // namespace sortscope::algo
