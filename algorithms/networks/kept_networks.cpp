// The process's kept networks (see kept_networks.hpp): a deque, so references stay valid as it grows.
#include "algorithms/networks/kept_networks.hpp"

#include <deque>
#include <mutex>
#include <stdexcept>
#include <string>

namespace sortscope::algo {

namespace {

std::mutex g_mutex;
std::deque<ComparatorNetwork>& kept() {
    static std::deque<ComparatorNetwork> networks;
    return networks;
}

}  // namespace

uint32_t keep_network(const ComparatorNetwork& network) {
    const std::lock_guard lock(g_mutex);
    std::deque<ComparatorNetwork>& networks = kept();
    for (size_t k = 0; k < networks.size(); ++k) {
        if (networks[k] == network) return static_cast<uint32_t>(k + 1);
    }
    networks.push_back(network);
    return static_cast<uint32_t>(networks.size());
}

const ComparatorNetwork& kept_network(uint32_t id) {
    const std::lock_guard lock(g_mutex);
    std::deque<ComparatorNetwork>& networks = kept();
    if (id == 0 || id > networks.size()) throw std::out_of_range("no loaded network number " + std::to_string(id));
    return networks[id - 1];
}

}  // namespace sortscope::algo
