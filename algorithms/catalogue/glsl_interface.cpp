// The GLSL generated from the C++ definitions (see glsl_interface.hpp).
#include "algorithms/catalogue/glsl_interface.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/plan/shader_interface.hpp"

namespace sortscope::algo {

namespace {

// The accessors of one kernel's arguments.
std::string accessors(const KernelInfo& info) {
    std::string text;
    for (const ArgConstant& constant : info.args.constants) {
        char value[16];
        std::snprintf(value, sizeof value, "0x%Xu", constant.value);
        text += "const uint " + std::string(constant.name) + " = " + value + ";\n";
    }
    std::string defines;
    for (const ArgInfo& arg : info.args.fields) {
        if (arg.place == ArgPlace::Define) {
            defines += (defines.empty() ? "" : ", ") + std::string(arg.name);
            continue;
        }
        const std::string word = "b_steps[u_step].arg[" + std::to_string(arg.slot) + "]";
        text += arg.format == ArgFormat::Bool ? "bool arg_" + std::string(arg.name) + "() { return " + word + " != 0u; }\n"
                                              : "uint arg_" + std::string(arg.name) + "() { return " + word + "; }\n";
    }
    if (!defines.empty()) text += "// Compiled in as #defines (Step::variant): " + defines + "\n";
    return text;
}

}  // namespace

std::string glsl_args_name(std::string_view kernel_file) {
    std::string stem(kernel_file.substr(0, kernel_file.rfind('.')));
    return "generated/" + stem + ".args.glsl";
}

std::string glsl_interface() {
    std::string text =
        "// Generated from algorithms/plan/shader_interface.hpp by the build (shaders/generate_glsl.cpp): the binding\n"
        "// slots, the step parameter block and the uniform that selects this dispatch's block. Do not edit.\n";
    for (const BindingName& binding : kBindings) {
        text += "#define " + std::string(binding.macro) + " " + std::to_string(binding_slot(binding.binding)) + "\n";
    }
    text += "\nstruct StepParams {\n";
    for (const ParamsField& field : kStepParamsFields) {
        text += "    uint " + std::string(field.name) + (field.words > 1 ? "[" + std::to_string(field.words) + "]" : "") + ";\n";
    }
    text += "};\n\n"
            "layout(std430, binding = BINDING_STEPS) readonly buffer StepBlock {\n"
            "    StepParams b_steps[];\n"
            "};\n\n"
            "layout(location = " + std::to_string(kStepUniformLocation) + ") uniform uint u_step;\n"
            "layout(location = " + std::to_string(kZFirstUniformLocation) + ") uniform uint u_z_first;\n";
    return text;
}

std::string glsl_kernel_args(std::string_view kernel_file) {
    std::string text;
    std::string first_kernel;
    for (const KernelInfo& info : all_kernels()) {
        if (info.file != kernel_file) continue;
        const std::string mine = accessors(info);
        if (first_kernel.empty()) {
            text = mine;
            first_kernel = std::to_string(static_cast<uint32_t>(info.id));
        } else if (mine != text) {
            throw std::invalid_argument(std::string(kernel_file) + ": kernels " + first_kernel + " and " +
                                        std::to_string(static_cast<uint32_t>(info.id)) +
                                        " share the file but not the argument layout");
        }
    }
    if (first_kernel.empty()) throw std::invalid_argument("no kernel in the catalogue runs " + std::string(kernel_file));
    return "// Generated from the kernel catalogue by the build (shaders/generate_glsl.cpp): the arguments of\n// " +
           std::string(kernel_file) + ", by name. Do not edit.\n" + text;
}

std::vector<std::string_view> kernel_files() {
    std::vector<std::string_view> files;
    for (const KernelInfo& info : all_kernels()) {
        if (std::find(files.begin(), files.end(), info.file) == files.end()) files.push_back(info.file);
    }
    return files;
}

}  // namespace sortscope::algo
