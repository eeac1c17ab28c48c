// Timing plans on the GPU for benchmarks (sortscope-cli bench, the GUI's race panel): one timed run of a
// loaded plan, and the copy bandwidth of the card, which bounds every sort (algo/traffic.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "device_limits.hpp"
#include "program.hpp"
#include "runner.hpp"
#include "timer.hpp"

namespace sortscope::gpu {

// One timed run of the plan loaded in `runner`: restart() uploads the keys (and values) and clears the
// other buffers, untimed; then the timer brackets the dispatches only (run_to_end). Milliseconds.
double time_plan_run(Runner& runner, GpuTimer& timer, std::span<const uint32_t> keys,
                     std::span<const uint32_t> values = {});

// The milliseconds of each dispatch of one ordinary run (the keys are uploaded again first, untimed):
// a gpu::TimedRun issued whole, so the dispatches run back to back as in a timed run, each between its
// own GL_TIMESTAMP pair, read at the end; where the timestamps do not see compute work, each dispatch
// alone with glFinish around it. For per-kernel bandwidth: a dispatch's bytes over its time.
std::vector<double> time_each_dispatch(Runner& runner, GpuTimer& timer, std::span<const uint32_t> keys,
                                       std::span<const uint32_t> values = {});

// Warm-up before timed runs: at least one run, and runs until the GPU has worked this long. On the H100
// one warm-up run was not enough: after an idle spell (std::sort running on the CPU) the first runs of a
// size were up to 2.8 times slower for about 100 ms of GPU work, then settled.
constexpr double kWarmUpMs = 250.0;

// Runs `run` (which returns the milliseconds it timed) until kWarmUpMs have passed, at least once.
template <class Run>
void warm_up(Run&& run) {
    double spent = 0.0;
    int runs = 0;
    while (runs < 1 || (spent < kWarmUpMs && runs < 10000)) {
        spent += run();
        ++runs;
    }
}

constexpr uint64_t kCopyBandwidthBytes = uint64_t{256} << 20;  // the default size of the measurement
// The app's copy measurement (race and profile): large enough for a GPU's DRAM, short enough for a frame.
constexpr uint64_t kAppCopyBandwidthBytes = uint64_t{64} << 20;

// The bytes a copy measurement of `bytes` moves on this device: within its largest storage block (when
// known), a whole number of 16-byte vectors (at least one), at most 2^32 - 1 words.
uint64_t copy_bytes_within(const DeviceLimits& limits, uint64_t bytes);

struct CopyBandwidth {
    uint64_t bytes = 0;            // the buffer copied: read once and written once per run
    std::vector<double> times_ms;  // the timed runs (after one check run and one warm-up)
    double median_ms = 0.0;
    double min_ms = 0.0;
    double gb_per_s = 0.0;         // 2 * bytes / median (10^9 bytes per second, read + written)
    uint64_t gpu_bytes = 0;        // buffers allocated for it
    uint32_t dispatches = 0;
    std::string timer;             // GpuTimer::method()
};

// The words the copy measurement copies: a recognisable pattern (a multiplicative hash of the index), so
// a copy that misplaces words fails its check. The profile view copies them too.
std::vector<uint32_t> copy_pattern(uint64_t words);

// Copies a buffer of `bytes` (rounded down to whole 16 bytes; at least 16) with shaders/copy.comp and
// times `reps` runs after one checked run and the warm-up (warm_up). When the device's largest storage
// buffer is smaller, that size is used; when allocating fails (out of GPU memory), half the size is
// tried, down to 1 MiB. Throws GpuError when even that fails or the copy comes back wrong.
CopyBandwidth measure_copy_bandwidth(ProgramCache& programs, const DeviceLimits& limits,
                                     uint64_t bytes = kCopyBandwidthBytes, uint32_t reps = 5);

}  // namespace sortscope::gpu
