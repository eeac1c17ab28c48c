// Kernel sources: the embedded copies are there, and compiler messages are mapped to the kernel's own
// file and line whatever the driver's format. A real compile error is checked when a context exists.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "gpu_device.hpp"
#include "gpu_error.hpp"
#include "program.hpp"
#include "shader_source.hpp"

using namespace sortscope;

TEST_CASE("every kernel is embedded and the assembled source puts the kernel last, from line 1", "[gpu][shaders]") {
    const gpu::ShaderSources sources = gpu::assemble_compute_shader("bitonic_step.comp", {{"LOCAL_SIZE", "64u"}});
    REQUIRE(sources.strings.size() == 3);
    CHECK_THAT(sources.strings[0], Catch::StartsWith("#version 430 core\n"));
    CHECK_THAT(sources.strings[0], Catch::Contains("#define LOCAL_SIZE 64u"));
    CHECK_THAT(sources.strings[1], Catch::Contains("struct StepParams"));
    CHECK_THAT(sources.strings[2], Catch::StartsWith("#line 1 2\n// bitonic_step.comp"));
    CHECK_THROWS_AS(gpu::load_shader_text("no_such_kernel.comp"), gpu::GpuError);
}

TEST_CASE("compile logs name the kernel file and line in Mesa's and NVIDIA's formats", "[gpu][shaders]") {
    const std::vector<std::string> names = {"<preamble>", "common.glsl", "k.comp"};
    CHECK(gpu::map_compile_log("2:12(5): error: x undeclared\n", names) == "k.comp:12(5): error: x undeclared\n");
    CHECK(gpu::map_compile_log("2(7) : error C1008: bad\n", names) == "k.comp:7 : error C1008: bad\n");
    // Mesa reports string 0 but keeps the #line numbering: common.glsl starts at line 100001.
    CHECK(gpu::map_compile_log("0:100003(1): error: y\n", names) == "common.glsl:3(1): error: y\n");
    CHECK(gpu::map_compile_log("0:40(30): error: z\n", names) == "k.comp:40(30): error: z\n");
    CHECK(gpu::map_compile_log("warning without a prefix\n", names) == "warning without a prefix\n");
}

TEST_CASE("a broken kernel on disk fails with its own file and line", "[gpu][shaders]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sortscope_broken_shaders";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "common.glsl") << gpu::load_shader_text("common.glsl");
    std::ofstream(dir / "bitonic_step.comp") << "layout(local_size_x = LOCAL_SIZE) in;\nvoid main() {\n"
                                                "    uint x = undefined_name;\n}\n";
    ::setenv("SORTSCOPE_SHADER_DIR", dir.c_str(), 1);
    std::string message;
    try {
        gpu::ComputeProgram program("bitonic_step.comp", gpu::program_defines(gpu::ProgramKey{}));
    } catch (const gpu::GpuError& error) {
        message = error.what();
    }
    ::unsetenv("SORTSCOPE_SHADER_DIR");
    std::filesystem::remove_all(dir);
    INFO(message);
    CHECK_THAT(message, Catch::Contains("bitonic_step.comp:3"));
    CHECK_THAT(message, Catch::Contains("undefined_name"));
}
