// The seeded input generators: reproducible, and each distribution has the shape its name promises.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

#include "algorithms/inputs/distributions.hpp"

using namespace sortscope::algo;

TEST_CASE("every distribution name parses back to itself", "[cpu][inputs]") {
    for (Distribution d : all_distributions()) CHECK(parse_distribution(distribution_name(d)) == d);
    CHECK_FALSE(parse_distribution("gaussian").has_value());
    CHECK(all_distributions().size() == 8);
}

TEST_CASE("the same distribution, n and seed give the same keys, another seed gives others", "[cpu][inputs]") {
    for (Distribution d : all_distributions()) {
        INFO(distribution_name(d));
        CHECK(generate_keys(d, 500, 7) == generate_keys(d, 500, 7));
        CHECK(generate_keys(d, 500, 7).size() == 500);
        if (d != Distribution::OrganPipe) CHECK(generate_keys(d, 500, 7) != generate_keys(d, 500, 8));
    }
}

TEST_CASE("the random generator is fixed across machines", "[cpu][inputs]") {
    // splitmix64 with seed 0 starts 0xE220A8397B1DCDAF; its upper 32 bits are the first key.
    SplitMix64 rng(0);
    CHECK(rng.next() == 0xE220A8397B1DCDAFull);
    CHECK(generate_keys(Distribution::Random, 1, 0)[0] == 0xE220A839u);
}

TEST_CASE("each distribution has the shape its name promises", "[cpu][inputs]") {
    const uint32_t n = 1000;
    auto sorted = generate_keys(Distribution::Sorted, n, 3);
    CHECK(std::is_sorted(sorted.begin(), sorted.end()));
    auto reversed = generate_keys(Distribution::Reversed, n, 3);
    CHECK(std::is_sorted(reversed.rbegin(), reversed.rend()));
    CHECK_FALSE(std::is_sorted(reversed.begin(), reversed.end()));
    auto few = generate_keys(Distribution::FewUnique, n, 3);
    CHECK(std::set<uint32_t>(few.begin(), few.end()).size() <= 8);
    CHECK(std::set<uint32_t>(few.begin(), few.end()).size() >= 2);
    auto equal = generate_keys(Distribution::AllEqual, n, 3);
    CHECK(std::set<uint32_t>(equal.begin(), equal.end()).size() == 1);
    auto zero_one = generate_keys(Distribution::ZeroOne, n, 3);
    CHECK(std::set<uint32_t>(zero_one.begin(), zero_one.end()) == std::set<uint32_t>{0, 1});
    auto pipe = generate_keys(Distribution::OrganPipe, n, 3);
    CHECK(std::is_sorted(pipe.begin(), pipe.begin() + n / 2));
    CHECK(std::is_sorted(pipe.rbegin(), pipe.rbegin() + n / 2));
    CHECK(pipe[n / 2 - 1] > pipe[0]);
    auto nearly = generate_keys(Distribution::NearlySorted, n, 3);
    CHECK_FALSE(std::is_sorted(nearly.begin(), nearly.end()));
    size_t out_of_place = 0;
    for (size_t i = 1; i < n; ++i) out_of_place += nearly[i - 1] > nearly[i] ? 1 : 0;
    CHECK(out_of_place <= n / 10);
    auto random = generate_keys(Distribution::Random, n, 3);
    CHECK(std::set<uint32_t>(random.begin(), random.end()).size() > n - 5);
}

TEST_CASE("generators handle n = 0, 1 and 2", "[cpu][inputs]") {
    for (Distribution d : all_distributions()) {
        for (uint32_t n : {0u, 1u, 2u}) {
            INFO(distribution_name(d) << ", n = " << n);
            CHECK(generate_keys(d, n, 1).size() == n);
        }
    }
}

TEST_CASE("sorted, reversed and nearly-sorted keys are the random keys in std::sort's order, also where threads sort them",
          "[cpu][inputs]") {
    // 1 << 17 keys are sorted by the parallel radix sort on every thread; the output must stay what
    // std::sort gave, since tests and lessons depend on the keys of a seed.
    for (uint32_t n : {0u, 1u, 1000u, 1u << 17}) {
        INFO("n = " << n);
        std::vector<uint32_t> ascending = generate_keys(Distribution::Random, n, 9);
        std::sort(ascending.begin(), ascending.end());
        CHECK(generate_keys(Distribution::Sorted, n, 9) == ascending);
        std::vector<uint32_t> descending = generate_keys(Distribution::Random, n, 9);
        std::sort(descending.begin(), descending.end(), std::greater<>());
        CHECK(generate_keys(Distribution::Reversed, n, 9) == descending);
        // Nearly sorted: the same draws, then n / 20 swaps from the draws that follow.
        SplitMix64 rng(9);
        for (uint32_t i = 0; i < n; ++i) rng.next_u32();
        std::vector<uint32_t> nearly = ascending;
        if (n >= 2) {
            for (uint32_t s = 0; s < std::max(1u, n / 20); ++s) std::swap(nearly[rng.below(n)], nearly[rng.below(n)]);
        }
        CHECK(generate_keys(Distribution::NearlySorted, n, 9) == nearly);
    }
}

TEST_CASE("an input of one array is that array's keys in the key type", "[cpu][inputs]") {
    for (KeyType type : all_key_types()) {
        CHECK(generate_input(Distribution::Random, 300, 1, type, 4) == keys_of_type(type, generate_keys(Distribution::Random, 300, 4)));
        const std::vector<uint32_t> two = generate_input(Distribution::Sorted, 300, 2, type, 4);
        CHECK(std::vector<uint32_t>(two.begin(), two.begin() + 300) == generate_input(Distribution::Sorted, 300, 1, type, 4));
        CHECK(std::vector<uint32_t>(two.begin() + 300, two.end()) == generate_input(Distribution::Sorted, 300, 1, type, 5));
    }
}
