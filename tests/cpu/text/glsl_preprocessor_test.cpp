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
    CHECK(included_module("#pragma sortscope include \"counts.glsl\"  // the Counts buffer") == "counts.glsl");
    CHECK_FALSE(included_module("#pragma sortscope include \"counts.glsl\" extra").has_value());
    CHECK_FALSE(included_module("#pragma optionNV(unroll all)").has_value());
    CHECK_FALSE(included_module("#pragma sortscope include counts.glsl").has_value());
    CHECK_FALSE(included_module("#pragma sortscope include \"\"").has_value());
    CHECK_FALSE(included_module("#pragma sortscopes include \"counts.glsl\"").has_value());
    CHECK_FALSE(included_module("// #pragma sortscope include \"counts.glsl\"").has_value());
}

TEST_CASE("a preprocessor condition is evaluated with the program's macros", "[cpu][text][glsl]") {
    const MacroDefinitions macros = {{"HAS_VALUES", "1"}, {"RANKING", "0"}, {"LOCAL_SIZE", "64"}, {"ITEMS", "8u"},
                                     {"TILE", "(LOCAL_SIZE * ITEMS)"}, {"SHUFFLE_BITS", "0"}};
    CHECK(evaluate_condition("HAS_VALUES", macros) == 1);
    CHECK(evaluate_condition("RANKING == 0", macros) == 1);
    CHECK(evaluate_condition("RANKING != 0 && HAS_VALUES", macros) == 0);
    CHECK(evaluate_condition("SHUFFLE_BITS > 0 && !SHUFFLE_EMULATED", macros) == 0);  // decided without the unknown
    CHECK(evaluate_condition("TILE >= 512", macros) == 1);
    CHECK(evaluate_condition("0x10 + (3 << 2) - 7 % 4 * 2", macros) == 22);
    CHECK(evaluate_condition("defined(HAS_VALUES) && !defined LOOKBACK", macros) == 1);
    CHECK(evaluate_condition("ITEMS == 8 ? 5 : 6", macros) == 5);
    CHECK(evaluate_condition("1  // a comment", macros) == 1);
}

TEST_CASE("a condition with an unknown macro, a function-like macro or bad syntax is not evaluated", "[cpu][text][glsl]") {
    const MacroDefinitions macros = {{"A", "1"}};
    CHECK_FALSE(evaluate_condition("LOOKBACK", macros).has_value());
    CHECK_FALSE(evaluate_condition("A && LOOKBACK", macros).has_value());
    CHECK_FALSE(evaluate_condition("A && MAX(1, 2)", macros).has_value());
    CHECK_FALSE(evaluate_condition("A +", macros).has_value());
    CHECK_FALSE(evaluate_condition("(A", macros).has_value());
    CHECK_FALSE(evaluate_condition("A / 0", macros).has_value());
    CHECK_FALSE(evaluate_condition("", macros).has_value());
}

TEST_CASE("kept lines follow the #if branches the defines choose", "[cpu][text][glsl]") {
    const std::string text =
        "a\n"                    // 1 kept
        "#if COUNTER_RANKING\n"  // 2 kept
        "b\n"                    // 3 dropped
        "#if HAS_VALUES\n"       // 4 dropped (inside a dropped branch)
        "c\n"                    // 5 dropped
        "#endif\n"               // 6 dropped
        "#else\n"                // 7 kept
        "d\n"                    // 8 kept
        "#define W 3\n"          // 9 kept
        "#endif\n"               // 10 kept
        "#if W == 3\n"           // 11 kept
        "e\n"                    // 12 kept: W was defined in the kept branch
        "#elif 1\n"              // 13 kept
        "f\n"                    // 14 dropped: an earlier branch was taken
        "#endif\n"               // 15 kept
        "#if MODULE_MACRO\n"     // 16 kept
        "g\n"                    // 17 kept: unknown, so every branch is
        "#else\n"                // 18
        "h\n"                    // 19 kept
        "#endif\n";              // 20
    const std::vector<bool> kept = kept_lines(text, {{"COUNTER_RANKING", "0"}, {"HAS_VALUES", "1"}});
    const std::vector<bool> expected = {true, true, false, false, false, false, true, true, true, true,
                                        true, true, true, false, true, true, true, true, true, true};
    CHECK(kept == expected);
    const std::vector<bool> counters = kept_lines(text, {{"COUNTER_RANKING", "1"}, {"HAS_VALUES", "1"}});
    CHECK(counters[2]);
    CHECK(counters[4]);
    CHECK_FALSE(counters[7]);
    CHECK(counters[11]);  // W unknown now (its #define was dropped): both branches kept
    CHECK(counters[13]);
}

TEST_CASE("a condition nested 20,000 deep is not evaluated, and does not overflow the stack", "[cpu][text][glsl]") {
    const std::string deep = std::string(20000, '(') + "1" + std::string(20000, ')');
    CHECK_FALSE(evaluate_condition(deep, {}));
    CHECK_FALSE(evaluate_condition(std::string(20000, '!') + "1", {}));
    CHECK_FALSE(evaluate_condition(std::string(20000, '-') + "1", {}));
    // Up to the limit it is evaluated as before.
    CHECK(evaluate_condition(std::string(30, '(') + "2" + std::string(30, ')') + " + 1", {}) == 3);
    CHECK(evaluate_condition("!!!!1", {}) == 1);
    // kept_lines keeps every branch of a condition it cannot evaluate.
    const std::string text = "#if " + deep + "\nA\n#else\nB\n#endif\n";
    CHECK(kept_lines(text, {}) == std::vector<bool>{true, true, true, true, true});
}

TEST_CASE("lines inside a /* */ comment are not directives", "[cpu][text][glsl]") {
    // The issue's kernel: a comment holding `#if (((` ... `1)))` and `#endif`.
    const std::string deep = std::string(20000, '(') + "1" + std::string(20000, ')');
    const std::string text = "/* a note\n#if " + deep + "\n#endif\n*/\n#if 0\nhidden\n#endif\nshown\n";
    const std::vector<bool> kept = kept_lines(text, {});
    // The comment's lines are ordinary lines of the kept group; then #if 0 hides its one line.
    CHECK(kept == std::vector<bool>{true, true, true, true, true, false, true, true});
    // A comment opened and closed on one line, and one that `//` hides, do not hide what follows.
    CHECK(kept_lines("int a; /* x */\n#if 0\nb\n#endif\n", {}) == std::vector<bool>{true, true, false, true});
    CHECK(kept_lines("// /* not a comment's start\n#if 0\nb\n#endif\n", {}) == std::vector<bool>{true, true, false, true});
    CHECK(kept_lines("/*\n#if 0\n*/ c\n", {}) == std::vector<bool>{true, true, true});
}
