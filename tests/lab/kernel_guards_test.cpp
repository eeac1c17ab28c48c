// The lab's guards put into a kernel's text (algorithms/lab/kernel_guards.hpp), on the CPU: every loop
// counts its rounds, every write into a storage buffer's array checks its index, reads and comments are
// left alone, lines keep their numbers, and what the guards cannot check is refused.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "algorithms/lab/kernel_guards.hpp"

using namespace sortscope;

namespace {

const std::string kBuffers =
    "#line 1 2\n"
    "layout(std430, binding = BINDING_KEYS) buffer KeyBlock {\n"
    "    uint b_keys[];\n"
    "};\n"
    "layout(std430, binding = 4) buffer CountBlock { uint b_counts[]; } counts;\n";

size_t count(const std::string& text, const std::string& what) {
    size_t found = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++found;
    return found;
}

}  // namespace

TEST_CASE("every for, while and do loop goes round through the round counter, with its line", "[lab][guards]") {
    const std::string text = kBuffers +
                             "void main() {\n"                                              // line 5
                             "    for (uint i = 0u; i < 4u; ++i) { b_keys[i]; }\n"          // 6
                             "    while (atomicCompSwap(b_keys[0], 1u, 2u) != 1u);\n"      // 7
                             "    do x += 1u; while (x < 9u);\n"                            // 8
                             "    do { if (x == 3u) break; } while (true);\n"               // 9
                             "    // for (;;) in a comment\n"                               // 10
                             "    /* while (true) */\n"                                     // 11
                             "}\n";
    const std::string guarded = algo::add_lab_guards(text);
    CHECK(guarded.find(") if (sortscope_lab_loop_ran_out(6u)) break; else  { b_keys[i]; }") != std::string::npos);
    CHECK(guarded.find("!= 1u) if (sortscope_lab_loop_ran_out(7u)) break; else ;") != std::string::npos);
    CHECK(guarded.find("do if (sortscope_lab_loop_ran_out(8u)) break; else  x += 1u; while (x < 9u);") != std::string::npos);
    CHECK(guarded.find("do if (sortscope_lab_loop_ran_out(9u)) break; else  { if (x == 3u) break; } while (true);") != std::string::npos);
    CHECK(count(guarded, "sortscope_lab_loop_ran_out") == 4);  // not in the comments, not after a do's while
    CHECK(std::count(guarded.begin(), guarded.end(), '\n') == std::count(text.begin(), text.end(), '\n'));
    // The atomic's first argument is a write: its index is checked; the read in the for loop is not.
    CHECK(guarded.find("atomicCompSwap(b_keys[sortscope_lab_write(0, 0u, 7u)], 1u, 2u)") != std::string::npos);
    CHECK(guarded.find("{ b_keys[i]; }") != std::string::npos);
}

TEST_CASE("every kind of write into a buffer's array checks its index; reads do not", "[lab][guards]") {
    const std::string text = kBuffers +
                             "void swap_keys(inout uint a, inout uint b) { uint t = a; a = b; b = t; }\n"  // 5
                             "#define PUT(i, v) b_keys[i] = v\n"                                          // 6
                             "void main() {\n"                                                            // 7
                             "    b_keys[lid + 0xFFFFFF00u] = 9u;\n"                                      // 8
                             "    counts.b_counts[3] += 1u;\n"                                            // 9
                             "    ++b_keys[2];\n"                                                         // 10
                             "    b_keys[4]--;\n"                                                         // 11
                             "    swap_keys(b_keys[5], b_keys[6]);\n"                                     // 12
                             "    PUT(7, 1u);\n"                                                          // 13
                             "    uint k = b_keys[8] + min(b_keys[9], 1u);\n"                             // 14
                             "    if (b_keys[10] == 2u) return;\n"                                        // 15
                             "}\n";
    const std::string guarded = algo::add_lab_guards(text);
    CHECK(guarded.find("b_keys[sortscope_lab_write(lid + 0xFFFFFF00u, 0u, 8u)] = 9u;") != std::string::npos);
    CHECK(guarded.find("counts.b_counts[sortscope_lab_write(3, 4u, 9u)] += 1u;") != std::string::npos);
    CHECK(guarded.find("++b_keys[sortscope_lab_write(2, 0u, 10u)];") != std::string::npos);
    CHECK(guarded.find("b_keys[sortscope_lab_write(4, 0u, 11u)]--;") != std::string::npos);
    CHECK(guarded.find("swap_keys(b_keys[sortscope_lab_write(5, 0u, 12u)], b_keys[sortscope_lab_write(6, 0u, 12u)]);") != std::string::npos);
    CHECK(guarded.find("#define PUT(i, v) b_keys[sortscope_lab_write(i, 0u, 6u)] = v") != std::string::npos);
    CHECK(guarded.find("uint k = b_keys[8] + min(b_keys[9], 1u);") != std::string::npos);
    CHECK(guarded.find("if (b_keys[10] == 2u) return;") != std::string::npos);
    CHECK(guarded.find("uint b_keys[];") != std::string::npos);  // the declaration stays
}

