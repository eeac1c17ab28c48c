// Copies and fills of storage-buffer words by a compute dispatch (see word_writes.hpp).
#include "memory/word_writes.hpp"

#include <algorithm>

#include "device/gl.hpp"
#include "device/gpu_error.hpp"
#include "programs/inline_program.hpp"

namespace sortscope::gpu {

namespace {

// One invocation per word, in a loop over the grid (at most kMaxGroups groups: the GL minimum of a
// dimension), so any buffer takes one dispatch. u_copy: copy from b_from, else write u_value.
constexpr const char* kWordWritesShader = R"(#version 430
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer FromBlock { uint b_from[]; };
layout(std430, binding = 1) writeonly buffer ToBlock { uint b_to[]; };
layout(location = 0) uniform uint u_offset;
layout(location = 1) uniform uint u_words;
layout(location = 2) uniform uint u_copy;
layout(location = 3) uniform uint u_value;
void main() {
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < u_words; i += stride) b_to[u_offset + i] = u_copy != 0u ? b_from[i] : u_value;
}
)";
constexpr uint64_t kGroupSize = 256;
constexpr uint64_t kMaxGroups = 65535;

void write_words(ProgramCache& programs, const StorageBuffer& from, const StorageBuffer& to, uint64_t offset,
                 uint64_t words, bool copy, uint32_t value) {
    if (words == 0) return;
    if (offset + words > UINT32_MAX) throw GpuError("a buffer of more than 2^32 words cannot be written in one dispatch");
    glUseProgram(programs.inline_program(kWordWritesShader, "the shader that writes buffer words").id());
    glUniform1ui(0, static_cast<GLuint>(offset));
    glUniform1ui(1, static_cast<GLuint>(words));
    glUniform1ui(2, copy ? 1u : 0u);
    glUniform1ui(3, value);
    from.bind(0);
    to.bind(1);
    glDispatchCompute(static_cast<GLuint>(std::min(kMaxGroups, (words + kGroupSize - 1) / kGroupSize)), 1, 1);
    // Before the kernels read the words, and before a read-back.
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

}  // namespace

void copy_words(ProgramCache& programs, const StorageBuffer& from, const StorageBuffer& to, uint64_t to_offset, uint64_t words) {
    write_words(programs, from, to, to_offset, words, true, 0);
}

void fill_words(ProgramCache& programs, const StorageBuffer& to, uint64_t offset, uint64_t words, uint32_t value) {
    write_words(programs, to, to, offset, words, false, value);
}

}  // namespace sortscope::gpu
