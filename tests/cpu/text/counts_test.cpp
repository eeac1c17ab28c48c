// Counts in text: digit groups and the noun's number (algorithms/text/counts.hpp).
#include <catch2/catch.hpp>

#include "algorithms/text/counts.hpp"

using namespace sortscope::algo;

TEST_CASE("counts group their digits in threes with commas", "[cpu][text]") {
    CHECK(with_separators(0) == "0");
    CHECK(with_separators(1) == "1");
    CHECK(with_separators(2) == "2");
    CHECK(with_separators(999) == "999");
    CHECK(with_separators(1000) == "1,000");
    CHECK(with_separators(65536) == "65,536");
    CHECK(with_separators(4456448) == "4,456,448");
    CHECK(with_separators(UINT64_MAX) == "18,446,744,073,709,551,615");
}

TEST_CASE("a count of one takes the singular and every other count the plural", "[cpu][text]") {
    CHECK(count_of(0, "dispatch", "dispatches") == "0 dispatches");
    CHECK(count_of(1, "dispatch", "dispatches") == "1 dispatch");
    CHECK(count_of(2, "key", "keys") == "2 keys");
    CHECK(count_of(1000, "key", "keys") == "1,000 keys");
    CHECK(count_of(4456448, "comparator", "comparators") == "4,456,448 comparators");
}
