// Per-dispatch measurements as benchmark records (kind "dispatch"), for `sortscope-cli bench
// --per-dispatch --csv/--json` and the profile view's CSV: one row per dispatch of a plan, with its
// timed runs, median and lowest, the bytes the traffic model gives it (algo/traffic.hpp: read + written,
// as if no cache helped), the GB/s those bytes make at the median, and its share of the copy bandwidth.
//
// The whole-run columns keep their meaning for one dispatch: bytes_per_key_model is the dispatch's
// modelled bytes over the plan's keys, keys_per_s the keys over the dispatch's median (as if the sort
// were this dispatch alone), ceiling_keys_per_s the copy bandwidth over those bytes per key, so
// copy_bandwidth_share (keys_per_s / ceiling) is the dispatch's bytes per second over the copy bandwidth.
#pragma once

#include <optional>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "bench_export.hpp"

namespace sortscope::exports {

// `run`: the record of the whole plan (kind "gpu"), whose options, renderer, timer and check the rows
// share. `times[s]`: every timed run of step s, in milliseconds (times.size() == plan.steps.size()).
// `copy_gb_per_s`: the measured copy bandwidth, when there is one.
std::vector<BenchRecord> dispatch_records(const BenchRecord& run, const algo::Plan& plan,
                                          const std::vector<std::vector<double>>& times,
                                          std::optional<double> copy_gb_per_s);

}  // namespace sortscope::exports