TEST_CASE("what the guards cannot check is refused with its line", "[lab][guards]") {
    CHECK_THROWS_WITH(algo::add_lab_guards("#line 1 2\nvoid main() {\n    uint sortscope_lab_rounds = 0u;\n}\n"),
                      Catch::StartsWith("2: names that start with sortscope_lab_"));
    CHECK_THROWS_WITH(algo::add_lab_guards("#line 1 2\n\nlayout(std430, binding = MY_SLOT) buffer B { uint b_mine[]; };\n"),
                      Catch::StartsWith("2: a buffer block whose binding is not a number or a BINDING_* name"));
    CHECK_THROWS_WITH(algo::add_lab_guards("#line 1 2\nlayout(std430, binding = 6) buffer B { uint b_mine[]; };\n"),
                      Catch::StartsWith("1: binding 6 is the kernel lab's own"));
    CHECK_THROWS_WITH(algo::add_lab_guards("#line 1 2\nlayout(std430, binding = BINDING_STEPS) buffer B { uint b_mine[]; };\n"),
                      Catch::StartsWith("1: a buffer block at binding 7, which holds none of the arrays the lab checks"));
}

TEST_CASE("statements nested past any sane depth do not exhaust the stack", "[lab][guards]") {
    std::string text = "#line 1 2\nvoid main() {\n    do ";
    for (int i = 0; i < 100000; ++i) text += "if (true) ";
    text += "x = 1u; while (false);\n}\n";
    const std::string guarded = algo::add_lab_guards(text);  // the do's while is not found: it is guarded as a loop
    CHECK(guarded.find("do if (sortscope_lab_loop_ran_out(2u)) break; else ") != std::string::npos);
}

TEST_CASE("writes to a member or component of an element, and through a built-in's out parameter, are checked", "[lab][guards]") {
    const std::string text = "#line 1 2\n"
                             "layout(std430, binding = BINDING_COUNTS) buffer B { uvec2 b_pairs[]; };\n"  // 1
                             "void main() {\n"                                                           // 2
                             "    b_pairs[i].y = 1u;\n"                                                  // 3
                             "    uaddCarry(1u, 2u, b_pairs[j].x);\n"                                    // 4
                             "    uint n = b_pairs.length() + b_pairs[k].x;\n"                           // 5
                             "}\n";
    const std::string guarded = algo::add_lab_guards(text);
    CHECK(guarded.find("b_pairs[sortscope_lab_write(i, 4u, 3u)].y = 1u;") != std::string::npos);
    CHECK(guarded.find("uaddCarry(1u, 2u, b_pairs[sortscope_lab_write(j, 4u, 4u)].x);") != std::string::npos);
    CHECK(guarded.find("uint n = b_pairs.length() + b_pairs[k].x;") != std::string::npos);
    const std::string direct = algo::add_lab_guards("#line 1 2\nlayout(std430, binding = 4) buffer B { uint b_c[]; };\n"
                                                    "void main() { uaddCarry(1u, 2u, b_c[j]); }\n");
    CHECK(direct.find("uaddCarry(1u, 2u, b_c[sortscope_lab_write(j, 4u, 2u)]);") != std::string::npos);
}

TEST_CASE("a name for a buffer's array that the guards would not see is refused", "[lab][guards]") {
    CHECK_THROWS_WITH(algo::add_lab_guards(kBuffers + "#define K b_keys\nvoid main() { K[3] = 1u; }\n"),
                      Catch::StartsWith("5: b_keys is used other than as b_keys[...] or .length()"));
    CHECK_THROWS_WITH(algo::add_lab_guards(kBuffers + "#define K(a, b) a ## b\nvoid main() { K(b_, keys)[3] = 1u; }\n"),
                      Catch::StartsWith("5: ## and # in a #define"));
}

TEST_CASE("a macro named as a buffer's array, and a #line past any kernel, are refused", "[lab][guards]") {
    CHECK_THROWS_WITH(algo::add_lab_guards(kBuffers + "#define b_keys b_counts\n"),
                      Catch::StartsWith("5: a #define of b_keys, a buffer's array the lab checks"));
    CHECK_THROWS_WITH(algo::add_lab_guards("#line 1 2\n#line 99999999999999999999\n"), Catch::StartsWith("1: a #line the lab cannot follow"));
    // A macro's own name is not code: a loop keyword there is not a loop.
    CHECK(algo::add_lab_guards("#line 1 2\n#define LOOP(n) for (uint i = 0u; i < n; ++i)\n") ==
          "#line 1 2\n#define LOOP(n) for (uint i = 0u; i < n; ++i) if (sortscope_lab_loop_ran_out(1u)) break; else \n");
}
