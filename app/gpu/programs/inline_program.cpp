// Compute programs from GLSL in the C++ source (see inline_program.hpp).
#include "programs/inline_program.hpp"

#include "device/gl.hpp"
#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"

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

ProgramBuild build_compute_program(const std::vector<const char*>& strings) {
    const GLuint shader = create_shader(GL_COMPUTE_SHADER);
    glShaderSource(shader, static_cast<GLsizei>(strings.size()), strings.data(), nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (compiled != GL_TRUE) {
        ProgramBuild failed{0, false, shader_log(shader)};
        delete_shader(shader);
        return failed;
    }
    const GLuint program = create_program();
    glAttachShader(program, shader);
    glLinkProgram(program);
    delete_shader(shader);
    GLint linked = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) {
        ProgramBuild failed{0, true, program_log(program)};
        delete_program(program);
        return failed;
    }
    return {program, true, {}};
}

InlineProgram::InlineProgram(const char* source, const std::string& what) {
    const ProgramBuild built = build_compute_program({source});
    if (built.program == 0) throw GpuError(what + " did not build:\n" + built.log);
    m_id = built.program;
}

InlineProgram::~InlineProgram() {
    if (m_id != 0) delete_program(m_id);
}

}  // namespace sortscope::gpu
