// A frame's share of GPU work done on the GL thread, for everything that runs plans while the app keeps
// drawing (the race, the profile, a replay after a jump): about kFrameSliceMs of it per frame, half of a
// 60 Hz frame, the rest left for drawing; and for queued work, dispatches worth about that much GPU
// time at the speed measured so far, so a GPU's queue stays short.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>

namespace sortscope::ui {

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

}  // namespace sortscope::ui
