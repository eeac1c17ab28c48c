// GLSL lines as the preprocessor reads them: directives and module includes
// (algorithms/text/glsl_preprocessor.hpp).
#include <catch2/catch.hpp>

#include "algorithms/text/glsl_preprocessor.hpp"

using namespace sortscope::algo;

TEST_CASE("a preprocessor line's directive is its first word after the #", "[cpu][text][glsl]") {
    CHECK(directive_of("#if HAS_VALUES") == "if");
    CHECK(directive_of("  #  ifdef A") == "ifdef");
    CHECK(directive_of("#endif  // COUNTER_RANKING") == "endif");
    CHECK(directive_of("#else") == "else");
    CHECK(directive_of("#define W ITEM_BITS") == "define");
    CHECK(directive_of("#pragma optionNV(unroll all)") == "pragma");
    CHECK(directive_of("uint x = 1u;  // #if in a comment") == "");
    CHECK(directive_of("// #if") == "");
    CHECK(directive_of("") == "");
}

TEST_CASE("an include line names its module, and no other line does", "[cpu][text][glsl]") {
    CHECK(included_module("#pragma sortscope include \"counts.glsl\"") == "counts.glsl");
    CHECK(included_module("  #pragma  sortscope   include \"keys_moved.glsl\"  ") == "keys_moved.glsl");
    CHECK_FALSE(included_module("#pragma optionNV(unroll all)").has_value());
    CHECK_FALSE(included_module("#pragma sortscope include counts.glsl").has_value());
    CHECK_FALSE(included_module("#pragma sortscope include \"\"").has_value());
    CHECK_FALSE(included_module("#pragma sortscopes include \"counts.glsl\"").has_value());
    CHECK_FALSE(included_module("// #pragma sortscope include \"counts.glsl\"").has_value());
}
