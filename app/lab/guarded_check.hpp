// The kernel lab's check in a child process with a watchdog. A student's kernel may never end, and on
// some drivers (Mesa's llvmpipe runs a dispatch to its end inside glDispatchCompute) nothing in GL can
// interrupt it; a process can be killed. The child makes its own GL context, runs run_lab_check and
// reports each dispatch's start and end through a pipe; the parent kills it when a dispatch runs past
// the limit (or when it makes no progress at all for `setup_time`: the context and the compilation) and
// reports which dispatch it was. The GPU driver itself may still hang on a real GPU: docs/lab.md says so.
#pragma once

#include <chrono>

#include "lab_check.hpp"

namespace sortscope::lab {

// Call it before this process has made any GL context (the child inherits none). Throws gpu::GpuError
// when the child could not run the check at all (no GL 4.3 context, no memory), with its message.
algo::LabReport guarded_lab_check(const algo::Exercise& exercise, const StudentKernel& kernel, const LabLimits& limits,
                                  std::chrono::seconds setup_time = std::chrono::seconds(60));

}  // namespace sortscope::lab
