// The measuring tools' number texts (measure/number_text.hpp): one format for sizes, times and rates,
// shared by bench's lines, the race's chart and the profile's timeline.
#include <catch2/catch.hpp>

#include "number_text.hpp"

using namespace sortscope;

TEST_CASE("sizes read as powers of two, and as n where they are not one", "[measure][text]") {
    CHECK(measure::power_text(14) == "2^14");
    CHECK(measure::size_label(16384) == "2^14");
    CHECK(measure::size_label(1) == "2^0");
    CHECK(measure::size_label(200) == "n = 200");
    CHECK(measure::size_text(256) == "n = 256 (2^8)");
    CHECK(measure::size_text(256, 3) == "n = 256 (2^8, batch 3)");
    CHECK(measure::size_text(200) == "n = 200");
    CHECK(measure::size_text(200, 2) == "n = 200 (batch 2)");
}

TEST_CASE("times read in milliseconds to three digits, and in seconds from a second on", "[measure][text]") {
    CHECK(measure::ms_text(0.0123) == "0.0123 ms");
    CHECK(measure::ms_text(412.4) == "412 ms");
    CHECK(measure::ms_text(999.0) == "999 ms");
    CHECK(measure::ms_text(1000.0) == "1.00 s");
    CHECK(measure::ms_text(2000.0) == "2.00 s");
    CHECK(measure::ms_text(0.0) == "0 ms");
}

TEST_CASE("rates read with an SI prefix and three digits", "[measure][text]") {
    CHECK(measure::si_text(3.051e9) == "3.05 G");
    CHECK(measure::si_text(612e6) == "612 M");
    CHECK(measure::si_text(47100.0) == "47.1 k");
    CHECK(measure::si_text(2.5e12) == "2.5 T");
    CHECK(measure::si_text(512.0) == "512");
    CHECK(measure::rate_text(7.7e6) == "7.7 M keys/s");
}
