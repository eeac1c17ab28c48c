// Where kernel text comes from: embedded at build time, or read from a shaders/ folder on disk when the
// developer option is on (CMake SORTSCOPE_DEV_SHADERS, or the SORTSCOPE_SHADER_DIR environment
// variable, which wins). Also assembles the strings handed to glShaderSource.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sortscope::gpu {

// The folder kernels are read from, or "" when the embedded copies are used.
std::string shader_directory();

// The text of shaders/NAME. Throws GpuError when it is neither embedded nor on disk.
std::string load_shader_text(const std::string& name);

// The pieces of one compute shader, in glShaderSource order: "#version 430 core", the `#extension NAME :
// require` lines (they must precede every declaration) and the defines (source string 0), common.glsl (1), the kernel (2). Each later piece starts with `#line 1 S`, so
// compiler messages give the line within that file; source_names[S] is the file name of string S.
struct ShaderSources {
    std::vector<std::string> strings;
    std::vector<std::string> source_names;
};

ShaderSources assemble_compute_shader(const std::string& kernel_file,
                                      const std::vector<std::pair<std::string, std::string>>& defines,
                                      const std::vector<std::string>& extensions = {});

// Rewrites a driver's compile log so each "S:LINE(COL)" (Mesa) or "S(LINE)" (NVIDIA) prefix names the
// file and its own line, e.g. "bitonic_step.comp:12".
std::string map_compile_log(const std::string& log, const std::vector<std::string>& source_names);

}  // namespace sortscope::gpu
