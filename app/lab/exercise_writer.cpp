// Writing an exercise's files into a folder (see exercise_writer.hpp).
#include "exercise_writer.hpp"

#include <fstream>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/lab/exercise_files.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::lab {

namespace {

void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file) throw ExerciseWriteError("cannot write " + path.string());
}

}  // namespace

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
    if (error) throw ExerciseWriteError("cannot make the folder " + dir.string() + ": " + error.message());
    const std::string kernel = gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel)));
    write_file(paths.kernel, solution ? kernel : algo::exercise_kernel_text(exercise, kernel));
    write_file(paths.statement, algo::exercise_statement(exercise));
    return paths;
}

}  // namespace sortscope::lab
