// The sort checker finds what is wrong: a wrong key, a payload out of stable order, values that did not
// travel with their keys, and keys that crossed into another array of a batch.
#include <catch2/catch.hpp>

#include "algorithms/verify/check.hpp"

using namespace sortscope::algo;

TEST_CASE("the checker accepts std::stable_sort's own result and names the first wrong key", "[cpu][check]") {
    Options options;
    options.n = 5;
    const std::vector<uint32_t> keys = {5, 3, 9, 3, 1};
    const ExpectedSort expected = expected_sort(options, keys);
    CHECK(expected.keys == std::vector<uint32_t>{1, 3, 3, 5, 9});
    CHECK(check_sort(options, false, expected, expected.keys).ok);
    const SortCheck wrong = check_sort(options, false, expected, std::vector<uint32_t>{1, 3, 5, 3, 9});
    CHECK_FALSE(wrong.ok);
    CHECK(wrong.index == 2);
    CHECK_THAT(wrong.message, Catch::Contains("index 2") && Catch::Contains("key 5"));
    CHECK_FALSE(check_sort(options, false, expected, std::vector<uint32_t>{1, 3, 3, 5}).ok);
}

TEST_CASE("descending and float orders are the plan's", "[cpu][check]") {
    Options options;
    options.n = 3;
    options.descending = true;
    CHECK(expected_sort(options, std::vector<uint32_t>{1, 3, 2}).keys == std::vector<uint32_t>{3, 2, 1});
    options.descending = false;
    options.key_type = KeyType::I32;
    const std::vector<uint32_t> ints = {1u, 0xFFFFFFFFu /* -1 */, 0u};
    CHECK(expected_sort(options, ints).keys == std::vector<uint32_t>{0xFFFFFFFFu, 0u, 1u});
}

TEST_CASE("payloads: stable sorts must keep input order, unstable ones only keep pairs", "[cpu][check]") {
    Options options;
    options.n = 4;
    options.values = true;
    const std::vector<uint32_t> keys = {7, 7, 2, 7};
    const std::vector<uint32_t> values = {0, 1, 2, 3};
    const ExpectedSort expected = expected_sort(options, keys, values);
    CHECK(expected.values == std::vector<uint32_t>{2, 0, 1, 3});
    const std::vector<uint32_t> swapped = {2, 1, 0, 3};  // equal keys' values reordered
    CHECK_FALSE(check_sort(options, true, expected, expected.keys, swapped).ok);
    CHECK(check_sort(options, false, expected, expected.keys, swapped).ok);
    const std::vector<uint32_t> lost = {0, 1, 2, 3};  // key 2 no longer carries value 2
    CHECK_FALSE(check_sort(options, false, expected, expected.keys, lost).ok);
}

TEST_CASE("a key that crossed into another array of the batch is caught", "[cpu][check][batch]") {
    Options options;
    options.n = 3;
    options.batch = 2;
    const std::vector<uint32_t> keys = {3, 1, 2, 9, 8, 7};
    const ExpectedSort expected = expected_sort(options, keys);
    CHECK(expected.keys == std::vector<uint32_t>{1, 2, 3, 7, 8, 9});
    // Sorted as one array of 6 would look sorted overall but is wrong per array.
    const SortCheck crossed = check_sort(options, false, expected, std::vector<uint32_t>{1, 2, 3, 7, 9, 8});
    CHECK_FALSE(crossed.ok);
    CHECK_THAT(crossed.message, Catch::Contains("array 1, index 1"));
}
