// Loading --network (see network_option.hpp).
#include "network_option.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>

#include "algorithms/inputs/network_file.hpp"
#include "algorithms/inputs/user_input.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/network_text.hpp"
#include "algorithms/text/quoted.hpp"
#include "option_table.hpp"

namespace sortscope::cli {

std::string read_network_text(const std::string& path) {
    // The reader the app shares (algorithms/inputs/network_file.hpp).
    try {
        return algo::read_network_file(path);
    } catch (const algo::InputError& error) {
        throw UsageError(error.what());
    }
}

algo::ComparatorNetwork parse_network_option_text(const Arguments& args, const std::string& text, const std::string& label) {
    std::optional<algo::NetworkFormat> format;
    if (const auto name = args.value(options::kNetworkFormatOption)) {
        format = algo::parse_network_format(*name);
        if (!format) {
            throw UsageError("--network-format: unknown format " + algo::quoted(*name) + " (known: " + algo::network_format_names() + ")");
        }
    }
    try {
        algo::ComparatorNetwork network = algo::parse_network(text, format);
        return args.flag(options::kRelayerOption) ? algo::relayer(network) : network;
    } catch (const algo::NetworkParseError& error) {
        throw UsageError("network " + label + ": " + error.what());
    }
}

const LoadedNetwork* network_option(const Arguments& args) {
    const auto path = args.value(options::kNetworkOption);
    if (!path) return nullptr;
    // One process runs one command: the first load is kept for every later question.
    static std::map<std::string, std::unique_ptr<LoadedNetwork>> loaded;
    auto& slot = loaded[*path];
    if (slot) return slot.get();
    auto result = std::make_unique<LoadedNetwork>();
    std::FILE* probe = *path == "-" ? nullptr : std::fopen(path->c_str(), "rb");
    if (probe != nullptr) std::fclose(probe);
    const std::optional<algo::ComparatorNetwork> named = *path != "-" && probe == nullptr ? algo::library_network(*path) : std::nullopt;
    if (!named && probe == nullptr && *path != "-") {
        if (const auto problem = algo::library_name_problem(*path)) throw UsageError("--network " + *problem);
    }
    if (named) {
        result->network = args.flag(options::kRelayerOption) ? algo::relayer(*named) : *named;
        result->label = *path;
    } else {
        result->label = *path == "-" ? "standard input" : algo::quoted(*path);
        result->network = parse_network_option_text(args, read_network_text(*path), result->label);
    }
    result->kept_id = algo::keep_network(result->network, result->label);
    slot = std::move(result);
    return slot.get();
}

}  // namespace sortscope::cli
