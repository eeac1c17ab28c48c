// How the measuring tools write their numbers, in one place: sizes as powers of two, times, rates, and
// a size as a message names it. `bench`'s lines and skip reasons, the race's chart and status and the
// profile's timeline all use these, so a time reads the same wherever it is shown.
#pragma once

#include <cstdint>
#include <string>

namespace sortscope::measure {

// "2^14"
std::string power_text(uint32_t log2n);

// "2^14" when n is a power of two, else "n = 200": the size in a status line and a skip reason.
std::string size_label(uint64_t n);

// "n = 16384 (2^14)", "n = 1000 (2^10, batch 3)" for a power of two, else "n = 1000": the size in a
// failure message.
std::string size_text(uint64_t n, uint32_t batch = 1);

// Three significant digits in milliseconds ("0.0123 ms", "412 ms"), and from a second on, seconds with
// two decimals ("2.00 s").
std::string ms_text(double ms);

// A number with an SI prefix and three significant digits: "3.05 G", "612 M", "47.1 k", "512".
std::string si_text(double value);

// A sort's rate: "3.05 G keys/s", "612 M keys/s".
std::string rate_text(double keys_per_s);

}  // namespace sortscope::measure
