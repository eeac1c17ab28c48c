// Builds compute programs from assembled sources and caches them per program variant.
#include "programs/program.hpp"

#include <cstdio>
#include <cstdlib>
#include <functional>

#include "algorithms/catalogue/kernels.hpp"
#include "device/gl.hpp"
#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::gpu {

namespace {

// Developer aid: SORTSCOPE_DUMP_PROGRAMS=DIR writes every linked program's driver binary to DIR (on
// NVIDIA it holds the compiled assembly, which shows register arrays moved to local memory).
void dump_program_binary(GLuint program, const std::string& kernel_file, const std::string& defines_text) {
    const char* dir = std::getenv("SORTSCOPE_DUMP_PROGRAMS");
    if (dir == nullptr || *dir == '\0') return;
    GLint length = 0;
    glGetProgramiv(program, GL_PROGRAM_BINARY_LENGTH, &length);
    if (length <= 0) return;
    std::vector<char> binary(static_cast<size_t>(length));
    GLenum format = 0;
    glGetProgramBinary(program, length, nullptr, &format, binary.data());
    const std::string path = std::string(dir) + "/" + kernel_file + "." + std::to_string(std::hash<std::string>{}(defines_text) % 100000) + ".bin";
    if (std::FILE* file = std::fopen(path.c_str(), "wb")) {
        std::fputs(("// " + defines_text + "\n").c_str(), file);
        std::fwrite(binary.data(), 1, binary.size(), file);
        std::fclose(file);
    }
}

}  // namespace

ComputeProgram::ComputeProgram(const std::string& kernel_file, const Defines& defines,
                               const std::vector<std::string>& extensions, const KernelText* replacement) {
    const ShaderSources sources = assemble_compute_shader(kernel_file, defines, extensions, replacement);
    const std::string shown = replacement != nullptr ? replacement->shown_name : kernel_file;
    std::vector<const char*> strings;
    for (const std::string& text : sources.strings) strings.push_back(text.c_str());
    const ProgramBuild built = build_compute_program(strings);
    if (built.program == 0) {
        throw GpuError("kernel " + shown + (built.compiled ? " failed to link:\n" : " failed to compile:\n") +
                       map_compile_log(built.log, sources));
    }
    m_id = built.program;
    std::string defines_text;
    for (const auto& [name, value] : defines) defines_text += name + "=" + value + " ";
    dump_program_binary(m_id, kernel_file, defines_text);
}

ComputeProgram::~ComputeProgram() {
    if (m_id != 0) delete_program(m_id);
}

ProgramKey program_key(const algo::Plan& plan, const algo::Step& step) {
    algo::ProgramVariant variant = algo::program_variant(plan, step);
    ProgramKey key;
    key.kernel = step.kernel;
    for (algo::ProgramDefine& define : variant.defines) key.defines.emplace_back(std::move(define.name), std::move(define.value));
    key.extensions = std::move(variant.extensions);
    return key;
}

Defines program_defines(const ProgramKey& key) {
    Defines defines = key.defines;
    if (const char* extra = std::getenv("SORTSCOPE_EXTRA_DEFINES"); extra != nullptr) {
        std::string text = extra;
        for (size_t begin = 0; begin < text.size();) {
            size_t end = text.find(',', begin);
            if (end == std::string::npos) end = text.size();
            const std::string item = text.substr(begin, end - begin);
            const size_t equals = item.find('=');
            if (equals != std::string::npos) defines.emplace_back(item.substr(0, equals), item.substr(equals + 1));
            begin = end + 1;
        }
    }
    return defines;
}

std::unique_ptr<ComputeProgram> ProgramCache::build(const ProgramKey& key) const {
    const auto replacement = m_replacements.find(key.kernel);
    return std::make_unique<ComputeProgram>(std::string(algo::kernel_file(key.kernel)), program_defines(key),
                                            key.extensions,
                                            replacement != m_replacements.end() ? &replacement->second : nullptr);
}

const InlineProgram& ProgramCache::inline_program(const char* source, const std::string& what) {
    std::unique_ptr<InlineProgram>& program = m_inline_programs[source];
    if (!program) program = std::make_unique<InlineProgram>(source, what);
    return *program;
}

const ComputeProgram& ProgramCache::get(const ProgramKey& key) {
    auto& slot = m_programs[key];
    if (!slot) slot = build(key);
    return *slot;
}

void ProgramCache::replace_kernel(algo::KernelId kernel, KernelText text) {
    m_replacements[kernel] = std::move(text);
    std::erase_if(m_programs, [&](const auto& entry) { return entry.first.kernel == kernel; });
}

std::string ProgramCache::rebuild_all() {
    std::map<ProgramKey, std::unique_ptr<ComputeProgram>> rebuilt;
    for (const auto& [key, program] : m_programs) {
        try {
            rebuilt[key] = build(key);
        } catch (const GpuError& error) {
            return error.what();
        }
    }
    m_programs = std::move(rebuilt);
    return {};
}

}  // namespace sortscope::gpu
