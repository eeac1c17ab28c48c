// The bytes-moved model: the global-memory bytes each dispatch of a plan reads plus writes, from the plan
// alone (never from the data), so that a measured time can be set against the card's measured copy
// bandwidth: a plan cannot sort faster than keys/s = copy bandwidth / bytes_per_key (the dashed ceiling
// of the race panel; sortscope-cli bench prints it).
//
// The model counts DRAM traffic as if no cache helped: every word a kernel reads or writes in global
// memory counts each time it is accessed. The exception is where a kernel's design relies on shared
// memory: then the global traffic of that design is counted (a fused tile is read and written once;
// rank-shared reads each block once per work group). Words are 4 bytes. With a payload (values), a
// value is read and written wherever its key moves, which doubles the traffic of moving keys; reads that
// only look at keys (comparisons, digit counts) stay single.
//
// Each kernel's count lives with the kernel (its catalogue entry's `bytes`, in its sort's folder), with
// the reasoning behind it; this file adds them up.
#pragma once

#include <cstdint>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Global-memory bytes one dispatch reads plus writes, over the whole batch.
uint64_t step_bytes(const Plan& plan, const Step& step);
// The sum over the plan's steps.
uint64_t plan_bytes(const Plan& plan);
// plan_bytes / total keys (0 for a plan with no keys).
double bytes_per_key(const Plan& plan);
// The bytes per key of one pass over global memory: every key (and value) read and written once.
double pass_bytes_per_key(const Plan& plan);
// bytes_per_key / pass_bytes_per_key: how many such passes the plan's traffic amounts to.
double global_passes(const Plan& plan);

}  // namespace sortscope::algo
