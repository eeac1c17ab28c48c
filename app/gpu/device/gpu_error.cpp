// glGetError to GpuError: out-of-memory gets its own message because it is the one a user can fix.
#include "device/gpu_error.hpp"

#include <cstdio>

#include "device/gl.hpp"

namespace sortscope::gpu {

void check_gl(const std::string& what) {
    const GLenum first = glGetError();
    if (first == GL_NO_ERROR) return;
    clear_gl_errors();
    if (first == GL_OUT_OF_MEMORY) throw GpuError("out of GPU memory: " + what);
    char code[32];
    std::snprintf(code, sizeof code, "0x%04X", first);
    throw GpuError(std::string("OpenGL error ") + code + " in " + what);
}

void clear_gl_errors() {
    while (glGetError() != GL_NO_ERROR) {
    }
}

std::string mib_text(uint64_t bytes) { return std::to_string((bytes + (uint64_t{1} << 20) - 1) >> 20) + " MiB"; }

}  // namespace sortscope::gpu
