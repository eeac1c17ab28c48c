// GL_TIMESTAMP query pairs, with a glFinish + steady_clock fallback.
#include "timing/timer.hpp"

#include <chrono>

#include "device/gl.hpp"
#include "device/gl_objects.hpp"

namespace sortscope::gpu {

namespace {

double wall_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

GpuTimer::GpuTimer(bool use_timestamps) : m_timestamps(use_timestamps) {
    if (m_timestamps) gen_queries(2, m_queries);
}

GpuTimer::~GpuTimer() {
    if (m_timestamps) delete_queries(2, m_queries);
}

void GpuTimer::start() {
    if (m_timestamps) {
        glQueryCounter(m_queries[0], GL_TIMESTAMP);
    } else {
        glFinish();
        m_wall_start_ms = wall_ms();
    }
}

double GpuTimer::stop_ms() {
    if (!m_timestamps) {
        glFinish();
        return wall_ms() - m_wall_start_ms;
    }
    glQueryCounter(m_queries[1], GL_TIMESTAMP);
    GLuint64 begin_ns = 0;
    GLuint64 end_ns = 0;
    // GL_QUERY_RESULT blocks until the GPU has passed the counter.
    glGetQueryObjectui64v(m_queries[0], GL_QUERY_RESULT, &begin_ns);
    glGetQueryObjectui64v(m_queries[1], GL_QUERY_RESULT, &end_ns);
    return end_ns >= begin_ns ? static_cast<double>(end_ns - begin_ns) / 1e6 : 0.0;
}

const char* GpuTimer::method_name(bool use_timestamps) { return use_timestamps ? "GL_TIMESTAMP" : "glFinish + steady_clock"; }

}  // namespace sortscope::gpu
