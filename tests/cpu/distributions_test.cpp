// The seeded input generators: reproducible, and each distribution has the shape its name promises.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "sortscope/algo/distributions.hpp"

using namespace sortscope::algo;

TEST_CASE("every distribution name parses back to itself", "[cpu][inputs]") {
    for (Distribution d : all_distributions()) CHECK(parse_distribution(distribution_name(d)) == d);
    CHECK_FALSE(parse_distribution("gaussian").has_value());
    CHECK(all_distributions().size() == 8);
}

TEST_CASE("the same distribution, n and seed give the same keys; another seed gives others", "[cpu][inputs]") {
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
