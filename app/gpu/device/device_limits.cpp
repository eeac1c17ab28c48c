// Reads the compute limits of the current context and refuses contexts older than OpenGL 4.3.
#include "device/device_limits.hpp"

#include <algorithm>

#include "device/gl.hpp"
#include "device/gpu_error.hpp"
#include "timing/timestamp_probe.hpp"

namespace sortscope::gpu {

namespace {

// GL_KHR_shader_subgroup's enums and feature bits (not every libepoxy names them).
constexpr GLenum kSubgroupSize = 0x9532;
constexpr GLenum kSubgroupSupportedStages = 0x9533;
constexpr GLenum kSubgroupSupportedFeatures = 0x9534;
constexpr uint32_t kComputeStageBit = 0x20;  // GL_COMPUTE_SHADER_BIT
constexpr uint32_t kFeatureBasic = 0x1;
constexpr uint32_t kFeatureArithmetic = 0x4;
constexpr uint32_t kFeatureBallot = 0x8;
constexpr uint32_t kFeatureShuffle = 0x10;
constexpr uint32_t kFeaturePartitionedNV = 0x100;

std::string gl_string(GLenum name) {
    const auto* text = reinterpret_cast<const char*>(glGetString(name));
    return text != nullptr ? text : "";
}

uint32_t indexed_limit(GLenum name, GLuint index) {
    GLint value = 0;
    glGetIntegeri_v(name, index, &value);
    return value > 0 ? static_cast<uint32_t>(value) : 0u;
}

uint32_t limit(GLenum name) {
    GLint value = 0;
    glGetIntegerv(name, &value);
    return value > 0 ? static_cast<uint32_t>(value) : 0u;
}

}  // namespace

algo::DeviceCaps device_caps(const DeviceLimits& limits) {
    algo::DeviceCaps caps;
    caps.max_shared_bytes = limits.max_shared_bytes;
    caps.max_invocations = std::min(limits.max_invocations, limits.max_local_size_x);
    const uint32_t ballot = kFeatureBasic | kFeatureArithmetic | kFeatureBallot | kFeatureShuffle;
    if ((limits.subgroup_features & ballot) == ballot) {
        caps.ranking = (limits.subgroup_features & kFeaturePartitionedNV) != 0 ? algo::SubgroupRanking::Match
                                                                                : algo::SubgroupRanking::Ballot;
        caps.subgroup_size = limits.subgroup_size;
    }
    if ((limits.subgroup_features & (kFeatureBasic | kFeatureShuffle)) == (kFeatureBasic | kFeatureShuffle)) {
        caps.shuffle_size = limits.subgroup_size;
    }
    caps.independent_progress = limits.independent_progress;
    return caps;
}

DeviceLimits query_device_limits() {
    DeviceLimits limits;
    limits.renderer = gl_string(GL_RENDERER);
    limits.version = gl_string(GL_VERSION);
    limits.vendor = gl_string(GL_VENDOR);
    glGetIntegerv(GL_MAJOR_VERSION, &limits.major);
    glGetIntegerv(GL_MINOR_VERSION, &limits.minor);
    if (limits.major < 4 || (limits.major == 4 && limits.minor < 3)) {
        throw GpuError("OpenGL 4.3 with compute shaders is needed, but the context is " + limits.version +
                       " on " + limits.renderer);
    }
    for (GLuint axis = 0; axis < 3; ++axis) {
        limits.max_groups[axis] = indexed_limit(GL_MAX_COMPUTE_WORK_GROUP_COUNT, axis);
    }
    limits.max_local_size_x = indexed_limit(GL_MAX_COMPUTE_WORK_GROUP_SIZE, 0);
    limits.max_invocations = limit(GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS);
    limits.max_shared_bytes = limit(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE);
    GLint64 block_bytes = 0;
    glGetInteger64v(GL_MAX_SHADER_STORAGE_BLOCK_SIZE, &block_bytes);
    limits.max_storage_block_bytes = block_bytes > 0 ? static_cast<uint64_t>(block_bytes) : 0u;
    GLint timestamp_bits = 0;
    glGetQueryiv(GL_TIMESTAMP, GL_QUERY_COUNTER_BITS, &timestamp_bits);
    limits.has_timestamp = timestamp_bits > 0;
    if (epoxy_has_gl_extension("GL_KHR_shader_subgroup")) {
        const uint32_t stages = limit(kSubgroupSupportedStages);
        if ((stages & kComputeStageBit) != 0) {
            limits.subgroup_size = limit(kSubgroupSize);
            limits.subgroup_features = limit(kSubgroupSupportedFeatures);
        }
    }
    limits.has_arb_ballot = epoxy_has_gl_extension("GL_ARB_shader_ballot");
    // The drivers known to run the work groups of a dispatch independently, as a decoupled look-back
    // needs: NVIDIA's (CUB's decoupled look-back relies on it on every NVIDIA GPU since Kepler). Mesa's llvmpipe
    // runs groups as coroutines on a few threads and is the classic place where such a wait spins.
    limits.independent_progress = limits.vendor.find("NVIDIA") != std::string::npos;
    check_gl("reading device limits");
    if (limits.has_timestamp) {
        const TimestampProbe probe = probe_timestamps();
        limits.has_timestamp = probe.trusted;
        limits.timestamp_note = probe.note;
    }
    return limits;
}

}  // namespace sortscope::gpu
