// The app's own frame times, for measuring it on a real GPU (docs/performance.md, "The app on the
// H100"): the interval from one frame's start to the next (the frame's work, the GPU's steps it waited
// for and the buffer swap) and the step on screen, one row per frame. Off unless the environment names
// a file (SORTSCOPE_FRAME_TIMES=FILE): the app then writes the rows as CSV at exit, with a summary line
// on stdout. No window and no ImGui: a test feeds it times.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace sortscope::ui {

struct FrameTime {
    double ms = 0.0;       // from this frame's start to the next one's
    size_t step = 0;       // the session's cursor when the frame started
    bool playing = false;  // whether the player was playing
};

struct FrameTimeSummary {
    size_t frames = 0;
    double median_ms = 0.0;
    double p99_ms = 0.0;
    double max_ms = 0.0;
    size_t over_16ms = 0;      // frames slower than a 60 Hz display's refresh
    double frames_per_second = 0.0;  // frames over their summed time
};

class FrameTimes {
public:
    // Starts a frame at `now_ms` (any steady clock in milliseconds); the previous frame ends here.
    void frame_started(double now_ms, size_t step, bool playing);
    // Ends the running frame at `now_ms` without starting another (before a screenshot is written, or at
    // exit); a second call does nothing.
    void frame_ended(double now_ms);
    const std::vector<FrameTime>& frames() const { return m_frames; }
    FrameTimeSummary summary() const;
    // Writes "frame,ms,step,playing" rows. Throws std::runtime_error naming the file if it cannot.
    void write_csv(const std::string& path) const;

private:
    std::vector<FrameTime> m_frames;  // ended frames
    bool m_started = false;
    double m_start_ms = 0.0;
    FrameTime m_current;
};

// "frame times: 300 frames, median 3.91 ms, 99th percentile 5.02 ms, slowest 6.10 ms, 0 over 16 ms, 255 per second"
std::string summary_line(const FrameTimeSummary& summary);

}  // namespace sortscope::ui
