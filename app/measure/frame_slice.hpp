// A frame's share of GPU work done on the GL thread, for everything that runs plans while the app keeps
// drawing (the measuring engine under the race and the profile, a replay after a jump): about
// kFrameSliceMs of it per frame, half of a 60 Hz frame, the rest left for drawing; and for queued work,
// dispatches worth about that much GPU time at the speed measured so far, so a GPU's queue stays short.
// run_until_deadline and run_frame_slice are the loop that spends a slice, shared by all of them.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <string>

#include "device/gpu_error.hpp"

namespace sortscope::measure {

constexpr int kFrameSliceMs = 8;

// Dispatches to issue this frame: kFirstDispatches until a run has been timed (ms_per_dispatch 0), then
// kFrameSliceMs worth of them, at least 1 and at most kMaxDispatches.
inline size_t dispatches_for_frame_slice(double ms_per_dispatch) {
    constexpr size_t kFirstDispatches = 64;
    constexpr size_t kMaxDispatches = 4096;
    if (ms_per_dispatch <= 0.0) return kFirstDispatches;
    const double share = static_cast<double>(kFrameSliceMs) / ms_per_dispatch;
    return static_cast<size_t>(std::clamp(share, 1.0, static_cast<double>(kMaxDispatches)));
}

// The end of this frame's slice, from now.
inline std::chrono::steady_clock::time_point frame_slice_deadline() {
    return std::chrono::steady_clock::now() + std::chrono::milliseconds(kFrameSliceMs);
}

// Calls `step` until it returns false (nothing more to do this frame) or `deadline` has passed; the
// first step is always taken. Returns nothing: the caller's state says what was done.
template <class Step>
void run_until_deadline(Step&& step, std::chrono::steady_clock::time_point deadline) {
    while (step() && std::chrono::steady_clock::now() < deadline) {
    }
}

// An engine's slice: steps until `deadline` (by default kFrameSliceMs from now), as run_until_deadline.
// A gpu::GpuError thrown by a step ends the slice, and its message goes to `fail`, which is the engine's
// own way to stop and show the error.
template <class Step, class Fail>
void run_frame_slice(Step&& step, Fail&& fail, std::chrono::steady_clock::time_point deadline = frame_slice_deadline()) {
    try {
        run_until_deadline(step, deadline);
    } catch (const gpu::GpuError& error) {
        fail(std::string(error.what()));
    }
}

}  // namespace sortscope::measure
