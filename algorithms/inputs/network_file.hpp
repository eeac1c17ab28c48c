// Reading a network a user names: a file (through the one opener of user input, algorithms/inputs/
// user_input.hpp: a regular file, or standard input for "-", never a FIFO or a folder, bounded, NUL bytes
// refused) or a library name ("dobbelaere-16-60-10", "pairwise-24"). sortscope-cli's --network and the
// app's --network and Network... box both read here, so a file the one takes the other takes.
#pragma once

#include <cstdint>
#include <string>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

constexpr uint64_t kMaxNetworkFileBytes = uint64_t{64} << 20;

// The text of a network file ("-": standard input), at most kMaxNetworkFileBytes. Throws InputError.
std::string read_network_file(const std::string& path);

// The network `source` names: an existing file (or "-") is read and parsed (its format detected from the
// text), else a library name. Throws InputError (an unreadable file), NetworkParseError (a bad text,
// with its line and column) or std::invalid_argument (neither a file nor a library name: the reason).
ComparatorNetwork load_network_source(const std::string& source);

}  // namespace sortscope::algo
