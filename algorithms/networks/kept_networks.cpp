// The process's kept networks (see kept_networks.hpp): a deque, so references stay valid as it grows.
#include "algorithms/networks/kept_networks.hpp"

#include <deque>
#include <mutex>
#include <stdexcept>
#include <string>

namespace sortscope::algo {

namespace {

struct KeptNetwork {
    ComparatorNetwork network;
    std::string label;
};

std::mutex g_mutex;
std::deque<KeptNetwork>& kept() {
    static std::deque<KeptNetwork> networks;
    return networks;
}

const KeptNetwork& kept_entry(const std::deque<KeptNetwork>& networks, uint32_t id) {
    if (id == 0 || id > networks.size()) throw std::out_of_range("no loaded network number " + std::to_string(id));
    return networks[id - 1];
}

}  // namespace

uint32_t keep_network(const ComparatorNetwork& network, std::string_view label) {
    const std::lock_guard lock(g_mutex);
    std::deque<KeptNetwork>& networks = kept();
    for (size_t k = 0; k < networks.size(); ++k) {
        if (networks[k].network != network) continue;
        if (networks[k].label.empty()) networks[k].label = std::string(label);
        return static_cast<uint32_t>(k + 1);
    }
    networks.push_back({network, std::string(label)});
    return static_cast<uint32_t>(networks.size());
}

const ComparatorNetwork& kept_network(uint32_t id) {
    const std::lock_guard lock(g_mutex);
    return kept_entry(kept(), id).network;
}

std::string kept_network_label(uint32_t id) {
    const std::lock_guard lock(g_mutex);
    return kept_entry(kept(), id).label;
}

}  // namespace sortscope::algo
