// Exhaustive 0-1 check of a network plan, bit-sliced 64 inputs per word (see zero_one.hpp).
#include "algorithms/verify/zero_one.hpp"

#include <stdexcept>

#include "algorithms/catalogue/network.hpp"

namespace sortscope::algo {

namespace {

struct Wiring {
    uint32_t i, j;
    bool ascending;
};

// Lane l of word k holds bit k of input (block * 64 + l): for k < 6 a fixed pattern, above that the
// block number's bits.
constexpr uint64_t kLanePatterns[6] = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
                                       0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};

}  // namespace

ZeroOneReport check_zero_one(const Plan& plan) {
    const uint32_t n = plan.options.n;
    if (!plan.is_network()) throw std::invalid_argument(plan.name() + " is not a comparator network");
    if (n > kMaxZeroOneN) throw std::invalid_argument("the 0-1 check needs n <= 24");
    std::vector<Wiring> network;
    for (const Step& step : plan.steps) {
        for_each_comparator(step, [&](const Comparator& c) { network.push_back({c.i, c.j, c.ascending}); });
    }
    ZeroOneReport report;
    report.comparators = network.size();
    report.inputs = uint64_t{1} << n;
    if (n <= 1) return report;

    const uint64_t lanes_used = n >= 6 ? ~0ull : (uint64_t{1} << (uint64_t{1} << n)) - 1;
    const uint64_t blocks = n >= 6 ? uint64_t{1} << (n - 6) : 1;
    std::vector<uint64_t> wires(n);
    for (uint64_t block = 0; block < blocks; ++block) {
        for (uint32_t k = 0; k < n; ++k) wires[k] = k < 6 ? kLanePatterns[k] : (((block >> (k - 6)) & 1) ? ~0ull : 0ull);
        for (const Wiring& c : network) {
            const uint64_t a = wires[c.i];
            const uint64_t b = wires[c.j];
            wires[c.i] = c.ascending ? (a & b) : (a | b);
            wires[c.j] = c.ascending ? (a | b) : (a & b);
        }
        // Sorted ascending: no lane has a 1 above a 0 (wire k set, wire k+1 clear).
        uint64_t unsorted = 0;
        for (uint32_t k = 0; k + 1 < n; ++k) unsorted |= wires[k] & ~wires[k + 1];
        unsorted &= lanes_used;
        if (unsorted != 0) {
            const auto lane = static_cast<uint32_t>(__builtin_ctzll(unsorted));
            const uint64_t input = block * 64 + lane;
            report.ok = false;
            for (uint32_t k = 0; k < n; ++k) {
                report.input.push_back(static_cast<uint8_t>((input >> k) & 1));
                report.output.push_back(static_cast<uint8_t>((wires[k] >> lane) & 1));
            }
            return report;
        }
    }
    return report;
}

}  // namespace sortscope::algo
