// Writing an exercise's two files (the kernel with its region cut out, or the reference solution, and
// the statement) into a folder, for `sortscope-cli lab start` and the app's Kernel lab panel: both
// refuse to overwrite a student's work unless told to, and write the same files the same way.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <vector>

#include "algorithms/lab/exercises.hpp"

namespace sortscope::lab {

// The exercise's files in `dir`: the kernel (NAME.comp), then the statement (NAME.md).
struct ExercisePaths {
    std::filesystem::path kernel;
    std::filesystem::path statement;
};
ExercisePaths exercise_paths(const algo::Exercise& exercise, const std::filesystem::path& dir);

// Those of the two files that exist already (a student's work that writing would overwrite).
std::vector<std::filesystem::path> existing_exercise_files(const algo::Exercise& exercise, const std::filesystem::path& dir);

// Why the files could not be written: "cannot make the folder DIR: ..." or "cannot write PATH: REASON".
class ExerciseWriteError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Makes `dir` and writes both files, overwriting them (callers ask first: existing_exercise_files).
// `solution`: the kernel itself, nothing cut out (for a teacher). Throws ExerciseWriteError.
ExercisePaths write_exercise_files(const algo::Exercise& exercise, const std::filesystem::path& dir, bool solution);

}  // namespace sortscope::lab
