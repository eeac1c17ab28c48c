// glGetError to GpuError: out-of-memory gets its own message because it is the one a user can fix.
#include "device/gpu_error.hpp"

#include <cstdio>

#include "device/gl.hpp"

namespace sortscope::gpu {

void check_gl(const std::string& what) {
    const GLenum first = glGetError();
    if (first == GL_NO_ERROR) return;
    while (glGetError() != GL_NO_ERROR) {
    }
    if (first == GL_OUT_OF_MEMORY) throw GpuError("out of GPU memory: " + what);
    char code[32];
    std::snprintf(code, sizeof code, "0x%04X", first);
    throw GpuError(std::string("OpenGL error ") + code + " in " + what);
}

}  // namespace sortscope::gpu
