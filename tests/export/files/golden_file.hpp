// The golden files' comparison, shared by golden_test.cpp (networks) and picture_export_test.cpp (step
// pictures): an export compared byte for byte with its file in tests/export/golden/, the first line that
// differs named; SORTSCOPE_UPDATE_GOLDEN=1 rewrites the files instead, after a deliberate change, to be
// looked at and committed.
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>

#include "export.hpp"
#include "export_test_util.hpp"

namespace sortscope::test {

// The first line that differs, for a failure message that points at the change.
inline std::string first_difference(const std::string& expected, const std::string& actual) {
    std::istringstream a(expected);
    std::istringstream b(actual);
    std::string line_a;
    std::string line_b;
    for (size_t line = 1;; ++line) {
        const bool more_a = static_cast<bool>(std::getline(a, line_a));
        const bool more_b = static_cast<bool>(std::getline(b, line_b));
        if (!more_a && !more_b) return "no difference";
        if (!more_a || !more_b || line_a != line_b) {
            return "line " + std::to_string(line) + ":\n  golden: " + (more_a ? line_a : "(end of file)") +
                   "\n  now:    " + (more_b ? line_b : "(end of file)");
        }
    }
}

// `actual`, an export in `format` (svg or tikz), against the golden file `stem`.svg or `stem`.tex.
inline void check_golden(const std::string& stem, exports::Format format, const std::string& actual) {
    const char* update = std::getenv("SORTSCOPE_UPDATE_GOLDEN");
    const std::filesystem::path golden =
        std::filesystem::path(SORTSCOPE_GOLDEN_DIR) / (stem + (format == exports::Format::Svg ? ".svg" : ".tex"));
    INFO(golden.string());
    if (update != nullptr && std::string(update) == "1") {
        write_file(golden, actual);
        WARN("rewrote " << golden.string());
        return;
    }
    REQUIRE(std::filesystem::exists(golden));
    const std::string expected = read_file(golden);
    INFO(first_difference(expected, actual));
    CHECK(actual == expected);
}

}  // namespace sortscope::test
