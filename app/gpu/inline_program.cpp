// Compute programs from GLSL in the C++ source (see inline_program.hpp).
#include "inline_program.hpp"

#include "gl.hpp"
#include "gl_objects.hpp"
#include "gpu_error.hpp"

namespace sortscope::gpu {

InlineProgram::InlineProgram(const char* source, const std::string& what) {
    const GLuint shader = create_shader(GL_COMPUTE_SHADER);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    m_id = create_program();
    glAttachShader(m_id, shader);
    glLinkProgram(m_id);
    delete_shader(shader);
    GLint linked = GL_FALSE;
    glGetProgramiv(m_id, GL_LINK_STATUS, &linked);
    if (compiled != GL_TRUE || linked != GL_TRUE) {
        delete_program(m_id);
        m_id = 0;
        throw GpuError(what + " did not build");
    }
}

InlineProgram::~InlineProgram() {
    if (m_id != 0) delete_program(m_id);
}

}  // namespace sortscope::gpu
