// A measurement, not part of Sortscope: how many work groups of a compute program with a given amount of
// shared memory NVIDIA's GL driver keeps resident on one SM at once. Each group of 256 invocations (few
// registers) takes WORDS words of shared memory, counts itself in and out per SM (gl_SMIDNV) and holds the
// SM for a while; the most groups seen at once on each SM is printed. Built against the project's GPU
// layer (HeadlessContext, InlineProgram); see measure2.sh.
#include <epoxy/gl.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/gpu/headless_context.hpp"
#include "app/gpu/inline_program.hpp"

int main() {
    sortscope::gpu::HeadlessContext context;
    GLint max_shared = 0;
    glGetIntegerv(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE, &max_shared);
    std::printf("GL_MAX_COMPUTE_SHARED_MEMORY_SIZE %d\n", max_shared);
    GLuint buffer = 0;
    glGenBuffers(1, &buffer);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
    glBufferData(GL_SHADER_STORAGE_BUFFER, 1024 * 4, nullptr, GL_DYNAMIC_COPY);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, buffer);
    for (const unsigned local : {256u, 1024u}) {
        for (const unsigned kb : {4u, 8u, 12u, 16u, 20u, 24u, 28u, 30u, 31u, 32u, 36u, 40u, 44u, 47u}) {
            const unsigned words = kb * 256;
            const std::string source = "#version 430\n#extension GL_NV_shader_thread_group : require\n"
                                       "layout(local_size_x = " + std::to_string(local) + ") in;\n"
                                       "shared uint s[" + std::to_string(words) + "];\n"
                                       "layout(std430, binding = 0) coherent buffer P { uint p[]; };\n"
                                       "void main() {\n"
                                       "  uint t = gl_LocalInvocationIndex;\n"
                                       "  if (t == 0u) { uint now = atomicAdd(p[gl_SMIDNV], 1u) + 1u; atomicMax(p[256u + gl_SMIDNV], now); }\n"
                                       "  for (uint i = t; i < " + std::to_string(words) + "u; i += " + std::to_string(local) + "u) s[i] = i ^ gl_WorkGroupID.x;\n"
                                       "  barrier();\n"
                                       "  uint acc = t;\n"
                                       "  for (uint k = 0u; k < 4000u; ++k) acc = s[(acc * 7u + k) % " + std::to_string(words) + "u] + acc;\n"
                                       "  barrier();\n"
                                       "  if (t == 0u) atomicAdd(p[gl_SMIDNV], 0xFFFFFFFFu);\n"
                                       "  if (acc == 0x12345u) p[900] = acc;\n"
                                       "}\n";
            sortscope::gpu::InlineProgram program(source.c_str(), "the residency probe");
            std::vector<unsigned> zeros(1024, 0);
            glBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, 1024 * 4, zeros.data());
            glUseProgram(program.id());
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
            glDispatchCompute(132 * 16, 1, 1);
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
            std::vector<unsigned> out(1024);
            glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, 1024 * 4, out.data());
            const auto first = out.begin() + 256;
            const auto last = first + 132;
            std::printf("%4u invocations, %2u KB shared: resident groups per SM min %u max %u\n", local, kb,
                        *std::min_element(first, last), *std::max_element(first, last));
        }
    }
    return 0;
}
