// Builds compute programs from assembled sources and caches them per (kernel, work-group size).
#include "program.hpp"

#include "gl.hpp"
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

ComputeProgram::ComputeProgram(const std::string& kernel_file, uint32_t local_size) {
    const ShaderSources sources =
        assemble_compute_shader(kernel_file, {{"LOCAL_SIZE", std::to_string(local_size) + "u"}});
    std::vector<const GLchar*> strings;
    for (const std::string& text : sources.strings) strings.push_back(text.c_str());

    const GLuint shader = glCreateShader(GL_COMPUTE_SHADER);
    glShaderSource(shader, static_cast<GLsizei>(strings.size()), strings.data(), nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (compiled != GL_TRUE) {
        const std::string log = map_compile_log(shader_log(shader), sources.source_names);
        glDeleteShader(shader);
        throw GpuError("kernel " + kernel_file + " failed to compile:\n" + log);
    }
    m_id = glCreateProgram();
    glAttachShader(m_id, shader);
    glLinkProgram(m_id);
    glDeleteShader(shader);
    GLint linked = GL_FALSE;
    glGetProgramiv(m_id, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) {
        const std::string log = map_compile_log(program_log(m_id), sources.source_names);
        glDeleteProgram(m_id);
        m_id = 0;
        throw GpuError("kernel " + kernel_file + " failed to link:\n" + log);
    }
}

ComputeProgram::~ComputeProgram() {
    if (m_id != 0) glDeleteProgram(m_id);
}

const ComputeProgram& ProgramCache::get(algo::KernelId kernel, uint32_t local_size) {
    auto& slot = m_programs[{kernel, local_size}];
    if (!slot) {
        slot = std::make_unique<ComputeProgram>(std::string(algo::kernel_name(kernel)) + ".comp", local_size);
    }
    return *slot;
}

}  // namespace sortscope::gpu
