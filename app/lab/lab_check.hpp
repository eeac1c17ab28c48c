// The kernel lab's check on the GPU: a student's kernel compiled in place of the project's (through the
// same shader assembly) with the lab's guards put in (algorithms/lab/kernel_guards.hpp: loops that count
// their rounds, writes that check their index, read back from a guard block after every dispatch), each
// case of the exercise run a dispatch at a time in lock-step with the CPU reference, in buffers of its
// own with guard zones around them, each dispatch waited for with a deadline. Stops at the first case that fails; the report (algorithms/lab/lab_report.hpp) names the
// first dispatch that differs. check_process.hpp runs this in a child process, bounded in time and
// memory, which survives a kernel that never ends on a driver that cannot be interrupted.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

#include "algorithms/lab/exercises.hpp"
#include "algorithms/lab/lab_report.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "device/device_limits.hpp"

namespace sortscope::lab {

// A student's kernel: its text, and the path it was read from (compiler messages and reports name it).
struct StudentKernel {
    std::string text;
    std::string path;
};

struct LabLimits {
    // The longest one dispatch may take (the check's sizes take microseconds on any device).
    std::chrono::milliseconds dispatch_time{2000};
    // Words of the guard zones around every buffer of a run (rounded up to the binding alignment).
    uint32_t guard_words = 64;
    // The bounds of the check's process (check_process.hpp): the most memory it may hold (its heap and
    // private mappings, RLIMIT_DATA), and the longest making the context and compiling may take.
    uint64_t memory_mb = 1024;
    std::chrono::seconds setup_time{60};
};

// "dispatch 3 did not finish within 2 s: an endless loop?": the one wording of a timeout.
std::string timeout_message(size_t dispatch, const LabLimits& limits);

// Told as each dispatch starts and ends (the watchdog's heartbeat).
using LabProgress = algo::FunctionRef<void(size_t case_index, size_t dispatch, bool started)>;

// Runs the check on the current GL context (whose limits are `limits`). Throws gpu::GpuError for a
// failure that is not the kernel's (no memory, a plan the device cannot run).
algo::LabReport run_lab_check(const gpu::DeviceLimits& device, const algo::Exercise& exercise,
                              const StudentKernel& kernel, const LabLimits& limits, LabProgress progress);

}  // namespace sortscope::lab
