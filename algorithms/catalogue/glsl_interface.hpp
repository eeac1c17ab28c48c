// The GLSL generated from the C++ definitions, so that the kernels and the C++ side cannot disagree:
// the binding slots, the step parameter block and the uniform that selects it (plan/shader_interface.hpp),
// and each kernel file's argument accessors (its catalogue entry's argument struct). The build runs
// shaders/generate_glsl.cpp, which writes these texts into the build tree; the shader assembler
// (app/gpu/programs/shader_source.cpp) puts them before common.glsl and before the kernel.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sortscope::algo {

// The name under which the generated texts are embedded and named in compile logs.
constexpr std::string_view kGlslInterfaceName = "generated/interface.glsl";
// "generated/radix_count.args.glsl" for "radix_count.comp".
std::string glsl_args_name(std::string_view kernel_file);

// `#define BINDING_KEYS 0` ..., `struct StepParams`, the block of all steps' parameters, `u_step`.
std::string glsl_interface();

// For each Param argument of the kernels in `kernel_file`, `uint arg_NAME() { return b_steps[u_step].arg[i]; }`
// (bool for a bool field), and a comment naming its Define arguments. Throws std::invalid_argument for
// a file no kernel uses, or when two kernels of one file would read different accessors.
std::string glsl_kernel_args(std::string_view kernel_file);

// Every kernel file in the catalogue, once each, in KernelId order of first use.
std::vector<std::string_view> kernel_files();

}  // namespace sortscope::algo
