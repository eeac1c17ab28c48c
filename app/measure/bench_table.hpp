// The text `sortscope-cli bench` prints from a finished series: the table of keys/s per size and
// algorithm (with the CPU baselines), the unsteady cells, the skipped sizes, the modelled bytes per key,
// the share of the copy bandwidth and the ceilings at the largest size; and, with rows per dispatch, each
// kernel's bandwidth at the largest size. Made from the engine's settings and records alone.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "measure_engine.hpp"

namespace sortscope::measure {

// "5 timed runs".
std::string timed_runs_text(uint32_t runs);

// The table and its notes (the series measured at least one algorithm).
std::string bench_table_text(const MeasureEngine& engine);

// Per kernel at the largest size: the dispatches' own times against the whole run's, and each kernel's
// median and lowest bandwidth (empty without rows per dispatch).
std::vector<std::string> bench_dispatch_lines(const MeasureEngine& engine);

}  // namespace sortscope::measure
