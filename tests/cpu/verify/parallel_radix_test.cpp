// The parallel radix sort is an exact reference: for every size (0, 1, 2, around the insertion-sort
// cut-off, powers of two and others), key type, direction, payload, batch and thread count it gives the
// same keys and values as std::stable_sort by sort_key (expected_sort), bit for bit.
#include <catch2/catch.hpp>

#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/verify/parallel_radix.hpp"

using namespace sortscope::algo;

namespace {

Options sort_options(uint32_t n, uint32_t batch, KeyType type, bool descending, bool values) {
    Options options = sized(n);
    options.batch = batch;
    options.key_type = type;
    options.descending = descending;
    options.values = values;
    return options;
}

// Compares parallel_expected_sort with expected_sort (std::stable_sort) on one input.
void check_same_as_stable_sort(const Options& options, const std::vector<uint32_t>& keys, unsigned threads) {
    const std::vector<uint32_t> values = options.values ? index_values(keys.size()) : std::vector<uint32_t>{};
    const ExpectedSort want = expected_sort(options, keys, values);
    const ExpectedSort got = parallel_expected_sort(options, keys, values, threads);
    INFO("n = " << options.n << ", batch " << options.batch << ", " << key_type_name(options.key_type)
                << (options.descending ? " descending" : "") << (options.values ? " + values" : "") << ", "
                << threads << " threads");
    REQUIRE(got.keys.size() == want.keys.size());
    CHECK(got.keys == want.keys);
    CHECK(got.values == want.values);
    CHECK(got.reference == reference_name());
}

}  // namespace

TEST_CASE("the parallel radix sort equals std::stable_sort for every key type, direction, payload and thread count",
          "[cpu][parallel-radix]") {
    for (uint32_t n : {0u, 1u, 2u, 3u, 7u, 63u, 64u, 65u, 100u, 255u, 256u, 257u, 1000u, 4096u, 10007u}) {
        for (KeyType type : all_key_types()) {
            for (bool descending : {false, true}) {
                for (bool values : {false, true}) {
                    const Options options = sort_options(n, 1, type, descending, values);
                    // Random f32 keys include infinities and NaNs; few-unique keys give long runs of ties
                    // (stability) and digits that are the same for every key (skipped passes).
                    for (Distribution dist : {Distribution::Random, Distribution::FewUnique}) {
                        const std::vector<uint32_t> keys = generate_input(dist, n, 1, type, n + 11);
                        for (unsigned threads = 1; threads <= 8; ++threads) check_same_as_stable_sort(options, keys, threads);
                    }
                }
            }
        }
    }
}

TEST_CASE("the parallel radix sort sorts each array of a batch on its own, shared or one array per thread",
          "[cpu][parallel-radix]") {
    // Fewer arrays than threads (all threads on each array in turn), at least as many (an array per
    // thread), and short arrays (insertion sort), with keys that would interleave if arrays mixed.
    for (uint32_t batch : {2u, 3u, 5u, 8u, 13u}) {
        for (uint32_t n : {1u, 2u, 31u, 64u, 300u, 1025u}) {
            for (bool values : {false, true}) {
                const Options options = sort_options(n, batch, KeyType::I32, batch % 2 == 1, values);
                const std::vector<uint32_t> keys = generate_input(Distribution::Random, n, batch, KeyType::I32, batch);
                for (unsigned threads : {1u, 2u, 4u, 7u, 8u}) check_same_as_stable_sort(options, keys, threads);
            }
        }
    }
}

TEST_CASE("the parallel radix sort handles every distribution, and more threads than keys", "[cpu][parallel-radix]") {
    for (Distribution dist : all_distributions()) {
        INFO(distribution_name(dist));
        for (KeyType type : all_key_types()) {
            const Options options = sort_options(5000, 1, type, false, true);
            check_same_as_stable_sort(options, generate_input(dist, 5000, 1, type, 5), 6);
        }
    }
    // 64 keys on 100 threads: most chunks are empty.
    const Options options = sort_options(64, 1, KeyType::U32, true, true);
    check_same_as_stable_sort(options, generate_input(Distribution::FewUnique, 64, 1, KeyType::U32, 2), 100);
}

TEST_CASE("the parallel radix sort keeps equal keys in input order across chunks", "[cpu][parallel-radix]") {
    // Keys 0..3 repeated: every chunk holds every key, so chunk order decides the order of ties.
    std::vector<uint32_t> keys(1000);
    for (size_t i = 0; i < keys.size(); ++i) keys[i] = static_cast<uint32_t>(i % 4);
    std::vector<uint32_t> values = index_values(keys.size());
    parallel_radix_sort(KeyType::U32, false, 1000, keys, values, 8);
    for (size_t i = 1; i < keys.size(); ++i) {
        INFO("index " << i);
        REQUIRE(keys[i - 1] <= keys[i]);
        if (keys[i - 1] == keys[i]) REQUIRE(values[i - 1] < values[i]);
    }
}

TEST_CASE("the parallel radix sort refuses keys that are not whole arrays and payloads of another length",
          "[cpu][parallel-radix]") {
    std::vector<uint32_t> keys = {3, 1, 2};
    std::vector<uint32_t> values = {0, 1};
    CHECK_THROWS_AS(parallel_radix_sort(KeyType::U32, false, 2, keys, {}, 2), std::invalid_argument);
    CHECK_THROWS_AS(parallel_radix_sort(KeyType::U32, false, 3, keys, values, 2), std::invalid_argument);
    CHECK_THROWS_AS(parallel_radix_sort(KeyType::U32, false, 0, keys, {}, 2), std::invalid_argument);
    CHECK_NOTHROW(parallel_radix_sort(KeyType::U32, false, 0, std::span<uint32_t>(), {}, 2));
    parallel_radix_sort(KeyType::U32, false, 3, keys, {}, 0);  // 0 threads counts as 1
    CHECK(keys == std::vector<uint32_t>{1, 2, 3});
}

TEST_CASE("the checker names the parallel radix sort when it made the expected result", "[cpu][parallel-radix][check]") {
    const Options options = sort_options(4, 1, KeyType::U32, false, false);
    const ExpectedSort expected = parallel_expected_sort(options, std::vector<uint32_t>{4, 2, 3, 1}, {}, 2);
    const SortCheck check = check_sort(options, true, expected, std::vector<uint32_t>{1, 3, 2, 4});
    CHECK_FALSE(check.ok);
    CHECK(check.index == 1);
    CHECK(check.message == "index 1: key 3, the parallel radix sort puts 2 there");
    CHECK(reference_description(16) == "a stable LSD radix sort on 16 CPU threads");
    CHECK(reference_description(1) == "a stable LSD radix sort on 1 CPU thread");
}
