// The two files a student gets for an exercise (exercises.hpp): the kernel with its region cut out
// (teaching/region_markers.hpp's cut_region: the region's lines become one `// TODO: ...` line, the
// markers stay), and the statement in Markdown. `sortscope-cli lab start` writes them from the kernel
// embedded in the program, and the build writes the same files for the package (app/lab/
// generate_lab_files.cpp), both through these functions, so an exercise never drifts from its kernel.
#pragma once

#include <string>
#include <string_view>

#include "algorithms/lab/exercises.hpp"

namespace sortscope::algo {

// "bitonic.comp", "bitonic.md": the names of an exercise's files.
std::string exercise_kernel_name(const Exercise& exercise);
std::string exercise_statement_name(const Exercise& exercise);

// The exercise's kernel: `kernel_text` (its kernel's source) with the exercise's region cut out. Throws
// std::logic_error when the kernel has no such region, or its markers break the rules (the tests check
// every shipped exercise).
std::string exercise_kernel_text(const Exercise& exercise, std::string_view kernel_text);

// The statement: the task, the hints, what it is checked at and how to check it.
std::string exercise_statement(const Exercise& exercise);

}  // namespace sortscope::algo
