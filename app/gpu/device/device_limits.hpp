// What the current GL context can do, read once after it is made current: the renderer (printed with
// every number, since llvmpipe numbers are CPU numbers), the compute limits plans are clamped to, and
// the largest buffer a kernel may bind.
#pragma once

#include <cstdint>
#include <string>

#include "algorithms/plan/plan.hpp"

namespace sortscope::gpu {

struct DeviceLimits {
    std::string renderer;  // GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
    std::string version;   // GL_VERSION
    std::string vendor;    // GL_VENDOR
    int major = 0;
    int minor = 0;
    uint32_t max_groups[3] = {};          // GL_MAX_COMPUTE_WORK_GROUP_COUNT
    uint32_t max_local_size_x = 0;        // GL_MAX_COMPUTE_WORK_GROUP_SIZE[0]
    uint32_t max_invocations = 0;         // GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS
    uint32_t max_shared_bytes = 0;        // GL_MAX_COMPUTE_SHARED_MEMORY_SIZE
    uint64_t max_storage_block_bytes = 0; // GL_MAX_SHADER_STORAGE_BLOCK_SIZE
    bool has_timestamp = false;           // GL_TIMESTAMP counts with > 0 bits and sees compute work
    // Subgroup operations in compute shaders (GL_KHR_shader_subgroup): GL_SUBGROUP_SIZE_KHR and the
    // GL_SUBGROUP_SUPPORTED_FEATURES_KHR bits, 0 without the extension or without compute support.
    uint32_t subgroup_size = 0;
    uint32_t subgroup_features = 0;
    bool has_arb_ballot = false;          // GL_ARB_shader_ballot (llvmpipe has it; no kernel uses it)
    // A decoupled look-back is known to be safe here: work groups of one dispatch progress independently.
    bool independent_progress = false;
    std::string timestamp_note;           // why timestamps are not used although they count (else empty)
};

// What the plan builders need of these limits.
algo::DeviceCaps device_caps(const DeviceLimits& limits);

// Reads the limits of the current context. Throws GpuError when it is older than OpenGL 4.3.
DeviceLimits query_device_limits();

}  // namespace sortscope::gpu
