// Whether GL_TIMESTAMP queries see compute work on this context. Under Xvfb (GLX), llvmpipe answered
// timestamp pairs of about 0.2 ms around a copy that took 30 ms by the clock: its timestamps did not wait
// for compute dispatches. The probe times one busy dispatch both ways and trusts the timestamps only when
// they see most of the clock's time; a GPU whose dispatch is too quick to judge keeps its timestamps.
#pragma once

#include <string>

namespace sortscope::gpu {

struct TimestampProbe {
    bool trusted = true;
    double timestamp_ms = 0.0;  // the busy dispatch by a GL_TIMESTAMP pair
    double clock_ms = 0.0;      // the same by glFinish + steady_clock
    std::string note;           // why the timestamps are not used, when they are not
};

// Runs the probe on the current context (needs GL_TIMESTAMP counter bits > 0). Throws GpuError when the
// probe's shader does not build.
TimestampProbe probe_timestamps();

}  // namespace sortscope::gpu
