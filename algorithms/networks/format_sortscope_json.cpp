// Sortscope's own JSON export (app/export/network_json.hpp writes it from any plan):
// {"algorithm": "bitonic", "n": 8, "stages": [{"dispatch": 0, "comparators": [[0, 1], [3, 2]]}, ...]}.
// Each stage is a layer; a pair [a, b] sends the smaller key to a (so [3, 2] is a descending comparator).
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_json_reader.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

ComparatorNetwork parse_sortscope_json(std::string_view text) {
    const JsonValue root = read_json(text);
    if (root.kind != JsonValue::Kind::Object) throw NetworkParseError(root.line, root.column, "expected a JSON object {\"n\": ..., \"stages\": [...]}");
    const JsonValue* wires = root.field("n");
    const JsonValue* stages = root.field("stages");
    if (wires == nullptr || wires->kind != JsonValue::Kind::Number) throw NetworkParseError(root.line, root.column, "missing \"n\", the number of wires");
    if (wires->number == 0 || wires->number > kMaxNetworkWires) {
        throw NetworkParseError(wires->line, wires->column, "\"n\" must be 1 to " + std::to_string(kMaxNetworkWires));
    }
    if (stages == nullptr || stages->kind != JsonValue::Kind::Array) throw NetworkParseError(root.line, root.column, "missing \"stages\", the list of layers");
    NetworkBuilder builder(static_cast<uint32_t>(wires->number));
    for (const JsonValue& stage : stages->items) {
        const JsonValue* comparators = stage.field("comparators");
        if (comparators == nullptr || comparators->kind != JsonValue::Kind::Array) {
            throw NetworkParseError(stage.line, stage.column, "a stage without \"comparators\"");
        }
        builder.start_layer();
        for (const JsonValue& item : comparators->items) {
            const auto [low, high] = json_wire_pair(item);
            builder.add(low, high, item.line, item.column);
        }
    }
    return builder.finish();
}

std::string write_sortscope_json(const ComparatorNetwork& network, std::string_view name) {
    std::string text = "{\"algorithm\": \"" + std::string(name) + "\", \"n\": " + std::to_string(network.wires) + ", \"stages\": [";
    for (size_t l = 0; l < network.layers.size(); ++l) {
        text += std::string(l == 0 ? "\n" : ",\n") + "  {\"dispatch\": " + std::to_string(l) + ", \"comparators\": [";
        const LayerPairs& layer = network.layers[l];
        for (size_t c = 0; c < layer.size(); ++c) {
            text += (c == 0 ? "[" : ", [") + std::to_string(layer[c].low) + ", " + std::to_string(layer[c].high) + "]";
        }
        text += "]}";
    }
    return text + (network.layers.empty() ? "]}\n" : "\n]}\n");
}

}  // namespace sortscope::algo
