// Keys a class can read: the small form of each distribution (see small_keys.hpp for the rule).
#include "algorithms/inputs/small_keys.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

namespace sortscope::algo {

namespace {

constexpr uint32_t kValues = 100;      // random keys are 0 .. kValues - 1: two digits at most
constexpr uint32_t kFewValues = 4;     // few-unique's distinct values

std::vector<uint32_t> random_small(SplitMix64& rng, uint32_t n) {
    std::vector<uint32_t> keys(n);
    for (uint32_t& key : keys) key = rng.below(kValues);
    return keys;
}

// The keys of organ-pipe rise by one from 1 to the middle, (n + 1) / 2, and fall back.
uint32_t organ_pipe_top(uint32_t n) { return (n + 1) / 2; }

// The middle of a distribution's range, which i32 and f32 keys are centred on.
int64_t centre_of(Distribution distribution, uint32_t n) {
    if (distribution == Distribution::OrganPipe) return (int64_t{1} + organ_pipe_top(n) + 1) / 2;
    return kValues / 2;
}

// A swap of two keys that differ: the second position is the first one at or after a random draw (going
// round) whose key differs from the first's. Nothing when every key is the same.
void swap_unequal(std::vector<uint32_t>& keys, SplitMix64& rng) {
    const auto n = static_cast<uint32_t>(keys.size());
    const uint32_t i = rng.below(n);
    const uint32_t start = rng.below(n);
    for (uint32_t step = 0; step < n; ++step) {
        const uint32_t j = (start + step) % n;
        if (keys[j] != keys[i]) {
            std::swap(keys[i], keys[j]);
            return;
        }
    }
}

}  // namespace

std::vector<uint32_t> generate_small_keys(Distribution distribution, uint32_t n, uint64_t seed) {
    SplitMix64 rng(seed);
    switch (distribution) {
        case Distribution::Random: return random_small(rng, n);
        case Distribution::Sorted: {
            std::vector<uint32_t> keys = random_small(rng, n);
            std::sort(keys.begin(), keys.end());
            return keys;
        }
        case Distribution::Reversed: {
            std::vector<uint32_t> keys = random_small(rng, n);
            std::sort(keys.begin(), keys.end(), std::greater<>());
            return keys;
        }
        case Distribution::NearlySorted: {
            std::vector<uint32_t> keys = random_small(rng, n);
            std::sort(keys.begin(), keys.end());
            if (n >= 2) {
                const uint32_t swaps = std::max(1u, n / 20);
                for (uint32_t s = 0; s < swaps; ++s) swap_unequal(keys, rng);
                // A later swap can undo an earlier one; one more swap of unequal keys unsorts a sorted input.
                if (std::is_sorted(keys.begin(), keys.end())) swap_unequal(keys, rng);
            }
            return keys;
        }
        case Distribution::FewUnique: {
            // One value from each quarter of 0..99: four distinct values whose bars differ at a glance.
            std::array<uint32_t, kFewValues> values{};
            const uint32_t quarter = kValues / kFewValues;
            for (uint32_t v = 0; v < kFewValues; ++v) values[v] = v * quarter + rng.below(quarter);
            std::vector<uint32_t> keys(n);
            for (uint32_t& key : keys) key = values[rng.below(kFewValues)];
            return keys;
        }
        case Distribution::AllEqual: return std::vector<uint32_t>(n, rng.below(kValues));
        case Distribution::ZeroOne: return generate_keys(distribution, n, seed);  // small already
        case Distribution::OrganPipe: {
            std::vector<uint32_t> keys(n);
            const uint32_t half = organ_pipe_top(n);
            for (uint32_t i = 0; i < n; ++i) keys[i] = 1 + (i < half ? i : n - 1 - i);
            return keys;
        }
    }
    return {};
}

std::vector<uint32_t> small_keys_of_type(KeyType type, Distribution distribution, std::vector<uint32_t> keys) {
    if (type == KeyType::U32 || distribution == Distribution::ZeroOne) {
        if (type == KeyType::F32) {
            for (uint32_t& key : keys) key = std::bit_cast<uint32_t>(static_cast<float>(key));
        }
        return keys;  // i32 0 and 1 have the bits of u32 0 and 1
    }
    const int64_t centre = centre_of(distribution, static_cast<uint32_t>(keys.size()));
    for (uint32_t& key : keys) {
        const auto centred = static_cast<int32_t>(int64_t{key} - centre);
        key = type == KeyType::I32 ? static_cast<uint32_t>(centred)
                                   : std::bit_cast<uint32_t>(static_cast<float>(centred) * 0.5f);
    }
    return keys;
}

std::vector<uint32_t> default_input(Distribution distribution, uint32_t n, uint32_t batch, KeyType type, uint64_t seed) {
    if (n > kSmallKeysUpTo) return generate_input(distribution, n, batch, type, seed);
    std::vector<uint32_t> keys;
    keys.reserve(uint64_t{n} * batch);
    for (uint32_t array = 0; array < batch; ++array) {
        const std::vector<uint32_t> one = small_keys_of_type(type, distribution, generate_small_keys(distribution, n, seed + array));
        keys.insert(keys.end(), one.begin(), one.end());
    }
    return keys;
}

}  // namespace sortscope::algo
