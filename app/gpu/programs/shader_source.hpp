// Where kernel text comes from, and how one compute shader is assembled. Hand-written GLSL (kernels
// *.comp and the modules *.glsl) is embedded at build time, or read from a shaders/ folder on disk when
// the developer option is on (CMake SORTSCOPE_DEV_SHADERS, or the SORTSCOPE_SHADER_DIR environment
// variable, which wins), so the app can hot-reload it. The GLSL generated from the C++ definitions (the
// interface and each kernel's argument accessors) always comes from the binary.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sortscope::gpu {

// The folder kernels are read from, or "" when the embedded copies are used.
std::string shader_directory();

// The text of shaders/NAME (a kernel or a module). Throws GpuError when it is neither embedded nor on disk.
std::string load_shader_text(const std::string& name);

// The names of every hand-written GLSL file embedded in this build (kernels and modules), in name order.
std::vector<std::string> shader_files();

// The pieces of one compute shader, in glShaderSource order: "#version 430 core", the `#extension NAME :
// require` lines (they must precede every declaration) and the defines; the generated interface; common.glsl;
// the kernel's generated argument accessors; the kernel, with the modules it includes spliced in. Every
// file's text is preceded by `#line FIRST S` (S its source-string number; FIRST from first_lines[S]),
// and a line `#pragma sortscope include "NAME.glsl"` in a kernel or module becomes the module's text, once
// per program (a guard skips a repeat), followed by a `#line` back to the includer; after such a splice
// every conditional directive (#if .. #endif) is followed by a `#line` too, so the numbering is right
// whether or not the preprocessor skipped the module. Compiler messages thus give each file's own line.
struct ShaderSources {
    std::vector<std::string> strings;
    std::vector<std::string> source_names;   // [S]: the file of source-string number S
    std::vector<unsigned long> first_lines;  // [S]: the number its lines start after (0: from line 1)
};

// A kernel's text given in place of shaders/FILE, and the name compiler messages give it: the kernel
// lab compiles a student's file this way, assembled exactly as the project's kernel would be.
// With `rewrite`, the kernel's text (its modules spliced in, with the #line directives) goes through it
// before it is compiled, and `prelude` is put before it as a source of its own (the lab's guards).
struct KernelText {
    std::string text;
    std::string shown_name;  // "my_bitonic.comp": the file the student edits
    std::string prelude{};
    std::string (*rewrite)(const std::string& text) = nullptr;
};

// Throws GpuError when the kernel, a module it includes, or the kernel's generated arguments are missing.
// With `replacement`, its text is the kernel's (the generated arguments are still kernel_file's).
ShaderSources assemble_compute_shader(const std::string& kernel_file,
                                      const std::vector<std::pair<std::string, std::string>>& defines,
                                      const std::vector<std::string>& extensions = {},
                                      const KernelText* replacement = nullptr);

// "compare_exchange.glsl:12": the file and its own line of a line of the assembled shader as its #line
// directives number it (the kernel's from 1, every other file's from far beyond).
std::string numbered_line_name(unsigned long line, const ShaderSources& sources);

// Rewrites a driver's compile log so each "S:LINE(COL)" (Mesa) or "S(LINE)" (NVIDIA) prefix names the
// file and its own line, e.g. "bitonic_step.comp:12".
std::string map_compile_log(const std::string& log, const ShaderSources& sources);

}  // namespace sortscope::gpu
