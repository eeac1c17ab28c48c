// The GL_TIMESTAMP probe (see timestamp_probe.hpp): one dispatch of a shader that only computes, timed
// by a timestamp pair and by the clock around glFinish.
#include "timing/timestamp_probe.hpp"

#include <chrono>
#include <cstdio>

#include "device/gl.hpp"
#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"
#include "programs/inline_program.hpp"

namespace sortscope::gpu {

namespace {

// A few million LCG steps: milliseconds on a CPU renderer, microseconds on a GPU.
constexpr const char* kBusyShader = R"(#version 430
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Sink { uint sink[]; };
void main() {
    uint x = gl_GlobalInvocationID.x;
    for (int k = 0; k < 256; ++k) x = x * 1664525u + 1013904223u;
    sink[gl_GlobalInvocationID.x] = x;
}
)";
constexpr GLuint kGroups = 1024;
constexpr double kJudgeableMs = 1.0;     // a dispatch quicker than this by the clock is not judged
constexpr double kTrustedShare = 0.25;   // the timestamps must see at least this share of the clock's time

}  // namespace

TimestampProbe probe_timestamps() {
    const InlineProgram program(kBusyShader, "the timestamp probe's shader");
    GLuint sink = 0;
    gen_buffers(1, &sink);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, sink);
    glBufferData(GL_SHADER_STORAGE_BUFFER, GLsizeiptr{kGroups} * 64 * 4, nullptr, GL_DYNAMIC_COPY);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, sink);
    glUseProgram(program.id());
    glDispatchCompute(kGroups, 1, 1);  // the first dispatch pays for compiling the shader for the device
    glFinish();

    GLuint queries[2] = {};
    gen_queries(2, queries);
    const auto clock_start = std::chrono::steady_clock::now();
    glQueryCounter(queries[0], GL_TIMESTAMP);
    glDispatchCompute(kGroups, 1, 1);
    glQueryCounter(queries[1], GL_TIMESTAMP);
    glFinish();
    const auto clock_end = std::chrono::steady_clock::now();
    GLuint64 begin_ns = 0;
    GLuint64 end_ns = 0;
    glGetQueryObjectui64v(queries[0], GL_QUERY_RESULT, &begin_ns);
    glGetQueryObjectui64v(queries[1], GL_QUERY_RESULT, &end_ns);
    delete_queries(2, queries);
    glUseProgram(0);
    delete_buffers(1, &sink);
    check_gl("probing GL_TIMESTAMP");

    TimestampProbe probe;
    probe.timestamp_ms = end_ns > begin_ns ? static_cast<double>(end_ns - begin_ns) / 1e6 : 0.0;
    probe.clock_ms = std::chrono::duration<double, std::milli>(clock_end - clock_start).count();
    if (probe.clock_ms >= kJudgeableMs && probe.timestamp_ms < kTrustedShare * probe.clock_ms) {
        probe.trusted = false;
        char text[200];
        std::snprintf(text, sizeof text,
                      "GL_TIMESTAMP did not see compute work here (a dispatch of %.1f ms by the clock read %.2f ms)",
                      probe.clock_ms, probe.timestamp_ms);
        probe.note = text;
    }
    return probe;
}

}  // namespace sortscope::gpu
