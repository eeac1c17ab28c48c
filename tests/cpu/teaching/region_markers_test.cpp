// Region markers in kernel text: parsing, the rules they must keep, and cutting a region out for an
// exercise (algorithms/teaching/region_markers.hpp).
#include <catch2/catch.hpp>

#include "algorithms/teaching/region_markers.hpp"

#include <string>

using namespace sortscope::algo;

namespace {

// A kernel-like text with a region nested in another, and one with an #if inside.
constexpr const char* kKernel =
    "void main() {\n"                                     // 1
    "    // @region pair: p0 and its partner p1\n"        // 2
    "    const uint p0 = lid * 2u;\n"                     // 3
    "    // @region partner\n"                            // 4
    "    const uint p1 = p0 + 1u;\n"                      // 5
    "    // @end partner\n"                               // 6
    "    // @end pair\n"                                  // 7
    "    // @region exchange: order the two keys\n"       // 8
    "    compare_exchange(p0, p1, false);\n"              // 9
    "#if HAS_VALUES\n"                                    // 10
    "    move_values(p0, p1);\n"                          // 11
    "#endif\n"                                            // 12
    "    // @end exchange\n"                              // 13
    "}\n";                                                // 14

std::string problems_of(const std::string& text) {
    return describe_problems("test.comp", parse_region_markers(text).problems);
}

}  // namespace

TEST_CASE("region markers give each region its name, description, lines, indentation and depth", "[cpu][teaching][markers]") {
    const RegionMarkers markers = parse_region_markers(kKernel);
    INFO(describe_problems("kernel", markers.problems));
    REQUIRE(markers.ok());
    REQUIRE(markers.regions.size() == 3);

    const SourceRegion& pair = markers.regions[0];
    CHECK(pair.name == "pair");
    CHECK(pair.description == "p0 and its partner p1");
    CHECK(pair.begin_line == 2);
    CHECK(pair.end_line == 7);
    CHECK(pair.indent == "    ");
    CHECK(pair.depth == 0);
    CHECK(pair.contains(3));
    CHECK(pair.contains(6));
    CHECK_FALSE(pair.contains(2));
    CHECK_FALSE(pair.contains(7));

    const SourceRegion* partner = markers.find("partner");
    REQUIRE(partner != nullptr);
    CHECK(partner->description.empty());
    CHECK(partner->begin_line == 4);
    CHECK(partner->end_line == 6);
    CHECK(partner->depth == 1);

    const SourceRegion* exchange = markers.find("exchange");
    REQUIRE(exchange != nullptr);
    CHECK(exchange->begin_line == 8);
    CHECK(exchange->end_line == 13);
    CHECK(markers.find("missing") == nullptr);
}

TEST_CASE("a region marker is a comment line of its own, and other comments are not markers", "[cpu][teaching][markers]") {
    CHECK(is_region_marker("// @region pair"));
    CHECK(is_region_marker("    //@region pair: with a description"));
    CHECK(is_region_marker("\t// @end pair"));
    CHECK_FALSE(is_region_marker("// the region below"));
    CHECK_FALSE(is_region_marker("// @regoin pair"));
    CHECK_FALSE(is_region_marker("// @region Pair"));
    CHECK_FALSE(is_region_marker("x = 1;  // @region pair"));
    CHECK_FALSE(is_region_marker(""));
}

