// The SVG and TikZ of three networks at n = 8 (bitonic, odd-even merge, odd-even transposition), with
// the default export options, compared byte for byte with golden files. After a deliberate change to the
// layout or a renderer, look at the new figures and then rewrite the golden files with
//   SORTSCOPE_UPDATE_GOLDEN=1 build/tests/export/export_tests "[golden]"
// (they are written into the source tree, tests/export/golden/, to be reviewed and committed).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"
#include "export_test_util.hpp"

using namespace sortscope;

namespace {

// The first line that differs, for a failure message that points at the change.
std::string first_difference(const std::string& expected, const std::string& actual) {
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

}  // namespace

TEST_CASE("svg and tikz exports of three networks at n = 8 match the golden files", "[export][golden]") {
    const bool update = std::getenv("SORTSCOPE_UPDATE_GOLDEN") != nullptr &&
                        std::string(std::getenv("SORTSCOPE_UPDATE_GOLDEN")) == "1";
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition"}) {
        const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(8));
        for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz}) {
            exports::ExportOptions options;
            options.format = format;
            const std::string actual = exports::render_network(plan, options);
            const std::filesystem::path golden = std::filesystem::path(SORTSCOPE_GOLDEN_DIR) /
                                                 (std::string(id) + "-8." + (format == exports::Format::Svg ? "svg" : "tex"));
            INFO(golden.string());
            if (update) {
                test::write_file(golden, actual);
                WARN("rewrote " << golden.string());
                continue;
            }
            REQUIRE(std::filesystem::exists(golden));
            const std::string expected = test::read_file(golden);
            INFO(first_difference(expected, actual));
            CHECK(actual == expected);
        }
    }
}
