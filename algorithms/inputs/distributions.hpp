// Seeded input generators for uint32 keys. The same (distribution, n, seed) gives the same keys on
// every machine and compiler: the generator is our own splitmix64, not std:: distributions, whose
// output the standard leaves to each library. These are the full-range keys; what the app and the CLI
// sort for a distribution is default_input (small_keys.hpp): small keys a class can read up to 64 keys.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "algorithms/plan/keys.hpp"

namespace sortscope::algo {

enum class Distribution {
    Random,        // uniform over all uint32 values
    Sorted,        // random keys, already ascending
    Reversed,      // random keys, descending
    FewUnique,     // eight distinct values, shuffled
    AllEqual,      // one value n times
    ZeroOne,       // 0s and 1s at random (the 0-1 principle's inputs)
    OrganPipe,     // rising to the middle, then falling
    NearlySorted,  // ascending with about n/20 random swaps
};

std::span<const Distribution> all_distributions();
std::string_view distribution_name(Distribution distribution);
std::optional<Distribution> parse_distribution(std::string_view name);

std::vector<uint32_t> generate_keys(Distribution distribution, uint32_t n, uint64_t seed);

// The input of a plan: options.batch arrays of options.n keys of options.key_type, array a drawn with
// seed + a, so each array has the distribution's shape (keys_of_type keeps it in the key type's order).
std::vector<uint32_t> generate_input(Distribution distribution, uint32_t n, uint32_t batch, KeyType key_type,
                                     uint64_t seed);

// splitmix64 (Steele, Lea, Flood 2014): a small, well-mixed, portable sequence.
class SplitMix64 {
public:
    explicit SplitMix64(uint64_t seed) : m_state(seed) {}
    uint64_t next();
    uint32_t next_u32() { return static_cast<uint32_t>(next() >> 32); }
    uint32_t below(uint32_t bound);  // uniform in [0, bound), bound > 0

private:
    uint64_t m_state;
};

}  // namespace sortscope::algo