TEST_CASE("markers that break the rules are reported with their line", "[cpu][teaching][markers]") {
    SECTION("an unknown @word") {
        CHECK(problems_of("// @regoin pair\nx;\n") == "test.comp:1: unknown marker '@regoin' (markers are @region and @end)\n");
    }
    SECTION("a name that is not lower-case letters, digits and underscores") {
        CHECK(problems_of("// @region Pair\nx;\n// @end Pair\n").find("test.comp:1: @region needs a name") == 0);
        CHECK(problems_of("// @region 2nd\nx;\n// @end 2nd\n").find("test.comp:1:") == 0);
        CHECK_FALSE(problems_of("// @region\nx;\n").empty());
    }
    SECTION("a name used twice") {
        CHECK(problems_of("// @region a\nx;\n// @end a\n// @region a\ny;\n// @end a\n") ==
              "test.comp:4: region 'a' is defined twice in this file\n");
    }
    SECTION("an @end without a region, of another region, or missing") {
        CHECK(problems_of("x;\n// @end a\n") == "test.comp:2: @end a closes no open region\n");
        const std::string crossed = problems_of("// @region a\n// @region b\nx;\n// @end a\n// @end b\n// @end a\n");
        CHECK(crossed.find("test.comp:4: @end a where region 'b' (line 2) is the innermost open one") == 0);
        CHECK(problems_of("// @region a\nx;\n") == "test.comp:2: region 'a' (line 1) is never closed with @end\n");
    }
    SECTION("a region with no code") {
        CHECK(problems_of("// @region a\n\n// a comment\n// @end a\n") == "test.comp:4: region 'a' holds no line of code\n");
    }
    SECTION("a marker after code on the same line") {
        CHECK(problems_of("x;  // @region a\ny;\n") ==
              "test.comp:1: a marker must be a line of its own, not a comment after code\n");
    }
    SECTION("a region that straddles a preprocessor branch") {
        CHECK(problems_of("#if A\n// @region a\nx;\n#else\ny;\n// @end a\n#endif\n") ==
              "test.comp:4: #else of an #if opened before region 'a' falls inside it\n");
        CHECK(problems_of("#if A\n// @region a\nx;\n#endif\n// @end a\n") ==
              "test.comp:4: #endif of an #if opened before region 'a' falls inside it\n");
        CHECK(problems_of("// @region a\n#ifdef A\nx;\n// @end a\n#endif\n") ==
              "test.comp:4: an #if opened inside region 'a' does not end inside it\n");
    }
    SECTION("a whole branch inside a region, or a region inside a branch, is fine") {
        CHECK(problems_of("// @region a\n#if A\nx;\n#elif B\ny;\n#else\nz;\n#endif\n// @end a\n").empty());
        CHECK(problems_of("#if A\n// @region a\nx;\n// @end a\n#else\n// @region b\ny;\n// @end b\n#endif\n").empty());
    }
}

TEST_CASE("cutting a region leaves its markers around one TODO line with its description", "[cpu][teaching][markers]") {
    const RegionMarkers markers = parse_region_markers(kKernel);
    REQUIRE(markers.ok());
    const std::string cut = cut_region(kKernel, *markers.find("pair"));
    CHECK(cut ==
          "void main() {\n"
          "    // @region pair: p0 and its partner p1\n"
          "    // TODO: p0 and its partner p1\n"
          "    // @end pair\n"
          "    // @region exchange: order the two keys\n"
          "    compare_exchange(p0, p1, false);\n"
          "#if HAS_VALUES\n"
          "    move_values(p0, p1);\n"
          "#endif\n"
          "    // @end exchange\n"
          "}\n");

    SECTION("the exercise still parses, with the regions that were not inside the cut one") {
        const RegionMarkers again = parse_region_markers(cut);
        INFO(describe_problems("cut", again.problems));
        CHECK(again.ok());
        REQUIRE(again.regions.size() == 2);
        CHECK(again.regions[0].name == "pair");
        CHECK(again.regions[1].name == "exchange");
    }
    SECTION("a region without a description leaves a bare TODO, and a region with an #if cuts it whole") {
        const std::string partner_cut = cut_region(kKernel, *markers.find("partner"));
        CHECK(partner_cut.find("    // @region partner\n    // TODO\n    // @end partner\n") != std::string::npos);
        const std::string exchange_cut = cut_region(kKernel, *markers.find("exchange"));
        CHECK(exchange_cut.find("#if") == std::string::npos);
        CHECK(parse_region_markers(exchange_cut).ok());
    }
    SECTION("a region of another text leaves the text as it is") {
        SourceRegion elsewhere;
        elsewhere.name = "elsewhere";
        elsewhere.begin_line = 40;
        elsewhere.end_line = 45;
        CHECK(cut_region(kKernel, elsewhere) == kKernel);
    }
}
