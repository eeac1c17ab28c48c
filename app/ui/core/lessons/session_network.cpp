// A loaded network in a session file, by name or inline (see session_network.hpp).
#include "core/lessons/session_network.hpp"

#include <algorithm>
#include <set>

#include "algorithms/inputs/network_file.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::ui {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

SessionNetworkRead refused(std::string why) {
    SessionNetworkRead read;
    read.error = std::move(why);
    return read;
}

SessionNetworkRead read_by_name(const std::string& name) {
    SessionNetworkRead read;
    if (name.empty()) return read;  // as files from before loaded networks: no network named
    read.network = algo::library_network(name);
    if (!read.network) return refused(algo::quoted(name) + " is not a library network (sortscope-cli network list)");
    read.name = name;
    return read;
}

SessionNetworkRead read_inline(const json& field) {
    static const std::set<std::string> known = {"name", "wires", "layers"};
    for (const auto& [key, value] : field.items()) {
        if (known.count(key) == 0) return refused("unknown field " + algo::quoted(key) + " in the inline network (it knows name, wires, layers)");
    }
    SessionNetworkRead read;
    read.name = kInlineNetworkName;
    if (field.contains("name")) {
        if (!field["name"].is_string()) return refused("the inline network's 'name' must be a string");
        read.name = field["name"].get<std::string>();
        if (read.name.size() > kMaxNetworkNameBytes) {
            return refused("the inline network's 'name' is " + std::to_string(read.name.size()) + " bytes long; it holds at most " +
                           std::to_string(kMaxNetworkNameBytes) + " (a file name)");
        }
    }
    const std::string which = "the inline network " + algo::quoted(read.name);
    const json* wires = field.contains("wires") ? &field["wires"] : nullptr;
    if (wires == nullptr || !wires->is_number_unsigned() || wires->get<uint64_t>() == 0 || wires->get<uint64_t>() > algo::kMaxNetworkWires) {
        return refused(which + ": 'wires' must be a whole number from 1 to " + std::to_string(algo::kMaxNetworkWires));
    }
    const auto wire_count = static_cast<uint32_t>(wires->get<uint64_t>());
    const json* layers = field.contains("layers") ? &field["layers"] : nullptr;
    if (layers == nullptr || !layers->is_array()) return refused(which + ": 'layers' must be a list of layers, each a string \"0:1,2:3\"");
    // The layers as the lines of a colon-format text: line k is layer k, so the loader's line is the layer.
    std::string text;
    for (size_t k = 0; k < layers->size(); ++k) {
        const json& layer = (*layers)[k];
        const std::string where = which + ": layer " + std::to_string(k + 1);
        if (!layer.is_string()) return refused(where + " must be a string of comparators \"0:1,2:3\"");
        const std::string& pairs = layer.get_ref<const std::string&>();
        if (pairs.find_first_not_of(" \t") == std::string::npos) return refused(where + " is empty");
        if (pairs.find_first_of("\r\n") != std::string::npos) return refused(where + " holds a line break (one layer per string)");
        if (text.size() + pairs.size() + 1 > algo::kMaxNetworkFileBytes) {
            return refused(which + " is larger than a network file may be (" + std::to_string(algo::kMaxNetworkFileBytes >> 20) + " MiB)");
        }
        text += pairs;
        text += '\n';
    }
    try {
        algo::ComparatorNetwork network = algo::parse_network(text, algo::NetworkFormat::Colon);
        for (size_t k = 0; k < network.layers.size(); ++k) {
            for (const algo::WirePair& pair : network.layers[k]) {
                const uint32_t wire = std::max(pair.low, pair.high);
                if (wire >= wire_count) {
                    return refused(which + ": layer " + std::to_string(k + 1) + ": wire " + std::to_string(wire) + " is out of range (the network has " +
                                   std::to_string(wire_count) + " wires)");
                }
            }
        }
        network.wires = wire_count;  // wires no comparator touches are still the network's
        read.network = std::move(network);
    } catch (const algo::NetworkParseError& error) {
        if (error.line() == 0) return refused(which + ": " + error.problem());
        return refused(which + ": layer " + std::to_string(error.line()) + ", column " + std::to_string(error.column()) + ": " +
                       error.problem());
    }
    return read;
}

}  // namespace

SessionNetworkRead read_session_network(const json& field) {
    if (field.is_string()) return read_by_name(field.get<std::string>());
    if (field.is_object()) return read_inline(field);
    return refused("must be a library network's name or a network {\"name\": ..., \"wires\": ..., \"layers\": [...]}");
}

ordered_json session_network_field(const algo::ComparatorNetwork& network, const std::string& name) {
    if (const std::optional<algo::ComparatorNetwork> named = algo::library_network(name); named && *named == network) return name;
    ordered_json layers = ordered_json::array();
    std::string line;
    for (const algo::LayerPairs& layer : network.layers) {
        algo::ComparatorNetwork one{network.wires, {layer}};
        line = algo::write_network(one, algo::NetworkFormat::Colon);
        if (!line.empty() && line.back() == '\n') line.pop_back();
        layers.push_back(line);
    }
    ordered_json field;
    field["name"] = name.empty() ? std::string(kInlineNetworkName) : name.substr(0, kMaxNetworkNameBytes);
    field["wires"] = network.wires;
    field["layers"] = layers;
    return field;
}

}  // namespace sortscope::ui
