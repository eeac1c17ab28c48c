// Writing an exercise's files into a folder (see exercise_writer.hpp).
#include "exercise_writer.hpp"

#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/lab/exercise_files.hpp"
#include "algorithms/text/quoted.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::lab {

ExercisePaths exercise_paths(const algo::Exercise& exercise, const std::filesystem::path& dir) {
    return {dir / algo::exercise_kernel_name(exercise), dir / algo::exercise_statement_name(exercise)};
}

std::vector<std::filesystem::path> existing_exercise_files(const algo::Exercise& exercise, const std::filesystem::path& dir) {
    const ExercisePaths paths = exercise_paths(exercise, dir);
    std::vector<std::filesystem::path> existing;
    for (const auto& path : {paths.kernel, paths.statement}) {
        std::error_code error;
        if (std::filesystem::exists(path, error)) existing.push_back(path);
    }
    return existing;
}

ExercisePaths write_exercise_files(const algo::Exercise& exercise, const std::filesystem::path& dir, bool solution) {
    const ExercisePaths paths = exercise_paths(exercise, dir);
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error) throw ExerciseWriteError("cannot make the folder " + algo::printable_path(dir.string()) + ": " + error.message());
    const std::string kernel = gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel)));
    // Both files are written to temporary files first (exports/atomic_file.hpp) and renamed only when
    // both are whole: a full disk leaves neither (no 0-byte kernel that a later start would refuse to
    // overwrite as the student's work), and the message says why (strerror).
    try {
        exports::AtomicFile kernel_file(paths.kernel.string());
        exports::AtomicFile statement_file(paths.statement.string());
        kernel_file.write(solution ? kernel : algo::exercise_kernel_text(exercise, kernel));
        statement_file.write(algo::exercise_statement(exercise));
        kernel_file.commit();
        statement_file.commit();
    } catch (const exports::ExportError& failure) {
        throw ExerciseWriteError(failure.what());
    }
    return paths;
}

}  // namespace sortscope::lab
