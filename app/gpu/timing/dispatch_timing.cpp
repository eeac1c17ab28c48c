// Per-dispatch timing of one run, issued in slices (see dispatch_timing.hpp).
#include "timing/dispatch_timing.hpp"

#include <chrono>

#include "device/gl.hpp"
#include "device/gl_objects.hpp"

namespace sortscope::gpu {

TimedRun::TimedRun(Runner& runner, bool timestamps)
    : m_runner(runner), m_steps(runner.step_count() - runner.cursor()) {
    if (timestamps && m_steps > 0) {
        m_queries.resize(2 * m_steps);
        gen_queries(static_cast<GLsizei>(m_queries.size()), m_queries.data());
    } else {
        m_clock_ms.reserve(m_steps);
    }
}

TimedRun::~TimedRun() {
    if (!m_queries.empty()) delete_queries(static_cast<GLsizei>(m_queries.size()), m_queries.data());
}

bool TimedRun::all_issued() const { return m_issued >= m_steps; }

size_t TimedRun::issue(size_t max_dispatches) {
    size_t issued = 0;
    while (issued < max_dispatches && !all_issued()) {
        if (m_queries.empty()) {
            glFinish();
            const auto start = std::chrono::steady_clock::now();
            m_runner.step();
            glFinish();
            m_clock_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        } else {
            glQueryCounter(m_queries[2 * m_issued], GL_TIMESTAMP);
            m_runner.step();
            glQueryCounter(m_queries[2 * m_issued + 1], GL_TIMESTAMP);
        }
        ++m_issued;
        ++issued;
    }
    if (issued > 0) glFlush();
    return issued;
}

bool TimedRun::ready() const {
    if (!all_issued()) return false;
    if (m_queries.empty()) return true;
    GLint available = 0;
    glGetQueryObjectiv(m_queries.back(), GL_QUERY_RESULT_AVAILABLE, &available);
    return available != 0;
}

std::vector<double> TimedRun::times_ms() const {
    if (m_queries.empty()) return m_clock_ms;
    std::vector<double> times(m_issued, 0.0);
    for (size_t s = 0; s < m_issued; ++s) {
        GLuint64 begin = 0;
        GLuint64 end = 0;
        // GL_QUERY_RESULT waits until the GPU has passed the counter.
        glGetQueryObjectui64v(m_queries[2 * s], GL_QUERY_RESULT, &begin);
        glGetQueryObjectui64v(m_queries[2 * s + 1], GL_QUERY_RESULT, &end);
        times[s] = end > begin ? static_cast<double>(end - begin) / 1e6 : 0.0;
    }
    return times;
}

}  // namespace sortscope::gpu
