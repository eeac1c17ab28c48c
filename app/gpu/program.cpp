// Builds compute programs from assembled sources and caches them per (kernel, work-group size).
#include "program.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "gl.hpp"
#include "gl_objects.hpp"
#include "gpu_error.hpp"
#include "shader_source.hpp"

namespace sortscope::gpu {

namespace {

std::string shader_log(GLuint shader) {
    GLint length = 0;
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<size_t>(length > 0 ? length : 0), '\0');
    if (length > 0) glGetShaderInfoLog(shader, length, nullptr, log.data());
    return log;
}

std::string program_log(GLuint program) {
    GLint length = 0;
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<size_t>(length > 0 ? length : 0), '\0');
    if (length > 0) glGetProgramInfoLog(program, length, nullptr, log.data());
    return log;
}

}  // namespace

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
                               const std::vector<std::string>& extensions) {
    const ShaderSources sources = assemble_compute_shader(kernel_file, defines, extensions);
    std::vector<const GLchar*> strings;
    for (const std::string& text : sources.strings) strings.push_back(text.c_str());

    const GLuint shader = create_shader(GL_COMPUTE_SHADER);
    glShaderSource(shader, static_cast<GLsizei>(strings.size()), strings.data(), nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (compiled != GL_TRUE) {
        const std::string log = map_compile_log(shader_log(shader), sources.source_names);
        delete_shader(shader);
        throw GpuError("kernel " + kernel_file + " failed to compile:\n" + log);
    }
    m_id = create_program();
    glAttachShader(m_id, shader);
    glLinkProgram(m_id);
    delete_shader(shader);
    GLint linked = GL_FALSE;
    glGetProgramiv(m_id, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) {
        const std::string log = map_compile_log(program_log(m_id), sources.source_names);
        delete_program(m_id);
        m_id = 0;
        throw GpuError("kernel " + kernel_file + " failed to link:\n" + log);
    }
    std::string defines_text;
    for (const auto& [name, value] : defines) defines_text += name + "=" + value + " ";
    dump_program_binary(m_id, kernel_file, defines_text);
}

ComputeProgram::~ComputeProgram() {
    if (m_id != 0) delete_program(m_id);
}

ProgramKey program_key(const algo::Plan& plan, const algo::Step& step) {
    ProgramKey key;
    key.kernel = step.kernel;
    key.local_size = step.local_size;
    key.items = step.items;
    key.key_type = plan.options.key_type;
    key.descending = plan.options.descending;
    key.values = plan.options.values;
    key.radix_bits = plan.options.radix_bits;
    // Only radix_scatter has two rankings, chosen by its plan; other kernels keep one program per variant.
    key.counter_ranking = step.kernel == algo::KernelId::RadixScatter && algo::radix_args(step).counters;
    if (step.kernel == algo::KernelId::OnesweepPass) {
        const algo::OnesweepRankingChoice choice = algo::onesweep_ranking(plan.options);
        key.lookback = algo::onesweep_pass_args(step).clear != algo::kNoSums;
        key.ranking = static_cast<uint32_t>(choice.ranking);
        key.subgroup_size = choice.subgroup_size;
        key.spin_limit = algo::onesweep_spin_limit(plan.options);
    }
    if (step.kernel == algo::KernelId::BitonicShared) {
        key.shuffle_bits = algo::bitonic_shared_args(step).shuffle_bits;
        key.shuffles_emulated = algo::bitonic_shared_args(step).shuffles_emulated;
    }
    return key;
}

Defines program_defines(const ProgramKey& key) {
    auto uint_text = [](uint32_t value) { return std::to_string(value) + "u"; };
    Defines defines = {
        {"LOCAL_SIZE", uint_text(key.local_size)},
        {"ITEMS", uint_text(key.items)},
        {"KEY_TYPE", std::to_string(static_cast<uint32_t>(key.key_type))},
        {"DESCENDING", key.descending ? "1" : "0"},
        {"HAS_VALUES", key.values ? "1" : "0"},
        {"RADIX_BITS", uint_text(key.radix_bits)},
        {"COUNTER_RANKING", key.counter_ranking ? "1" : "0"},
        {"LOOKBACK", key.lookback ? "1" : "0"},
        {"RANKING", std::to_string(key.ranking)},
        {"SUBGROUP_SIZE", uint_text(std::max(1u, key.subgroup_size))},
        {"SPIN_LIMIT", uint_text(std::max(1u, key.spin_limit))},
        {"SHUFFLE_BITS", uint_text(key.shuffle_bits)},
        {"SHUFFLE_EMULATED", key.shuffles_emulated ? "1" : "0"},
    };
    // Developer aid for experiments on a kernel (timings of a variant with a phase left out, say):
    // SORTSCOPE_EXTRA_DEFINES="NAME=VALUE,NAME=VALUE" adds #defines to every program.
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

std::vector<std::string> program_extensions(const ProgramKey& key) {
    if (key.shuffle_bits != 0 && !key.shuffles_emulated) return {"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_shuffle"};
    const auto ranking = static_cast<algo::OnesweepRanking>(key.ranking);
    if (ranking == algo::OnesweepRanking::Split) return {};
    std::vector<std::string> extensions = {"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_ballot",
                                           "GL_KHR_shader_subgroup_shuffle", "GL_KHR_shader_subgroup_arithmetic"};
    if (ranking == algo::OnesweepRanking::Match) extensions.push_back("GL_NV_shader_subgroup_partitioned");
    return extensions;
}

const ComputeProgram& ProgramCache::get(const ProgramKey& key) {
    auto& slot = m_programs[key];
    if (!slot) slot = std::make_unique<ComputeProgram>(std::string(algo::kernel_file(key.kernel)), program_defines(key),
                                                   program_extensions(key));
    return *slot;
}

std::string ProgramCache::rebuild_all() {
    std::map<ProgramKey, std::unique_ptr<ComputeProgram>> rebuilt;
    for (const auto& [key, program] : m_programs) {
        try {
            rebuilt[key] = std::make_unique<ComputeProgram>(std::string(algo::kernel_file(key.kernel)), program_defines(key),
                                                   program_extensions(key));
        } catch (const GpuError& error) {
            return error.what();
        }
    }
    m_programs = std::move(rebuilt);
    return {};
}

}  // namespace sortscope::gpu
