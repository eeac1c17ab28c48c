// Reading a network a user names (see network_file.hpp).
#include "network_file.hpp"

#include <cstdio>
#include <optional>
#include <stdexcept>

#include "algorithms/inputs/user_input.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::algo {

std::string read_network_file(const std::string& path) {
    InputRules rules;
    rules.what = "the network file";
    rules.max_bytes = kMaxNetworkFileBytes;
    rules.bound = std::to_string(kMaxNetworkFileBytes >> 20) + " MiB: no network of at most " +
                  std::to_string(kMaxNetworkWires) + " wires needs that";
    rules.stream = true;
    rules.text = true;
    return read_user_input(path, rules);
}

ComparatorNetwork load_network_source(const std::string& source) {
    if (source.empty()) throw std::invalid_argument("no network named: give a file or a library name");
    bool is_file = source == "-";
    if (!is_file) {
        std::FILE* probe = std::fopen(source.c_str(), "rb");
        is_file = probe != nullptr;
        if (probe != nullptr) std::fclose(probe);
    }
    if (is_file) return parse_network(read_network_file(source));
    if (std::optional<ComparatorNetwork> named = library_network(source)) return *named;
    if (const auto problem = library_name_problem(source)) throw std::invalid_argument(*problem);
    throw std::invalid_argument(quoted(source) + " is neither a readable file nor a library network (network list names them)");
}

}  // namespace sortscope::algo
