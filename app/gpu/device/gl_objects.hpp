// Every GL object Sortscope makes and frees goes through these calls, which count them, so that a test
// can run thousands of plans and check that as many buffers, programs, shaders and queries were
// deleted as were created (the soak test). The counts are process-wide and not atomic: like every GL
// call, these are made and read on the one thread that holds the GL context (worker threads make none).
#pragma once

#include <cstdint>

#include "device/gl.hpp"

namespace sortscope::gpu {

struct GlObjectCounts {
    uint64_t buffers_created = 0, buffers_deleted = 0;
    uint64_t programs_created = 0, programs_deleted = 0;
    uint64_t shaders_created = 0, shaders_deleted = 0;
    uint64_t queries_created = 0, queries_deleted = 0;
    uint64_t memory_objects_created = 0, memory_objects_deleted = 0;  // GL_EXT_memory_object (vulkan_memory.hpp)

    uint64_t buffers_alive() const { return buffers_created - buffers_deleted; }
    uint64_t programs_alive() const { return programs_created - programs_deleted; }
    uint64_t shaders_alive() const { return shaders_created - shaders_deleted; }
    uint64_t queries_alive() const { return queries_created - queries_deleted; }
    uint64_t memory_objects_alive() const { return memory_objects_created - memory_objects_deleted; }
};

// A copy of the counts so far.
GlObjectCounts gl_object_counts();

// The GL calls, counted. Deleting the name 0 is allowed and not counted, as GL ignores it.
void gen_buffers(GLsizei count, GLuint* ids);
void delete_buffers(GLsizei count, const GLuint* ids);
GLuint create_program();
void delete_program(GLuint id);
GLuint create_shader(GLenum type);
void delete_shader(GLuint id);
void gen_queries(GLsizei count, GLuint* ids);
void delete_queries(GLsizei count, const GLuint* ids);
GLuint create_memory_object();
void delete_memory_object(GLuint id);

}  // namespace sortscope::gpu
