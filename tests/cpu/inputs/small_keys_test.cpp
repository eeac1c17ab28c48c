// Keys a class can read (small_keys.hpp): up to 64 keys per array every distribution becomes small
// numbers that still show its shape, in every key type; past 64 the keys are the full range, unchanged.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <vector>

#include "algorithms/inputs/small_keys.hpp"

using namespace sortscope::algo;

namespace {

std::set<uint32_t> distinct(const std::vector<uint32_t>& keys) { return {keys.begin(), keys.end()}; }

uint32_t largest(const std::vector<uint32_t>& keys) { return *std::max_element(keys.begin(), keys.end()); }

// Keys of `type` as the numbers they print as, in their sort order (doubles hold every i32 and f32 key).
std::vector<double> values_of(KeyType type, const std::vector<uint32_t>& keys) {
    std::vector<double> values;
    for (uint32_t key : keys) {
        switch (type) {
            case KeyType::U32: values.push_back(key); break;
            case KeyType::I32: values.push_back(static_cast<int32_t>(key)); break;
            case KeyType::F32: values.push_back(static_cast<double>(std::bit_cast<float>(key))); break;
        }
    }
    return values;
}

}  // namespace

TEST_CASE("random small keys are two-digit numbers 0..99, the seed choosing them", "[cpu][inputs][small-keys]") {
    for (uint32_t n : {1u, 8u, 16u, 64u}) {
        INFO("n = " << n);
        const std::vector<uint32_t> keys = generate_small_keys(Distribution::Random, n, 3);
        REQUIRE(keys.size() == n);
        CHECK(largest(keys) <= 99);
        CHECK(keys == generate_small_keys(Distribution::Random, n, 3));
        if (n >= 8) {
            CHECK(keys != generate_small_keys(Distribution::Random, n, 4));
            CHECK(distinct(keys).size() >= n / 2);  // spread, not a few values
        }
    }
    // Over many draws every value of 0..99 shows up.
    CHECK(distinct(generate_small_keys(Distribution::Random, 5000, 1)).size() == 100);
}

TEST_CASE("sorted and reversed small keys are the random ones in order", "[cpu][inputs][small-keys]") {
    std::vector<uint32_t> ascending = generate_small_keys(Distribution::Random, 32, 5);
    std::sort(ascending.begin(), ascending.end());
    CHECK(generate_small_keys(Distribution::Sorted, 32, 5) == ascending);
    std::vector<uint32_t> descending = ascending;
    std::reverse(descending.begin(), descending.end());
    CHECK(generate_small_keys(Distribution::Reversed, 32, 5) == descending);
}

TEST_CASE("nearly-sorted small keys are the sorted ones with a few swaps that always show", "[cpu][inputs][small-keys]") {
    for (uint64_t seed = 0; seed < 200; ++seed) {
        for (uint32_t n : {2u, 3u, 8u, 16u, 40u, 64u}) {
            INFO("n = " << n << ", seed " << seed);
            const std::vector<uint32_t> nearly = generate_small_keys(Distribution::NearlySorted, n, seed);
            std::vector<uint32_t> sorted = nearly;
            std::sort(sorted.begin(), sorted.end());
            REQUIRE(sorted == generate_small_keys(Distribution::Sorted, n, seed));  // the same keys
            if (distinct(nearly).size() < 2) continue;  // all equal: no swap can show
            REQUIRE_FALSE(std::is_sorted(nearly.begin(), nearly.end()));
            size_t out_of_place = 0;
            for (size_t i = 0; i < n; ++i) out_of_place += nearly[i] != sorted[i] ? 1 : 0;
            CHECK(out_of_place <= 2 * (std::max(1u, n / 20) + 1));
        }
    }
}

TEST_CASE("few-unique small keys take four values, one from each quarter of 0..99", "[cpu][inputs][small-keys]") {
    for (uint64_t seed = 0; seed < 50; ++seed) {
        INFO("seed " << seed);
        const std::set<uint32_t> values = distinct(generate_small_keys(Distribution::FewUnique, 64, seed));
        REQUIRE(values.size() == 4);  // 64 draws of four values leave none out
        uint32_t quarter = 0;
        for (uint32_t value : values) CHECK(value / 25 == quarter++);
    }
    CHECK(distinct(generate_small_keys(Distribution::FewUnique, 16, 1)).size() <= 4);
}

