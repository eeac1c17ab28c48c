// --network FILE (or - for standard input, or a library name such as dobbelaere-16-60-10 or
// pairwise-24) with --network-format to force a format and --relayer to pack the layers: the loaded
// network that every command taking --algo runs as the "network" algorithm (one dispatch per layer).
// Loaded once per process (standard input can be read only once) and kept (algorithms/networks/
// kept_networks.hpp). A bad file is a UsageError naming the file, the line, the column and the problem.
#pragma once

#include <cstdint>
#include <string>

#include "algorithms/inputs/network_file.hpp"
#include "algorithms/networks/network.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

struct LoadedNetwork {
    algo::ComparatorNetwork network;
    uint32_t kept_id = 0;   // Options::network
    std::string label;      // the file name, "standard input" or the library name
};

// The network of --network, or nullptr when the option is not given.
const LoadedNetwork* network_option(const Arguments& args);

// The text of a network file ("-": standard input), at most kMaxNetworkFileBytes. Every network file is
// read here. Throws RuntimeFailure when it cannot be read, UsageError when it is too large.
std::string read_network_text(const std::string& path);
constexpr uint64_t kMaxNetworkFileBytes = algo::kMaxNetworkFileBytes;

// Parses `text` with the --network-format and --relayer options of `args`; `label` names the source
// in errors. Throws UsageError.
algo::ComparatorNetwork parse_network_option_text(const Arguments& args, const std::string& text, const std::string& label);

}  // namespace sortscope::cli
