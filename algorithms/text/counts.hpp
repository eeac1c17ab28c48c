// Counts in text, the one way every front end writes them: "1 dispatch", "2 dispatches",
// "4,456,448 comparators". Digits are grouped in threes with commas, as the app's header has always
// shown them ("8,192"), so that a count of millions reads at a glance.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sortscope::algo {

// "0", "999", "1,000", "4,456,448".
std::string with_separators(uint64_t value);

// The count with separators and the noun in the number it takes: count_of(1, "key", "keys") is
// "1 key", count_of(8192, "key", "keys") is "8,192 keys". Both forms are given, since English plurals
// are not all "s" ("dispatches", "indices").
std::string count_of(uint64_t count, std::string_view one, std::string_view many);

}  // namespace sortscope::algo