TEST_CASE("all-equal, zero-one and organ-pipe small keys keep their shapes", "[cpu][inputs][small-keys]") {
    const std::vector<uint32_t> equal = generate_small_keys(Distribution::AllEqual, 16, 2);
    CHECK(distinct(equal).size() == 1);
    CHECK(equal[0] <= 99);
    CHECK(distinct(generate_small_keys(Distribution::ZeroOne, 64, 2)) == std::set<uint32_t>{0, 1});
    CHECK(generate_small_keys(Distribution::ZeroOne, 64, 2) == generate_keys(Distribution::ZeroOne, 64, 2));
    CHECK(generate_small_keys(Distribution::OrganPipe, 8, 1) == std::vector<uint32_t>{1, 2, 3, 4, 4, 3, 2, 1});
    CHECK(generate_small_keys(Distribution::OrganPipe, 7, 1) == std::vector<uint32_t>{1, 2, 3, 4, 3, 2, 1});
    CHECK(generate_small_keys(Distribution::OrganPipe, 1, 1) == std::vector<uint32_t>{1});
}

TEST_CASE("every distribution's small form handles n = 0, 1 and 2", "[cpu][inputs][small-keys]") {
    for (Distribution d : all_distributions()) {
        for (uint32_t n : {0u, 1u, 2u}) {
            INFO(distribution_name(d) << ", n = " << n);
            CHECK(generate_small_keys(d, n, 1).size() == n);
            for (KeyType type : all_key_types()) CHECK(default_input(d, n, 1, type, 1).size() == n);
        }
    }
}

TEST_CASE("signed and float small keys are centred on zero, keep the order, and print short", "[cpu][inputs][small-keys]") {
    for (Distribution d : all_distributions()) {
        const std::vector<uint32_t> u32 = generate_small_keys(d, 48, 7);
        for (KeyType type : {KeyType::I32, KeyType::F32}) {
            INFO(distribution_name(d) << " as " << key_type_name(type));
            const std::vector<uint32_t> typed = small_keys_of_type(type, d, u32);
            REQUIRE(typed.size() == u32.size());
            const std::vector<double> values = values_of(type, typed);
            for (size_t i = 0; i < u32.size(); ++i) {
                for (size_t j = 0; j < u32.size(); ++j) REQUIRE((u32[i] < u32[j]) == (values[i] < values[j]));
                // At most "-24.5": a label under a narrow bar.
                CHECK(format_key(type, typed[i]).size() <= 5);
            }
            if (d == Distribution::ZeroOne) {
                CHECK(std::set<double>(values.begin(), values.end()) == std::set<double>{0.0, 1.0});
            } else if (d != Distribution::AllEqual) {
                CHECK(*std::min_element(values.begin(), values.end()) < 0.0);  // the signed lesson: negatives
                CHECK(*std::max_element(values.begin(), values.end()) >= 0.0);
            }
        }
    }
    // 0..99 becomes -50..49, and -25..24.5 in halves.
    const std::vector<uint32_t> ends = {0, 99, 50};
    CHECK(values_of(KeyType::I32, small_keys_of_type(KeyType::I32, Distribution::Random, ends)) == std::vector<double>{-50, 49, 0});
    CHECK(values_of(KeyType::F32, small_keys_of_type(KeyType::F32, Distribution::Random, ends)) == std::vector<double>{-25, 24.5, 0});
}

TEST_CASE("the default input is small up to 64 keys per array and the full range past it", "[cpu][inputs][small-keys]") {
    for (Distribution d : all_distributions()) {
        for (KeyType type : all_key_types()) {
            INFO(distribution_name(d) << " as " << key_type_name(type));
            CHECK(default_input(d, kSmallKeysUpTo, 1, type, 9) == small_keys_of_type(type, d, generate_small_keys(d, kSmallKeysUpTo, 9)));
            // Past the threshold nothing changed: generate_input's keys, bit for bit.
            CHECK(default_input(d, kSmallKeysUpTo + 1, 1, type, 9) == generate_input(d, kSmallKeysUpTo + 1, 1, type, 9));
            CHECK(default_input(d, 1000, 3, type, 9) == generate_input(d, 1000, 3, type, 9));
        }
    }
    CHECK(largest(default_input(Distribution::Random, 65, 1, KeyType::U32, 1)) > 1000000);
    // A batch: array a drawn with seed + a, each small.
    const std::vector<uint32_t> two = default_input(Distribution::Sorted, 16, 2, KeyType::U32, 4);
    CHECK(std::vector<uint32_t>(two.begin(), two.begin() + 16) == generate_small_keys(Distribution::Sorted, 16, 4));
    CHECK(std::vector<uint32_t>(two.begin() + 16, two.end()) == generate_small_keys(Distribution::Sorted, 16, 5));
}
