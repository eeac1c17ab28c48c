// The classic sorting-network constructions (see generators.hpp for each one's source).
#include "algorithms/networks/generators.hpp"

#include <array>

namespace sortscope::algo {

namespace {

uint32_t power_of_two_at_least(uint32_t n) {
    uint32_t p = 1;
    while (p < n) p *= 2;
    return p;
}

// Batcher's odd-even merge sort over p = 2^k wires (Knuth 5.3.4 exercise 32's iterative form): for each
// merge size 2t and distance d, compare i and i + d when both lie in one merge block of size 2t.
std::vector<WirePair> odd_even_merge_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    const uint32_t p = power_of_two_at_least(n);
    for (uint32_t t = 1; t < p; t *= 2) {
        for (uint32_t d = t; d >= 1; d /= 2) {
            for (uint32_t j = d % t; j + d < p; j += 2 * d) {
                for (uint32_t i = 0; i < d && i + j + d < p; ++i) {
                    const uint32_t a = i + j;
                    const uint32_t b = i + j + d;
                    if (a / (2 * t) == b / (2 * t) && b < n) pairs.push_back({a, b});
                }
            }
        }
    }
    return pairs;
}

// Bitonic sorter with every comparator ascending: merging blocks of size k first compares i with its
// mirror i ^ (k - 1), then runs half-cleaners at distances k/4 .. 1.
std::vector<WirePair> bitonic_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    const uint32_t p = power_of_two_at_least(n);
    for (uint32_t k = 2; k <= p; k *= 2) {
        for (uint32_t i = 0; i < p; ++i) {
            const uint32_t partner = i ^ (k - 1);
            if (i < partner && partner < n) pairs.push_back({i, partner});
        }
        for (uint32_t d = k / 4; d >= 1; d /= 2) {
            for (uint32_t i = 0; i < p; ++i) {
                const uint32_t partner = i ^ d;
                if (i < partner && partner < n) pairs.push_back({i, partner});
            }
        }
    }
    return pairs;
}

// Parberry's pairwise sorting network: first sort pairs at distances 1, 2, 4, ... (blocks of 2a: each
// wire of the first half with its partner a above), then merge with comparators at distances d * a.
std::vector<WirePair> pairwise_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    uint32_t a = 1;
    for (; a < n; a *= 2) {
        uint32_t c = 0;
        for (uint32_t b = a; b < n;) {
            pairs.push_back({b - a, b});
            ++b;
            if (++c == a) {
                c = 0;
                b += a;
            }
        }
    }
    a /= 4;
    for (uint32_t e = 1; a > 0; a /= 2, e = 2 * e + 1) {
        for (uint32_t d = e; d > 0; d /= 2) {
            uint32_t c = 0;
            for (uint32_t b = (d + 1) * a; b < n;) {
                pairs.push_back({b - d * a, b});
                ++b;
                if (++c == a) {
                    c = 0;
                    b += a;
                }
            }
        }
    }
    return pairs;
}

// Bose and Nelson's recursion: sort the two halves, then merge a sorted run of x wires at i with one of
// y wires at j by three smaller merges.
void bose_nelson_merge(uint32_t i, uint32_t x, uint32_t j, uint32_t y, std::vector<WirePair>& pairs) {
    if (x == 1 && y == 1) {
        pairs.push_back({i, j});
    } else if (x == 1 && y == 2) {
        pairs.push_back({i, j + 1});
        pairs.push_back({i, j});
    } else if (x == 2 && y == 1) {
        pairs.push_back({i, j});
        pairs.push_back({i + 1, j});
    } else {
        const uint32_t a = x / 2;
        const uint32_t b = (x & 1u) != 0 ? y / 2 : (y + 1) / 2;
        bose_nelson_merge(i, a, j, b, pairs);
        bose_nelson_merge(i + a, x - a, j + b, y - b, pairs);
        bose_nelson_merge(i + a, x - a, j, b, pairs);
    }
}

void bose_nelson_sort(uint32_t i, uint32_t m, std::vector<WirePair>& pairs) {
    if (m < 2) return;
    const uint32_t a = m / 2;
    bose_nelson_sort(i, a, pairs);
    bose_nelson_sort(i + a, m - a, pairs);
    bose_nelson_merge(i, a, i + a, m - a, pairs);
}

std::vector<WirePair> bose_nelson_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    bose_nelson_sort(0, n, pairs);
    return pairs;
}

std::vector<WirePair> insertion_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    for (uint32_t i = 1; i < n; ++i) {
        for (uint32_t j = i; j >= 1; --j) pairs.push_back({j - 1, j});
    }
    return pairs;
}

std::vector<WirePair> bubble_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    for (uint32_t top = n; top >= 2; --top) {
        for (uint32_t j = 0; j + 1 < top; ++j) pairs.push_back({j, j + 1});
    }
    return pairs;
}

std::vector<WirePair> odd_even_transposition_sequence(uint32_t n) {
    std::vector<WirePair> pairs;
    for (uint32_t phase = 0; phase < n; ++phase) {
        for (uint32_t i = phase % 2; i + 1 < n; i += 2) pairs.push_back({i, i + 1});
    }
    return pairs;
}

constexpr std::array kGenerators = {
    NetworkGenerator{"odd-even-merge", "Batcher 1968, Sorting networks and their applications", &odd_even_merge_sequence},
    NetworkGenerator{"bitonic", "Batcher 1968, Sorting networks and their applications", &bitonic_sequence},
    NetworkGenerator{"pairwise", "Parberry 1992, The pairwise sorting network", &pairwise_sequence},
    NetworkGenerator{"bose-nelson", "Bose and Nelson 1962, A sorting problem", &bose_nelson_sequence},
    NetworkGenerator{"insertion", "Knuth, TAOCP vol. 3, 5.3.4 (straight insertion as a network)", &insertion_sequence},
    NetworkGenerator{"bubble", "Knuth, TAOCP vol. 3, 5.3.4 (bubble sort as a network)", &bubble_sequence},
    NetworkGenerator{"odd-even-transposition", "Habermann 1972, Parallel neighbor-sort", &odd_even_transposition_sequence},
};

}  // namespace

std::span<const NetworkGenerator> all_network_generators() { return kGenerators; }

const NetworkGenerator* find_network_generator(std::string_view name) {
    for (const NetworkGenerator& generator : kGenerators) {
        if (generator.name == name) return &generator;
    }
    return nullptr;
}

ComparatorNetwork generate_network(const NetworkGenerator& generator, uint32_t wires) {
    ComparatorNetwork network = layer_as_early(wires, generator.sequence(wires));
    network.wires = wires;
    return network;
}

}  // namespace sortscope::algo
