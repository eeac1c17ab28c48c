// The race for a lecture: its sizes chosen from the device's speed (the cost model's probe,
// algorithms/costs/cost.hpp) so that the whole race takes about half a minute, on a GPU or on a CPU
// renderer alike. The estimate follows the measuring engine's rules: each algorithm at each size is
// checked once, warmed up (at least one run and 250 ms of GPU work) and timed `reps` times, next to
// std::sort and std::stable_sort of the same keys.
#pragma once

#include <cstdint>

#include "algorithms/costs/cost.hpp"
#include "core/race/race_engine.hpp"

namespace sortscope::ui {

// About how long a lecture's race may take.
constexpr double kLectureRaceMs = 30000.0;

// The share of the time the race's GPU work gets in the app: it runs kFrameSliceMs (8 ms) of each
// frame, and the frame is drawn in the rest. About half with a GPU's 60 Hz frames; on a CPU renderer,
// where the renderer draws the frame on the same cores (40-50 ms a frame on a laptop), much less.
constexpr double kGpuRaceShare = 0.5;
constexpr double kCpuRendererRaceShare = 0.15;

// The estimated time of the race `settings` describe on a device of `speed`, in ms: its GPU work
// (the cost model's estimate of every run) over `gpu_share` of the time, plus the CPU's sorts.
double estimate_race_ms(const RaceSettings& settings, const algo::DeviceSpeed& speed, double gpu_share = 1.0);

// `settings` with the largest last size (from first_log2n up to `max_log2n`) whose race is estimated
// within `target_ms`; first_log2n alone when even that is over.
RaceSettings lecture_race(RaceSettings settings, const algo::DeviceSpeed& speed, uint32_t max_log2n, double gpu_share,
                          double target_ms = kLectureRaceMs);

}  // namespace sortscope::ui
