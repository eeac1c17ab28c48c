// The bars' column summary (diagram/bar_columns.hpp): one column per key while they fit, per-pixel
// min..max past that, the step marks carried into the column that holds them, and positions past the
// keys (+infinity) sharing the columns; and the keys' places on the colour ramp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "sortscope/diagram/bar_columns.hpp"
#include "sortscope/diagram/drawing.hpp"

using sortscope::diagram::BarColumn;
using sortscope::diagram::summarize_columns;

TEST_CASE("keys that fit get one column each, holding the key", "[export][bars]") {
    const std::vector<uint32_t> keys = {5, 1, 4, 2, 3};
    const std::vector<BarColumn> columns = summarize_columns(keys, {}, 100);
    REQUIRE(columns.size() == keys.size());
    for (size_t i = 0; i < keys.size(); ++i) {
        INFO("key " << i);
        CHECK(columns[i].min == keys[i]);
        CHECK(columns[i].max == keys[i]);
        CHECK(columns[i].marks == 0);
        CHECK(columns[i].first == i);
        CHECK(columns[i].count == 1);
    }
}

TEST_CASE("65536 keys on 1000 pixels keep each pixel's min and max", "[export][bars]") {
    const uint32_t n = 65536;
    const uint32_t width = 1000;
    const std::vector<uint32_t> keys = sortscope::algo::generate_keys(sortscope::algo::Distribution::Random, n, 1);
    std::vector<uint8_t> marks(n, 0);
    marks[40000] = 2;
    marks[40001] = 1;
    const std::vector<BarColumn> columns = summarize_columns(keys, marks, width);
    REQUIRE(columns.size() == width);

    size_t covered = 0;
    for (uint32_t c = 0; c < width; ++c) {
        const size_t begin = uint64_t{c} * n / width;
        const size_t end = uint64_t{c + 1} * n / width;
        INFO("column " << c << " covers keys " << begin << ".." << end);
        REQUIRE(end - begin >= n / width);  // contiguous runs of 65 or 66 keys
        REQUIRE(end - begin <= n / width + 1);
        const auto [lo, hi] = std::minmax_element(keys.begin() + static_cast<long>(begin), keys.begin() + static_cast<long>(end));
        CHECK(columns[c].min == *lo);
        CHECK(columns[c].max == *hi);
        const uint8_t expected = static_cast<uint8_t>((begin <= 40000 && 40000 < end ? 2 : 0) | (begin <= 40001 && 40001 < end ? 1 : 0));
        CHECK(columns[c].marks == expected);
        CHECK(columns[c].first == begin);
        CHECK(columns[c].count == end - begin);
        covered += end - begin;
    }
    CHECK(covered == n);
}

TEST_CASE("keys sit on the colour ramp by where they are between the smallest and the largest", "[export][bars]") {
    using sortscope::diagram::value_fraction;
    CHECK(value_fraction(10, 10, 20) == 0.0f);
    CHECK(value_fraction(20, 10, 20) == 1.0f);
    CHECK(value_fraction(15, 10, 20) == 0.5f);
    CHECK(value_fraction(7, 7, 7) == 0.5f);  // all keys equal: the middle of the ramp
    CHECK(value_fraction(0x80000000u, 0, 0xFFFFFFFFu) == Approx(0.5f));  // the full uint32 range, no overflow
}

TEST_CASE("positions past the keys share the columns, and only the columns holding keys come back", "[export][bars]") {
    const std::vector<uint32_t> keys = {9, 8, 7, 6, 5};
    // 5 keys and 3 +infinity positions in 4 columns of 2: keys 0-1, 2-3, then 4 alone (5 is +infinity).
    const std::vector<BarColumn> columns = summarize_columns(keys, {}, 4, 8);
    REQUIRE(columns.size() == 3);
    CHECK(columns[2].first == 4);
    CHECK(columns[2].count == 1);
    CHECK(columns[2].min == 5);
    CHECK(columns[1].min == 6);
    CHECK(columns[1].max == 7);
    // Room for every position: one column per key, the same as without them.
    const std::vector<BarColumn> roomy = summarize_columns(keys, {}, 100, 8);
    REQUIRE(roomy.size() == 5);
    for (uint32_t k = 0; k < 5; ++k) CHECK(roomy[k].max == keys[k]);
}
