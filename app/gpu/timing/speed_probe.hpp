// The device's rates for the cost model (algo/cost.hpp), measured by a short probe: a rank sort (key
// comparisons per ms) and a copy (global-memory bytes per ms), each grown from a small size until one
// run takes a couple of milliseconds, so the probe costs a few tens of milliseconds on llvmpipe and less
// on a GPU. The time of a whole run (glFinish around a steady clock) includes its dispatch and launch
// overhead, so the rates err low and the estimates long, as a limit wants.
#pragma once

#include "algorithms/costs/cost.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "device/device_limits.hpp"
#include "programs/program.hpp"

namespace sortscope::gpu {

// Throws GpuError when the probe's kernels cannot run.
algo::DeviceSpeed probe_device_speed(ProgramCache& programs, const DeviceLimits& limits);

// `speed` made to fit the algorithm that will run: its own plan (`build(m)` at m keys per array) is
// timed at sizes grown from 4096 keys until one run takes kCalibrationMs at kCalibrationKeys or more (or
// 8 times that sooner: the quadratic sorts; at most n / 2). When it runs slower than `speed` estimates
// (a kernel that computes more than it moves: radix's ranking on llvmpipe runs 16 times slower than the
// copy that gives bytes_per_ms), the rates are scaled by that factor, taken from the two largest sizes'
// difference so that fixed costs do not inflate it, and the time per dispatch raised to what the runs
// left over. Never made faster. A size the builder refuses is skipped; with none timed, `speed` is
// returned as it is.
algo::DeviceSpeed calibrated_speed(ProgramCache& programs, const DeviceLimits& limits, const algo::DeviceSpeed& speed,
                                   algo::FunctionRef<algo::Plan(uint32_t)> build, uint32_t n);
constexpr double kCalibrationMs = 50.0;
constexpr uint32_t kCalibrationKeys = 65536;
constexpr double kCalibrationMargin = 1.3;

// The longest a single dispatch may run in a headless command (a desktop driver's watchdog resets
// the GPU after about 2 s; the estimate may be off several times) and in the app (within a frame).
constexpr double kCommandDispatchBudgetMs = 100.0;
constexpr double kFrameDispatchBudgetMs = 8.0;
// A plan whose longest dispatch is still estimated past this (after the rank sorts' split: an
// odd-even transposition phase or a bitonic pass over billions of keys on a slow device) is refused.
constexpr double kWatchdogMs = 1000.0;

}  // namespace sortscope::gpu
