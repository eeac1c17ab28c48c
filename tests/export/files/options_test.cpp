// The checks that make a bad export a usage error before anything is written: a plan that is not a
// network, steps or a highlight outside the plan (the message names the plan's range), too many wires.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"

using namespace sortscope;
using Field = exports::ExportOptionError::Field;

namespace {

// The field and message of the ExportOptionError that rendering throws, or nothing.
std::optional<std::pair<Field, std::string>> refusal(const algo::Plan& plan, const exports::ExportOptions& options) {
    try {
        exports::render_network(plan, options);
    } catch (const exports::ExportOptionError& error) {
        return std::make_pair(error.field(), std::string(error.what()));
    }
    return std::nullopt;
}

}  // namespace

TEST_CASE("export refuses a plan that is not a comparator network", "[export][options]") {
    for (const char* id : {"rank", "rank-shared", "radix"}) {
        const auto refused = refusal(algo::find_algorithm(id)->build(algo::sized(8)), {});
        INFO(id);
        REQUIRE(refused);
        CHECK(refused->first == Field::Algorithm);
        CHECK_THAT(refused->second, Catch::Contains("is not a comparator network"));
    }
}

TEST_CASE("export refuses steps outside the plan and names its range", "[export][options]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(8));  // indices 0..5, steps 1..6
    exports::ExportOptions options;
    options.steps = exports::StepRange{3, 6};
    auto refused = refusal(plan, options);
    REQUIRE(refused);
    CHECK(refused->first == Field::Steps);
    CHECK(refused->second == "the bitonic plan for n = 8 has steps 1..6");
    options.steps = exports::StepRange{4, 2};
    refused = refusal(plan, options);
    REQUIRE(refused);
    CHECK(refused->first == Field::Steps);
    options.steps = exports::StepRange{0, 5};
    CHECK_FALSE(refusal(plan, options));
}

TEST_CASE("export refuses a highlight outside the plan or the drawn steps", "[export][options]") {
    const algo::Plan plan = algo::find_algorithm("odd-even-merge")->build(algo::sized(8));  // indices 0..5, steps 1..6
    exports::ExportOptions options;
    options.highlight = 6;
    auto refused = refusal(plan, options);
    REQUIRE(refused);
    CHECK(refused->first == Field::Highlight);
    CHECK(refused->second == "the odd-even-merge plan for n = 8 has steps 1..6");
    options.steps = exports::StepRange{2, 4};
    options.highlight = 1;
    refused = refusal(plan, options);
    REQUIRE(refused);
    CHECK(refused->second == "step 2 is not among the drawn steps 3..5");  // indices 1 and 2..4
    options.highlight = 4;
    CHECK_FALSE(refusal(plan, options));
}

TEST_CASE("pdf and png refuse more wires than cairo holds in memory, svg, tikz and json take them", "[export][options]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(exports::kMaxCairoWires + 1));
    for (exports::Format format : {exports::Format::Pdf, exports::Format::Png}) {
        exports::ExportOptions options;
        options.format = format;
        const auto refused = refusal(plan, options);
        INFO(exports::format_name(format));
        REQUIRE(refused);
        CHECK(refused->first == Field::Size);
        CHECK(refused->second.find("exports take at most 1024 wires (cairo holds the whole page in memory") != std::string::npos);
    }
    for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz, exports::Format::Json}) {
        exports::ExportOptions options;
        options.format = format;
        INFO(exports::format_name(format));
        CHECK_NOTHROW(exports::check_export(plan, options));
        CHECK_NOTHROW(exports::check_export_size(format, exports::kMaxStreamedWires));
        CHECK_THROWS_AS(exports::check_export_size(format, exports::kMaxStreamedWires + 1), exports::ExportOptionError);
    }
}

TEST_CASE("formats and themes parse from their names", "[export][options]") {
    for (exports::Format format : {exports::Format::Svg, exports::Format::Pdf, exports::Format::Png,
                                   exports::Format::Tikz, exports::Format::Json}) {
        CHECK(exports::parse_format(exports::format_name(format)) == format);
    }
    CHECK_FALSE(exports::parse_format("gif"));
    CHECK(exports::parse_theme("mono") == diagram::Theme::Mono);
    CHECK_FALSE(exports::parse_theme("sepia"));
}
