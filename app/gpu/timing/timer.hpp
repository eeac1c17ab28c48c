// Times GPU work between start() and stop_ms(): a pair of GL_TIMESTAMP queries where the driver counts
// them, else glFinish around a steady clock. method() says which, so a number always carries how it
// was taken. (On llvmpipe GL_TIME_ELAPSED reads 0 for compute work, so it is not used.)
#pragma once

namespace sortscope::gpu {

class GpuTimer {
public:
    explicit GpuTimer(bool use_timestamps);
    ~GpuTimer();
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    void start();
    double stop_ms();  // waits for the GPU; milliseconds between start() and this call
    const char* method() const { return method_name(m_timestamps); }
    // "GL_TIMESTAMP" or "glFinish + steady_clock": how a timer of this kind times.
    static const char* method_name(bool use_timestamps);
    bool uses_timestamps() const { return m_timestamps; }

private:
    bool m_timestamps;
    unsigned m_queries[2] = {};
    double m_wall_start_ms = 0.0;
};

}  // namespace sortscope::gpu
