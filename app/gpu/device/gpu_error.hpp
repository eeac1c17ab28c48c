// The error type of the GPU layer: a message a user can act on ("no OpenGL 4.3 context", "out of GPU
// memory allocating 512 MiB for keys"). The CLI turns it into exit code 1.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace sortscope::gpu {

class GpuError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Throws GpuError naming `what` if GL reported an error since the last check.
void check_gl(const std::string& what);

// Drops every error GL has queued, so that the next glGetError speaks of what follows only.
void clear_gl_errors();

// `bytes` in whole MiB, rounded up, for messages: "512 MiB".
std::string mib_text(uint64_t bytes);

}  // namespace sortscope::gpu
