// Reading GLSL source as its preprocessor does, line by line: which directive a line holds, which module
// a `#pragma sortscope include "NAME.glsl"` line names. Region markers (teaching/region_markers.hpp)
// check that no region straddles a preprocessor branch with it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sortscope::algo {

// One file of a program as it was read: a kernel (*.comp) or a module (*.glsl).
struct SourceFile {
    std::string name;  // "bitonic_step.comp", "compare_exchange.glsl"
    std::string text;
};

// The directive word of a preprocessor line ("if", "ifdef", "ifndef", "elif", "else", "endif",
// "define", "undef", "pragma", ...), or "" for any other line.
std::string_view directive_of(std::string_view line);

// "NAME.glsl" from a line `#pragma sortscope include "NAME.glsl"`, or nothing for any other line.
std::optional<std::string> included_module(std::string_view line);

}  // namespace sortscope::algo
