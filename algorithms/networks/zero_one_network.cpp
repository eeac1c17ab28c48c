// The exhaustive bit-sliced 0-1 check of a network (see zero_one_network.hpp).
#include "algorithms/networks/zero_one_network.hpp"

#include <stdexcept>

namespace sortscope::algo {

namespace {

// Lane l of the word for wire k < 6 holds bit k of l; wires 6 and up take the block number's bits.
constexpr uint64_t kLanePatterns[6] = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
                                       0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};

// Comparator-words per second of one core, low on purpose (a loaded CI machine): 2 x 10^8.
constexpr double kWordsPerSecond = 2e8;

}  // namespace

double zero_one_work(const ComparatorNetwork& network) {
    const double blocks = network.wires >= 6 ? static_cast<double>(uint64_t{1} << (network.wires - 6)) : 1.0;
    return blocks * static_cast<double>(network.size() + network.wires);
}

double estimate_cpu_check_seconds(const ComparatorNetwork& network) { return zero_one_work(network) / kWordsPerSecond; }

std::vector<uint8_t> run_zero_one(const ComparatorNetwork& network, uint64_t input) {
    std::vector<uint8_t> wires(network.wires);
    for (uint32_t k = 0; k < network.wires; ++k) wires[k] = static_cast<uint8_t>((input >> k) & 1u);
    for (const LayerPairs& layer : network.layers) {
        for (const WirePair& pair : layer) {
            const uint8_t a = wires[pair.low];
            const uint8_t b = wires[pair.high];
            wires[pair.low] = a & b;
            wires[pair.high] = a | b;
        }
    }
    return wires;
}

NetworkCheck check_network(const ComparatorNetwork& network) {
    const uint32_t n = network.wires;
    if (n > kMaxCheckedWires) throw std::invalid_argument("the exhaustive check runs networks of at most 32 wires");
    const std::vector<WirePair> sequence = network.sequence();
    NetworkCheck check;
    check.inputs = uint64_t{1} << n;
    check.unordered_after.assign(n > 0 ? n - 1 : 0, 0);
    std::vector<uint64_t> swapped(sequence.size(), 0);
    const uint64_t lanes_used = n >= 6 ? ~0ull : (uint64_t{1} << (uint64_t{1} << n)) - 1;
    const uint64_t blocks = n >= 6 ? uint64_t{1} << (n - 6) : 1;
    std::vector<uint64_t> wires(n);
    for (uint64_t block = 0; block < blocks; ++block) {
        for (uint32_t k = 0; k < n; ++k) wires[k] = k < 6 ? kLanePatterns[k] : (((block >> (k - 6)) & 1u) != 0 ? ~0ull : 0ull);
        for (size_t c = 0; c < sequence.size(); ++c) {
            const uint64_t a = wires[sequence[c].low];
            const uint64_t b = wires[sequence[c].high];
            swapped[c] |= a & ~b;  // a 1 above a 0: the comparator swaps in those lanes
            wires[sequence[c].low] = a & b;
            wires[sequence[c].high] = a | b;
        }
        uint64_t unsorted = 0;
        for (uint32_t k = 0; k + 1 < n; ++k) {
            const uint64_t descent = wires[k] & ~wires[k + 1] & lanes_used;
            if (descent != 0) check.unordered_after[k] = 1;
            unsorted |= descent;
        }
        if (unsorted != 0 && !check.first_failure) {
            check.first_failure = block * 64 + static_cast<uint64_t>(__builtin_ctzll(unsorted));
        }
    }
    check.redundant.resize(sequence.size());
    for (size_t c = 0; c < sequence.size(); ++c) check.redundant[c] = (swapped[c] & lanes_used) == 0 ? 1 : 0;
    if (check.first_failure) {
        check.sorts = false;
        for (uint32_t k = 0; k < n; ++k) check.failing_input.push_back(static_cast<uint8_t>((*check.first_failure >> k) & 1u));
        check.failing_output = run_zero_one(network, *check.first_failure);
    }
    return check;
}

}  // namespace sortscope::algo
