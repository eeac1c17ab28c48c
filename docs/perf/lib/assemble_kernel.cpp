// assemble_kernel KERNEL NAME=VALUE...: shaders/KERNEL assembled as the app assembles it (app/gpu's
// assemble_compute_shader: the generated interface, common.glsl, the kernel's argument accessors, its
// modules) with these #defines and the four subgroup extensions onesweep's subgroup rankings ask for, to
// standard output. Performance tooling only: the DUMP of ../2026-11-28/h200-registers/make-spirv.sh, which
// makes Vulkan SPIR-V of it. SORTSCOPE_SHADER_DIR picks the shaders/ folder. Built against a Release build:
//   g++ -std=c++20 -O1 -Iapp/gpu -I. -Ialgorithms docs/perf/lib/assemble_kernel.cpp build/app/gpu/libsortscope_gpu.a \
//       build/shaders/libsortscope_shaders.a build/algorithms/libsortscope_algorithms.a -lepoxy -o /tmp/assemble_kernel
#include "programs/shader_source.hpp"
#include <iostream>
int main(int argc, char** argv) {
    std::vector<std::pair<std::string, std::string>> defines;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        auto eq = a.find('=');
        defines.emplace_back(a.substr(0, eq), a.substr(eq + 1));
    }
    const auto s = sortscope::gpu::assemble_compute_shader(argv[1], defines,
        {"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_ballot", "GL_KHR_shader_subgroup_arithmetic", "GL_KHR_shader_subgroup_shuffle"});
    for (const auto& str : s.strings) std::cout << str;
    std::cout << "\n";
}
