// The measuring tools' number formats (see number_text.hpp).
#include "number_text.hpp"

#include <bit>
#include <cstdio>

namespace sortscope::measure {

std::string power_text(uint32_t log2n) { return "2^" + std::to_string(log2n); }

std::string size_label(uint64_t n) {
    if (std::has_single_bit(n)) return power_text(static_cast<uint32_t>(std::countr_zero(n)));
    return "n = " + std::to_string(n);
}

std::string size_text(uint64_t n, uint32_t batch) {
    const std::string batch_text = batch > 1 ? ", batch " + std::to_string(batch) : std::string();
    if (std::has_single_bit(n)) {
        return "n = " + std::to_string(n) + " (" + power_text(static_cast<uint32_t>(std::countr_zero(n))) + batch_text + ")";
    }
    return "n = " + std::to_string(n) + (batch > 1 ? " (batch " + std::to_string(batch) + ")" : std::string());
}

std::string ms_text(double ms) {
    char text[32];
    if (ms >= 1000.0) {
        std::snprintf(text, sizeof text, "%.2f s", ms / 1000.0);
    } else {
        std::snprintf(text, sizeof text, "%.3g ms", ms);
    }
    return text;
}

std::string si_text(double value) {
    const char* unit = "";
    double scaled = value;
    if (value >= 1e12) {
        scaled = value / 1e12;
        unit = " T";
    } else if (value >= 1e9) {
        scaled = value / 1e9;
        unit = " G";
    } else if (value >= 1e6) {
        scaled = value / 1e6;
        unit = " M";
    } else if (value >= 1e3) {
        scaled = value / 1e3;
        unit = " k";
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.3g%s", scaled, unit);
    return text;
}

std::string rate_text(double keys_per_s) {
    return si_text(keys_per_s) + " keys/s";
}

}  // namespace sortscope::measure
