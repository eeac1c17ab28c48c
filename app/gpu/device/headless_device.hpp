// Everything a headless tool needs to run plans: an EGL context made current, its limits, and a program
// cache. Used by sortscope-cli and the GPU tests.
#pragma once

#include <string>

#include "device/device_limits.hpp"
#include "device/headless_context.hpp"
#include "programs/program.hpp"

namespace sortscope::gpu {

struct HeadlessDevice {
    HeadlessContext context;  // first: the others need it current
    DeviceLimits limits;
    ProgramCache programs;

    // Throws GpuError. `robust_access`: see HeadlessContext.
    explicit HeadlessDevice(bool robust_access = false);

    // "llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Core Profile) Mesa 22.3.6, via EGL surfaceless (Mesa)"
    std::string summary() const;
};

}  // namespace sortscope::gpu
