// The one nesting limit of JSON inputs: deep nesting is refused before any parser, brackets in strings
// do not count, and a file at the limit passes.
#include <catch2/catch.hpp>

#include <string>

#include "algorithms/text/json_depth.hpp"

using namespace sortscope::algo;

TEST_CASE("json_depth_error passes shallow JSON and a file at the limit", "[cpu][json_depth]") {
    CHECK_FALSE(json_depth_error(R"({"sortscope_session": 1, "slides": [{"n": 8}, {"n": [1, [2]]}]})"));
    CHECK_FALSE(json_depth_error(""));
    const std::string at_limit = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
    CHECK_FALSE(json_depth_error(at_limit));
    // Brackets closed again do not add up.
    std::string siblings;
    for (int i = 0; i < 1000; ++i) siblings += "[[]]";
    CHECK_FALSE(json_depth_error("[" + siblings + "]"));
}

TEST_CASE("json_depth_error refuses 50,000 nested objects, naming the depth and the byte", "[cpu][json_depth]") {
    std::string deep;
    for (int i = 0; i < 50000; ++i) deep += "{\"a\":";
    deep += "1";
    for (int i = 0; i < 50000; ++i) deep += "}";
    const auto error = json_depth_error(deep);
    REQUIRE(error);
    CHECK(*error == "nested more than 64 levels deep (at byte 320), deeper than any Sortscope file");
    const std::string one_past = std::string(kMaxJsonDepth + 1, '[') + std::string(kMaxJsonDepth + 1, ']');
    CHECK(json_depth_error(one_past));
}

TEST_CASE("json_depth_error does not count brackets inside strings", "[cpu][json_depth]") {
    const std::string in_string = "{\"title\": \"" + std::string(10000, '[') + "\\\"{{{\"}";
    CHECK_FALSE(json_depth_error(in_string));
    // An escaped backslash ends before the quote: the string closes there.
    CHECK(json_depth_error("{\"a\\\\\": " + std::string(100, '[') + "}", 64));
}
