// Which asked-about comparators of a network step swapped (see comparator_swaps.hpp).
#include "algorithms/catalogue/comparator_swaps.hpp"

#include <algorithm>
#include <utility>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/plan/keys.hpp"

namespace sortscope::algo {

std::vector<uint8_t> comparator_swaps(const Plan& plan, const Step& step, std::span<const uint32_t> keys_before,
                                      std::span<const Comparator> wanted) {
    const Options& options = plan.options;
    auto out_of_order = [&](const Comparator& c, uint32_t key_i, uint32_t key_j) {
        const uint32_t a = sort_key(options.key_type, options.descending, key_i);
        const uint32_t b = sort_key(options.key_type, options.descending, key_j);
        return c.ascending ? a > b : a < b;
    };
    std::vector<uint8_t> swapped(wanted.size(), 0);
    if (wanted.empty()) return swapped;
    if (step.stage_count <= 1) {
        for (size_t k = 0; k < wanted.size(); ++k) {
            const Comparator& c = wanted[k];
            swapped[k] = out_of_order(c, keys_before[c.i], keys_before[c.j]) ? 1 : 0;
        }
        return swapped;
    }
    // The wanted comparators by (stage, i), and the wires they start at: the replay looks up only those.
    auto key_of = [](const Comparator& c) { return (uint64_t{c.stage} << 32) | c.i; };
    std::vector<std::pair<uint64_t, size_t>> by_key(wanted.size());
    std::vector<uint8_t> watched(options.n, 0);
    for (size_t k = 0; k < wanted.size(); ++k) {
        by_key[k] = {key_of(wanted[k]), k};
        if (wanted[k].i < options.n) watched[wanted[k].i] = 1;
    }
    std::sort(by_key.begin(), by_key.end());
    std::vector<uint32_t> keys(keys_before.begin(), keys_before.begin() + options.n);
    for_each_comparator(step, [&](const Comparator& c) {
        const bool swap = out_of_order(c, keys[c.i], keys[c.j]);
        if (swap) std::swap(keys[c.i], keys[c.j]);
        if (watched[c.i] == 0) return;
        const uint64_t key = key_of(c);
        for (auto found = std::lower_bound(by_key.begin(), by_key.end(), std::make_pair(key, size_t{0}));
             found != by_key.end() && found->first == key; ++found) {
            swapped[found->second] = swap ? 1 : 0;
        }
    });
    return swapped;
}

}  // namespace sortscope::algo
