// Kernel sources: the embedded copies are there, every kernel assembles with its modules and generated
// parts, and compiler messages are mapped to each file's own line whatever the driver's format. Real
// compile errors are checked when a context exists: in a kernel, in a module it includes, and in the
// kernel after a module spliced into a branch the preprocessor skips.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "gpu_device.hpp"
#include "device/gpu_error.hpp"
#include "programs/program.hpp"
#include "programs/shader_source.hpp"

using namespace sortscope;

namespace {

// Every embedded GLSL file in a fresh folder that SORTSCOPE_SHADER_DIR points at while it lives, so a
// test can break one of them.
class ShaderFolder {
public:
    explicit ShaderFolder(const char* name) : m_dir(std::filesystem::temp_directory_path() / name) {
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
        for (const std::string& file : gpu::shader_files()) write(file, gpu::load_shader_text(file));
        ::setenv("SORTSCOPE_SHADER_DIR", m_dir.c_str(), 1);
    }
    ~ShaderFolder() {
        ::unsetenv("SORTSCOPE_SHADER_DIR");
        std::filesystem::remove_all(m_dir);
    }
    ShaderFolder(const ShaderFolder&) = delete;
    ShaderFolder& operator=(const ShaderFolder&) = delete;

    void write(const std::string& file, const std::string& text) const { std::ofstream(m_dir / file) << text; }

private:
    std::filesystem::path m_dir;
};

// The compile error of `kernel_file` built as a small bitonic plan's first step would build it.
std::string compile_error(const std::string& kernel_file) {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(16, 8));
    std::string message;
    try {
        gpu::ComputeProgram program(kernel_file, gpu::program_defines(gpu::program_key(plan, plan.steps.front())));
    } catch (const gpu::GpuError& error) {
        message = error.what();
    }
    return message;
}

}  // namespace

TEST_CASE("every kernel is embedded and the assembled source puts the kernel last, from line 1", "[gpu][shaders]") {
    const gpu::ShaderSources sources = gpu::assemble_compute_shader("bitonic_step.comp", {{"LOCAL_SIZE", "64u"}});
    REQUIRE(sources.strings.size() == 5);
    CHECK_THAT(sources.strings[0], Catch::StartsWith("#version 430 core\n"));
    CHECK_THAT(sources.strings[0], Catch::Contains("#define LOCAL_SIZE 64u"));
    CHECK_THAT(sources.strings[1], Catch::Contains("struct StepParams"));
    CHECK_THAT(sources.strings[2], Catch::Contains("uint key_order(uint bits)"));
    CHECK_THAT(sources.strings[3], Catch::Contains("uint arg_distance_bit()"));
    CHECK_THAT(sources.strings[4], Catch::StartsWith("#line 1 2\n// bitonic_step.comp"));
    // The module it includes is spliced in, under its own name.
    CHECK_THAT(sources.strings[4], Catch::Contains("void compare_exchange("));
    CHECK(std::find(sources.source_names.begin(), sources.source_names.end(), "compare_exchange.glsl") !=
          sources.source_names.end());
    CHECK_THROWS_AS(gpu::load_shader_text("no_such_kernel.comp"), gpu::GpuError);
}

TEST_CASE("every kernel of the catalogue assembles with its modules and generated arguments", "[gpu][shaders]") {
    for (const algo::KernelInfo& info : algo::all_kernels()) {
        INFO(info.file);
        const gpu::ShaderSources sources = gpu::assemble_compute_shader(std::string(info.file), {});
        CHECK(sources.strings.size() == 5);
        CHECK_THAT(sources.strings[4], !Catch::Contains("#pragma sortscope"));
    }
}

TEST_CASE("compile logs name the file and line in Mesa's and NVIDIA's formats", "[gpu][shaders]") {
    gpu::ShaderSources sources;
    sources.source_names = {"<preamble>", "common.glsl", "k.comp", "generated/interface.glsl", "m.glsl"};
    sources.first_lines = {0, 100000, 0, 300000, 400000};
    CHECK(gpu::map_compile_log("2:12(5): error: x undeclared\n", sources) == "k.comp:12(5): error: x undeclared\n");
    CHECK(gpu::map_compile_log("2(7) : error C1008: bad\n", sources) == "k.comp:7 : error C1008: bad\n");
    CHECK(gpu::map_compile_log("4(400009) : error C1008: bad\n", sources) == "m.glsl:9 : error C1008: bad\n");
    // Mesa reports string 0 but keeps the #line numbering: the range names the file.
    CHECK(gpu::map_compile_log("0:100003(1): error: y\n", sources) == "common.glsl:3(1): error: y\n");
    CHECK(gpu::map_compile_log("0:400021(2): error: w\n", sources) == "m.glsl:21(2): error: w\n");
    CHECK(gpu::map_compile_log("0:40(30): error: z\n", sources) == "k.comp:40(30): error: z\n");
    CHECK(gpu::map_compile_log("warning without a prefix\n", sources) == "warning without a prefix\n");
}

TEST_CASE("a broken kernel on disk fails with its own file and line", "[gpu][shaders]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const ShaderFolder folder("sortscope_broken_shaders");
    folder.write("bitonic_step.comp", "layout(local_size_x = LOCAL_SIZE) in;\nvoid main() {\n    uint x = undefined_name;\n}\n");
    const std::string message = compile_error("bitonic_step.comp");
    INFO(message);
    CHECK_THAT(message, Catch::Contains("bitonic_step.comp:3"));
    CHECK_THAT(message, Catch::Contains("undefined_name"));
}

TEST_CASE("a broken module fails with the module's file and line", "[gpu][shaders]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const ShaderFolder folder("sortscope_broken_module");
    folder.write("compare_exchange.glsl", "// a module\n\nvoid compare_exchange(uint i, uint j, bool descending) {\n"
                                          "    undefined_in_module;\n}\n");
    const std::string message = compile_error("bitonic_step.comp");
    INFO(message);
    CHECK_THAT(message, Catch::Contains("compare_exchange.glsl:4"));
    CHECK_THAT(message, Catch::Contains("undefined_in_module"));
}

TEST_CASE("kernel lines after a module spliced into a skipped or a taken branch keep their numbers", "[gpu][shaders]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const char* branch : {"0", "1"}) {
        const ShaderFolder folder("sortscope_branch_module");
        folder.write("bitonic_step.comp", std::string("layout(local_size_x = LOCAL_SIZE) in;\n#if ") + branch +
                                              "\n#pragma sortscope include \"group_scan.glsl\"\n#else\n"
                                              "const uint kOther = 1u;\n#endif\nvoid main() {\n"
                                              "    uint x = undefined_after_module;\n}\n");
        const std::string message = compile_error("bitonic_step.comp");
        INFO("branch " << branch << ": " << message);
        CHECK_THAT(message, Catch::Contains("bitonic_step.comp:8"));
        CHECK_THAT(message, Catch::Contains("undefined_after_module"));
    }
}
