// Seeded input generators: one named distribution + one seed = one reproducible input.
#include "algorithms/inputs/distributions.hpp"

#include <algorithm>
#include <array>

#include "algorithms/verify/parallel_radix.hpp"

namespace sortscope::algo {

namespace {

constexpr std::array kDistributions = {
    Distribution::Random,   Distribution::Sorted,  Distribution::Reversed,  Distribution::FewUnique,
    Distribution::AllEqual, Distribution::ZeroOne, Distribution::OrganPipe, Distribution::NearlySorted,
};

std::vector<uint32_t> random_keys(SplitMix64& rng, uint32_t n) {
    std::vector<uint32_t> keys(n);
    for (uint32_t& key : keys) key = rng.next_u32();
    return keys;
}

// The sorted shapes sort random keys: at 2^28 keys std::sort took 39 s on one thread of the H100 machine's
// Xeon, the parallel radix sort under a second on its 16. Plain uint32 keys have one sorted order whatever
// sorts them, so the keys are the ones std::sort gave. Below 2^16 keys a thread costs more than it saves.
void sort_keys(std::vector<uint32_t>& keys, bool descending) {
    const unsigned threads = keys.size() >= (size_t{1} << 16) ? hardware_threads() : 1;
    parallel_radix_sort(KeyType::U32, descending, static_cast<uint32_t>(keys.size()), keys, {}, threads);
}

}  // namespace

uint64_t SplitMix64::next() {
    m_state += 0x9E3779B97F4A7C15ull;
    uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint32_t SplitMix64::below(uint32_t bound) {
    // Multiply-shift (Lemire 2019) without the rejection step: the bias is < 2^-32 per draw, far below
    // anything an input generator can show.
    return static_cast<uint32_t>((uint64_t{next_u32()} * bound) >> 32);
}

std::span<const Distribution> all_distributions() { return kDistributions; }

std::string_view distribution_name(Distribution distribution) {
    switch (distribution) {
        case Distribution::Random: return "random";
        case Distribution::Sorted: return "sorted";
        case Distribution::Reversed: return "reversed";
        case Distribution::FewUnique: return "few-unique";
        case Distribution::AllEqual: return "all-equal";
        case Distribution::ZeroOne: return "zero-one";
        case Distribution::OrganPipe: return "organ-pipe";
        case Distribution::NearlySorted: return "nearly-sorted";
    }
    return "unknown";
}

std::optional<Distribution> parse_distribution(std::string_view name) {
    for (Distribution distribution : kDistributions) {
        if (distribution_name(distribution) == name) return distribution;
    }
    return std::nullopt;
}

std::vector<uint32_t> generate_keys(Distribution distribution, uint32_t n, uint64_t seed) {
    SplitMix64 rng(seed);
    switch (distribution) {
        case Distribution::Random: return random_keys(rng, n);
        case Distribution::Sorted: {
            std::vector<uint32_t> keys = random_keys(rng, n);
            sort_keys(keys, false);
            return keys;
        }
        case Distribution::Reversed: {
            std::vector<uint32_t> keys = random_keys(rng, n);
            sort_keys(keys, true);
            return keys;
        }
        case Distribution::FewUnique: {
            std::array<uint32_t, 8> values{};
            for (uint32_t& value : values) value = rng.next_u32();
            std::vector<uint32_t> keys(n);
            for (uint32_t& key : keys) key = values[rng.below(8)];
            return keys;
        }
        case Distribution::AllEqual: return std::vector<uint32_t>(n, rng.next_u32());
        case Distribution::ZeroOne: {
            std::vector<uint32_t> keys(n);
            for (uint32_t& key : keys) key = rng.next_u32() >> 31;
            return keys;
        }
        case Distribution::OrganPipe: {
            // Keys rise by a constant step to the middle and fall back, spanning the uint32 range.
            std::vector<uint32_t> keys(n);
            const uint64_t half = (uint64_t{n} + 1) / 2;
            const uint64_t step = half > 0 ? 0xFFFFFFFFull / half : 0;
            for (uint32_t i = 0; i < n; ++i) {
                const uint64_t rank = i < half ? i : uint64_t{n} - 1 - i;
                keys[i] = static_cast<uint32_t>(rank * step);
            }
            return keys;
        }
        case Distribution::NearlySorted: {
            std::vector<uint32_t> keys = random_keys(rng, n);
            sort_keys(keys, false);
            if (n >= 2) {
                const uint32_t swaps = std::max(1u, n / 20);
                for (uint32_t s = 0; s < swaps; ++s) std::swap(keys[rng.below(n)], keys[rng.below(n)]);
            }
            return keys;
        }
    }
    return {};
}

std::vector<uint32_t> generate_input(Distribution distribution, uint32_t n, uint32_t batch, KeyType key_type,
                                     uint64_t seed) {
    if (batch == 1) return keys_of_type(key_type, generate_keys(distribution, n, seed));  // no copy of 2^28 keys
    std::vector<uint32_t> keys;
    keys.reserve(uint64_t{n} * batch);
    for (uint32_t array = 0; array < batch; ++array) {
        const std::vector<uint32_t> one = keys_of_type(key_type, generate_keys(distribution, n, seed + array));
        keys.insert(keys.end(), one.begin(), one.end());
    }
    return keys;
}

}  // namespace sortscope::algo
