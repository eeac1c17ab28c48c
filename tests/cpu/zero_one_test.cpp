// The 0-1 principle (Knuth; seed 002): a comparator network that sorts every sequence of 0s and 1s sorts
// every sequence. Checked exhaustively for the bitonic network at every n from 1 to 16.
#include <catch2/catch.hpp>

#include <vector>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/network.hpp"

using namespace sortscope::algo;

namespace {

struct FlatComparator {
    uint32_t i, j;
    bool ascending;
};

std::vector<FlatComparator> flatten(const Plan& plan) {
    std::vector<FlatComparator> all;
    for (const Step& step : plan.steps) {
        for_each_comparator(step, [&](const Comparator& c) { all.push_back({c.i, c.j, c.ascending}); });
    }
    return all;
}

// Runs the network on the bits of `input` (bit k = position k) and returns the output bits.
uint32_t run_on_bits(const std::vector<FlatComparator>& network, uint32_t input) {
    for (const FlatComparator& c : network) {
        const uint32_t a = (input >> c.i) & 1u;
        const uint32_t b = (input >> c.j) & 1u;
        if (c.ascending ? a > b : a < b) input ^= (1u << c.i) | (1u << c.j);
    }
    return input;
}

}  // namespace

TEST_CASE("the bitonic network sorts all 0/1 inputs for every n from 1 to 16", "[cpu][network][zero-one]") {
    for (uint32_t n = 1; n <= 16; ++n) {
        const std::vector<FlatComparator> network = flatten(build_bitonic_plan({n, 64}));
        uint32_t failures = 0;
        uint32_t first_failure = 0;
        for (uint32_t input = 0; input < (1u << n); ++input) {
            const uint32_t output = run_on_bits(network, input);
            // Sorted ascending = all zeros first, then ones: the ones occupy the top popcount bits.
            const auto ones = static_cast<uint32_t>(__builtin_popcount(input));
            const uint32_t expected = ones == 0 ? 0u : ((1u << ones) - 1u) << (n - ones);
            if (output != expected && failures++ == 0) first_failure = input;
        }
        INFO("n = " << n << ", first unsorted 0/1 input (bit k = position k): " << first_failure);
        CHECK(failures == 0);
    }
}

TEST_CASE("the 0-1 check catches a broken network", "[cpu][network][zero-one]") {
    // Drop the last stage of the n = 8 network: some 0/1 input must stay unsorted.
    Plan plan = build_bitonic_plan({8, 64});
    plan.steps.pop_back();
    const std::vector<FlatComparator> network = flatten(plan);
    bool found_unsorted = false;
    for (uint32_t input = 0; input < 256 && !found_unsorted; ++input) {
        const auto ones = static_cast<uint32_t>(__builtin_popcount(input));
        const uint32_t expected = ones == 0 ? 0u : ((1u << ones) - 1u) << (8 - ones);
        found_unsorted = run_on_bits(network, input) != expected;
    }
    CHECK(found_unsorted);
}
