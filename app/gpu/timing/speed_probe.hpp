// The device's rates for the cost model (algo/cost.hpp), measured by a short probe: a rank sort (key
// comparisons per ms) and a copy (global-memory bytes per ms), each grown from a small size until one
// run takes a couple of milliseconds, so the probe costs a few tens of milliseconds on llvmpipe and less
// on a GPU. The time of a whole run (glFinish around a steady clock) includes its dispatch and launch
// overhead, so the rates err low and the estimates long, as a limit wants.
#pragma once

#include "algorithms/costs/cost.hpp"
#include "device/device_limits.hpp"
#include "programs/program.hpp"

namespace sortscope::gpu {

// Throws GpuError when the probe's kernels cannot run.
algo::DeviceSpeed probe_device_speed(ProgramCache& programs, const DeviceLimits& limits);

// The longest a single dispatch may run in a headless command (a desktop driver's watchdog resets
// the GPU after about 2 s; the estimate may be off several times) and in the app (within a frame).
constexpr double kCommandDispatchBudgetMs = 100.0;
constexpr double kFrameDispatchBudgetMs = 8.0;
// A plan whose longest dispatch is still estimated past this (after the rank sorts' split: an
// odd-even transposition phase or a bitonic pass over billions of keys on a slow device) is refused.
constexpr double kWatchdogMs = 1000.0;

}  // namespace sortscope::gpu
