// Counted GL object calls (see gl_objects.hpp).
#include "device/gl_objects.hpp"

namespace sortscope::gpu {

namespace {

// GL calls are made on the GL thread only (the app's worker threads make none), so plain integers do.
GlObjectCounts& counters() {
    static GlObjectCounts instance;
    return instance;
}

uint64_t nonzero(GLsizei count, const GLuint* ids) {
    uint64_t names = 0;
    for (GLsizei i = 0; i < count; ++i) names += ids[i] != 0 ? 1 : 0;
    return names;
}

}  // namespace

GlObjectCounts gl_object_counts() { return counters(); }

void gen_buffers(GLsizei count, GLuint* ids) {
    glGenBuffers(count, ids);
    counters().buffers_created += nonzero(count, ids);
}

void delete_buffers(GLsizei count, const GLuint* ids) {
    counters().buffers_deleted += nonzero(count, ids);
    glDeleteBuffers(count, ids);
}

GLuint create_program() {
    const GLuint id = glCreateProgram();
    if (id != 0) ++counters().programs_created;
    return id;
}

void delete_program(GLuint id) {
    if (id != 0) ++counters().programs_deleted;
    glDeleteProgram(id);
}

GLuint create_shader(GLenum type) {
    const GLuint id = glCreateShader(type);
    if (id != 0) ++counters().shaders_created;
    return id;
}

void delete_shader(GLuint id) {
    if (id != 0) ++counters().shaders_deleted;
    glDeleteShader(id);
}

void gen_queries(GLsizei count, GLuint* ids) {
    glGenQueries(count, ids);
    counters().queries_created += nonzero(count, ids);
}

void delete_queries(GLsizei count, const GLuint* ids) {
    counters().queries_deleted += nonzero(count, ids);
    glDeleteQueries(count, ids);
}

GLuint create_memory_object() {
    GLuint id = 0;
    glCreateMemoryObjectsEXT(1, &id);
    if (id != 0) ++counters().memory_objects_created;
    return id;
}

void delete_memory_object(GLuint id) {
    if (id == 0) return;
    ++counters().memory_objects_deleted;
    glDeleteMemoryObjectsEXT(1, &id);
}

}  // namespace sortscope::gpu
