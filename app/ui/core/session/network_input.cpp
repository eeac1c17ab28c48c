// Loading a comparator network into the app (see network_input.hpp).
#include "network_input.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "algorithms/inputs/network_file.hpp"
#include "algorithms/inputs/user_input.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"

namespace sortscope::ui {

namespace {

NetworkLoad parse_error(const algo::NetworkParseError& error, const std::string& name) {
    NetworkLoad load;
    load.name = name;
    load.error = error.what();
    load.line = error.line();
    load.column = error.column();
    return load;
}

}  // namespace

NetworkLoad load_network_from_source(const std::string& source) {
    const bool library = algo::library_network(source).has_value();
    const std::string name = library ? source : std::filesystem::path(source).filename().string();
    NetworkLoad load;
    load.name = name;
    try {
        load.network = algo::load_network_source(source);
    } catch (const algo::NetworkParseError& error) {
        NetworkLoad bad = parse_error(error, name);
        bad.error = name + ": " + bad.error;
        return bad;
    } catch (const algo::InputError& error) {
        load.error = error.what();
    } catch (const std::invalid_argument& error) {
        load.error = error.what();
    }
    return load;
}

NetworkLoad load_network_from_text(const std::string& text) {
    try {
        NetworkLoad load;
        load.name = "pasted text";
        load.network = algo::parse_network(text);
        return load;
    } catch (const algo::NetworkParseError& error) {
        return parse_error(error, "pasted text");
    }
}

InputSpec input_for_network(const InputSpec& current, const algo::ComparatorNetwork& network, const std::string& name,
                            std::optional<uint32_t> n) {
    InputSpec input = current;
    input.algorithm = std::string(algo::loaded_network_algorithm().id);
    input.network = algo::keep_network(network, name);
    input.network_name = name;
    input.typed_keys.clear();
    input.key_file.clear();
    input.n = n && *n >= 1 ? std::min(*n, network.wires) : network.wires;
    return input;
}

}  // namespace sortscope::ui
