// Reading GLSL source as its preprocessor does, line by line: which directive a line holds, which module
// a `#pragma sortscope include "NAME.glsl"` line names, and which lines a program keeps once its
// #defines are known (so the kernel view can dim the code a variant leaves out: radix's scatter compiled
// with COUNTER_RANKING 1 drops its split path). The shader assembler (app/gpu/programs/shader_source.cpp) splices
// modules with the same include rule; region markers (teaching/region_markers.hpp) check that no region
// straddles a preprocessor branch with the same directives.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sortscope::algo {

// The directive word of a preprocessor line ("if", "ifdef", "ifndef", "elif", "else", "endif",
// "define", "undef", "pragma", ...), or "" for any other line.
std::string_view directive_of(std::string_view line);

// "NAME.glsl" from a line `#pragma sortscope include "NAME.glsl"` (a comment may follow), or nothing for
// any other line.
std::optional<std::string> included_module(std::string_view line);

// NAME and VALUE, in the order they are defined (the preamble's `#define NAME VALUE` lines).
using MacroDefinitions = std::vector<std::pair<std::string, std::string>>;

// For each line of `text` (one file: a kernel), whether the preprocessor keeps it when the file is
// compiled after `defines`. Object-like #define and #undef in the file are tracked as they are met;
// directive lines of a kept group are kept (they are read). A condition it cannot evaluate (a macro it
// does not know, which a module may define; a function-like macro) keeps every branch of its #if, so
// nothing is dimmed that may run. A line that starts inside a /* */ comment is no directive (a student's
// comment holding `#if (((...` is a comment), and a condition nested deeper than 64 parentheses or
// operators is not evaluated (the parser's recursion is bounded).
std::vector<bool> kept_lines(std::string_view text, const MacroDefinitions& defines);

// The value of a preprocessor condition (the text after #if or #elif) with `macros` defined: integers
// (decimal or hex, with or without a u suffix), defined(NAME), and C's unary, binary and ?: operators.
// Nothing when it cannot be evaluated, or when it nests deeper than 64.
std::optional<long long> evaluate_condition(std::string_view condition, const MacroDefinitions& macros);

}  // namespace sortscope::algo
