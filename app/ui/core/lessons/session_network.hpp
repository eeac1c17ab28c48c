// A loaded network in a session file (issue 47): a library network by its name, as before,
//   "network": "dobbelaere-16-60-10"
// and any other (loaded from a file, pasted into the app) inline, its wires and its layers, each layer a
// line of the colon format that `sortscope-cli export --format colon` writes ("0:1,2:3"):
//   "network": {"name": "green-16.txt", "wires": 16, "layers": ["0:1,2:3,...", "0:2,1:3,...", ...]}
// so a lesson keeps the network it was made with. The inline network is read back through the network
// loader (algorithms/networks/network_formats.hpp) with a --network file's limits (its bytes, wires and
// comparators); a bad one is refused with the layer, the column and what is wrong.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "algorithms/networks/network.hpp"

namespace sortscope::ui {

// The name an inline network gets when its file gives none.
inline constexpr const char* kInlineNetworkName = "unnamed";
// An inline network's name is shown in the header: a file name, not a paragraph.
constexpr size_t kMaxNetworkNameBytes = 120;

struct SessionNetworkRead {
    std::optional<algo::ComparatorNetwork> network;  // none: the field names no network (an empty name)
    std::string name;
    std::string error;  // why the field was refused ("layer 3, column 5: wire 40 is out of range ..."); empty if read
};

// The field "network" of a slide whose algorithm is the loaded network's.
SessionNetworkRead read_session_network(const nlohmann::json& field);

// The field "network" for the kept network `network` loaded as `name`: the name alone when it is a
// library network's and the network is that one, else the network inline.
nlohmann::ordered_json session_network_field(const algo::ComparatorNetwork& network, const std::string& name);

}  // namespace sortscope::ui
