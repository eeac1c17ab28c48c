// sortscope_lab_files DIR: writes every exercise's files (NAME.comp, the kernel with its region cut out,
// and NAME.md, its statement) to DIR at build time, from the kernels embedded in this build, through the
// same functions as `sortscope-cli lab start` (algorithms/lab/exercise_files.hpp). The package installs
// them in share/sortscope/lab/ for teachers to read and hand out.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/lab/exercise_files.hpp"
#include "programs/shader_source.hpp"

namespace {

bool write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (file) return true;
    std::fprintf(stderr, "sortscope_lab_files: cannot write %s\n", path.string().c_str());
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope;
    if (argc != 2) {
        std::fprintf(stderr, "usage: sortscope_lab_files DIR\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    try {
        std::filesystem::create_directories(dir);
        for (const algo::Exercise& exercise : algo::all_exercises()) {
            const std::string kernel = gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel)));
            if (!write_file(dir / algo::exercise_kernel_name(exercise), algo::exercise_kernel_text(exercise, kernel)) ||
                !write_file(dir / algo::exercise_statement_name(exercise), algo::exercise_statement(exercise))) {
                return 1;
            }
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "sortscope_lab_files: %s\n", error.what());
        return 1;
    }
    return 0;
}
