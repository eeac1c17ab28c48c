// What a benchmark needs besides the GPU: the median and minimum of repeated timings, the CPU baselines
// (std::sort and std::stable_sort of the same keys, single-threaded, timed with steady_clock), and the
// rule that skips sizes a plan cannot run in reasonable time. Shared by `sortscope-cli bench` and the
// GUI's race panel (whose std::sort lines are measured on a worker thread: nothing here touches GL).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// The middle value (the mean of the two middle values for an even count). Throws std::invalid_argument
// when `times` is empty.
double median(std::span<const double> times);

struct TimingSummary {
    double median_ms = 0.0;
    double min_ms = 0.0;
};
TimingSummary summarize(std::span<const double> times_ms);

// [SECTION] CPU baselines
enum class CpuSort { Sort, StableSort };
std::string_view cpu_sort_name(CpuSort sort);  // "std::sort", "std::stable_sort"

struct CpuSortRun {
    std::vector<uint32_t> keys;    // every array sorted in the options' order (key type, direction)
    std::vector<uint32_t> values;  // moved with their keys (empty without a payload)
    double ms = 0.0;               // the sorts only: copying the input in and out is not timed
};

// Sorts each of options.batch arrays of options.n keys (with their values when options.values) with
// std::sort or std::stable_sort on one thread. Keys compare as sort_key(type, descending, bits) does,
// through an inlined encoding, so i32, f32 and descending sorts cost what a hand-written comparator
// would.
CpuSortRun run_cpu_sort(CpuSort sort, const Options& options, std::span<const uint32_t> keys,
                        std::span<const uint32_t> values = {});

// [SECTION] The skip rule
// The time one run of `next` is expected to take, scaled from a measured run of `measured` (the same
// algorithm at a smaller size) by the ratio of their modelled global-memory bytes (traffic.hpp): that
// ratio grows as n^2 for the rank sorts and odd-even transposition, and as n log^2 n for the networks.
// Costs that grow more slowly (a dispatch's fixed overhead) are scaled by the same ratio, so the
// estimate errs high: a size may be skipped that would just have fit, rarely one run that takes far
// longer than estimated. nullopt when the measured plan moves no bytes (nothing to scale from).
std::optional<double> estimate_run_ms(const Plan& measured, double measured_ms, const Plan& next);

}  // namespace sortscope::algo
