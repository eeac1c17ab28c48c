// Loading a comparator network into the app (issue 47): from a file or a library name (--network, the
// Network... box's path field and drop-down) or from pasted text in any of the network formats (the format
// detected from the text, algorithms/networks/network_formats.hpp). A load gives either the network or
// the reason it was refused, with the line and column of a bad text; input_for_network then makes the
// input that runs it through the ordinary plan machinery (algorithm "network", one dispatch per layer).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "algorithms/networks/network.hpp"
#include "core/session/input_spec.hpp"

namespace sortscope::ui {

struct NetworkLoad {
    std::optional<algo::ComparatorNetwork> network;  // set when the load worked
    std::string name;    // where it came from: the library name, the file's name, or "pasted text"
    std::string error;   // why not ("line 3, column 7: wire 9 is out of range ..."); empty on success
    uint32_t line = 0;   // a bad text: where the problem is (from 1; 0 when the error has no place)
    uint32_t column = 0;
};

// A library name ("dobbelaere-16-60-10") or a file read with sortscope-cli's rules
// (algo::load_network_source).
NetworkLoad load_network_from_source(const std::string& source);
// Pasted text in any network format.
NetworkLoad load_network_from_text(const std::string& text);

// The input that runs `network` (kept in this process): `current`'s distribution, seed, key type and
// direction, with n the network's wire count, or `n` where one is asked for and is smaller. Typed keys
// are dropped (their count need not fit the network).
InputSpec input_for_network(const InputSpec& current, const algo::ComparatorNetwork& network, const std::string& name,
                            std::optional<uint32_t> n = std::nullopt);

}  // namespace sortscope::ui
