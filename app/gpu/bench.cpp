// Timed runs and the copy-bandwidth measurement (see bench.hpp).
#include "bench.hpp"

#include "dispatch_timing.hpp"
#include "gl.hpp"
#include "gl_objects.hpp"

#include <algorithm>

#include "algorithms/costs/timing.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "gpu_error.hpp"

namespace sortscope::gpu {

namespace {

constexpr uint64_t kMinCopyBytes = uint64_t{1} << 20;

}  // namespace

std::vector<uint32_t> copy_pattern(uint64_t words) {
    std::vector<uint32_t> input(words);
    for (uint64_t i = 0; i < words; ++i) input[i] = static_cast<uint32_t>(i * 2654435761u) ^ 0x5bd1e995u;
    return input;
}

double time_plan_run(Runner& runner, GpuTimer& timer, std::span<const uint32_t> keys,
                     std::span<const uint32_t> values) {
    runner.restart(keys, values);
    // The uploads must be done before the clock starts: on NVIDIA a large glBufferSubData was still
    // copying after the start timestamp, and the run's time included most of it.
    runner.finish_uploads();
    timer.start();
    runner.run_to_end();
    return timer.stop_ms();
}

uint64_t copy_bytes_within(const DeviceLimits& limits, uint64_t bytes) {
    if (limits.max_storage_block_bytes != 0) bytes = std::min(bytes, limits.max_storage_block_bytes);
    bytes = std::max<uint64_t>(16, bytes / 16 * 16);
    return std::min<uint64_t>(bytes, uint64_t{UINT32_MAX} * 4 / 16 * 16);  // at most 2^32 - 1 words
}

CopyBandwidth measure_copy_bandwidth(ProgramCache& programs, const DeviceLimits& limits, uint64_t bytes,
                                     uint32_t reps) {
    reps = std::max(1u, reps);
    bytes = copy_bytes_within(limits, bytes);
    Runner runner(programs, limits);
    for (;;) {
        const algo::Plan plan = algo::build_copy_plan(bytes / 4);
        // Compile first, so that a failure below is about the buffers and worth retrying smaller.
        for (const algo::Step& step : plan.steps) programs.get(program_key(plan, step));
        const std::vector<uint32_t> input = copy_pattern(bytes / 4);
        try {
            runner.load(plan, input);
        } catch (const GpuError&) {
            if (bytes / 2 < kMinCopyBytes) throw;
            bytes = bytes / 2 / 16 * 16;
            continue;
        }
        runner.run_to_end();
        std::vector<uint32_t> copied(input.size());
        runner.buffer(algo::BufferId::KeysAlt).download(copied);
        const auto wrong = std::mismatch(copied.begin(), copied.end(), input.begin());
        if (wrong.first != copied.end()) {
            throw GpuError("the copy kernel wrote a wrong word at index " +
                           std::to_string(wrong.first - copied.begin()) + " of " + std::to_string(copied.size()));
        }

        CopyBandwidth result;
        result.bytes = bytes;
        result.gpu_bytes = runner.allocated_bytes();
        result.dispatches = static_cast<uint32_t>(plan.steps.size());
        GpuTimer timer(limits.has_timestamp);
        result.timer = timer.method();
        // The copy leaves its input as it was, so the runs only rewind: nothing is uploaded again.
        auto timed_run = [&] {
            runner.rewind();
            timer.start();
            runner.run_to_end();
            return timer.stop_ms();
        };
        warm_up(timed_run);
        for (uint32_t run = 0; run < reps; ++run) result.times_ms.push_back(timed_run());
        const algo::TimingSummary summary = algo::summarize(result.times_ms);
        result.median_ms = summary.median_ms;
        result.min_ms = summary.min_ms;
        result.gb_per_s = result.median_ms > 0.0 ? 2.0 * static_cast<double>(bytes) / (result.median_ms * 1e6) : 0.0;
        return result;
    }
}

std::vector<double> time_each_dispatch(Runner& runner, GpuTimer& timer, std::span<const uint32_t> keys,
                                       std::span<const uint32_t> values) {
    runner.restart(keys, values);
    runner.finish_uploads();  // see time_plan_run
    TimedRun run(runner, timer.uses_timestamps());
    run.issue(runner.step_count());  // back to back, as in a timed run
    return run.times_ms();
}

}  // namespace sortscope::gpu
