// Counted GL object calls (see gl_objects.hpp).
#include "gl_objects.hpp"

#include <atomic>

namespace sortscope::gpu {

namespace {

struct Counters {
    std::atomic<uint64_t> buffers_created{0}, buffers_deleted{0};
    std::atomic<uint64_t> programs_created{0}, programs_deleted{0};
    std::atomic<uint64_t> shaders_created{0}, shaders_deleted{0};
    std::atomic<uint64_t> queries_created{0}, queries_deleted{0};
};

Counters& counters() {
    static Counters instance;
    return instance;
}

uint64_t nonzero(GLsizei count, const GLuint* ids) {
    uint64_t names = 0;
    for (GLsizei i = 0; i < count; ++i) names += ids[i] != 0 ? 1 : 0;
    return names;
}

}  // namespace

GlObjectCounts gl_object_counts() {
    const Counters& c = counters();
    GlObjectCounts counts;
    counts.buffers_created = c.buffers_created;
    counts.buffers_deleted = c.buffers_deleted;
    counts.programs_created = c.programs_created;
    counts.programs_deleted = c.programs_deleted;
    counts.shaders_created = c.shaders_created;
    counts.shaders_deleted = c.shaders_deleted;
    counts.queries_created = c.queries_created;
    counts.queries_deleted = c.queries_deleted;
    return counts;
}

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

}  // namespace sortscope::gpu
