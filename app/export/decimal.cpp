// Short decimal text (see decimal.hpp).
#include "decimal.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sortscope::exports {

std::string decimal(double value) {
    // Work in tenths as a whole number, so that no printf rounding mode or locale gets involved.
    const long long tenths = std::llround(value * 10.0);
    if (tenths == 0) return "0";  // never "-0"
    const long long whole = std::llabs(tenths) / 10;
    const long long tenth = std::llabs(tenths) % 10;
    char text[32];
    if (tenth == 0) {
        std::snprintf(text, sizeof text, "%s%lld", tenths < 0 ? "-" : "", whole);
    } else {
        std::snprintf(text, sizeof text, "%s%lld.%lld", tenths < 0 ? "-" : "", whole, tenth);
    }
    return text;
}

}  // namespace sortscope::exports
