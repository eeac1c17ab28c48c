// The one rule that decides that a (size, algorithm) or a CPU baseline is not measured, and why. The
// measuring engine asks it, in this order, before a GPU job:
//   1. unknown: the id is not in the registry ("unknown algorithm");
//   2. plan: the plan builder refuses the options (its std::invalid_argument), or the plan has no
//      dispatches (nothing to time);
//   3. memory: the plan's buffers are beyond the device's limits (Runner::check_plan), or allocating them
//      fails (Runner::load: out of GPU memory);
//   4. time: one run is estimated over RunLimits::max_run_ms. The estimate scales the same algorithm's
//      last measured size by the bytes model (algo::estimate_run_ms). With no measured size yet and more
//      keys than the algorithm's quick_n (the quadratic sorts), a probe run at the largest power of two
//      <= quick_n (about a second on llvmpipe, far less on a GPU) is timed first and scaled instead. A
//      skipped size's later sizes are estimated from the same last measurement, so they are skipped too.
// The CPU baselines (std::sort, std::stable_sort on one thread) have their own limit on one run: it is
// estimated from the same baseline's last measured size scaled by n log n, or, with no smaller size
// measured and more than 2^20 keys per array, from a probe run on the first 2^20 keys. Without it they
// would dominate a series to 2^28 keys (std::sort took 39 s a run there).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::measure {

enum class SkipCause { Unknown, Plan, Memory, Time };

struct Skip {
    SkipCause cause = SkipCause::Plan;
    std::string reason;  // the whole reason, as the records' `skipped` column holds it
};

// The short form for a table cell: "(unknown)", "(plan)", "(memory)", "(time)".
std::string_view skip_cell(SkipCause cause);

struct RunLimits {
    double max_run_ms = 2000.0;      // one GPU run
    double cpu_max_run_ms = 3000.0;  // one run of a CPU baseline
    // How the reasons name the limits, e.g. "--max-run-ms": "over the 2.00 s limit (--max-run-ms)".
    std::string gpu_limit_option;
    std::string cpu_limit_option;
};

// What a time estimate scales from: a measured plan and the median of its runs.
struct Measured {
    algo::Plan plan;
    double ms = 0.0;
    std::string label;  // "at 2^14" or "in a probe run at 2^15"
};

constexpr uint32_t kCpuProbeLog2n = 20;  // the CPU baselines' probe run: the first 2^20 keys

// What the CPU baselines' estimate scales from: the last measured run of the same baseline.
struct CpuMeasured {
    uint64_t keys = 0;  // all arrays of the batch
    uint32_t n = 0;     // keys per array
    double ms = 0.0;
    std::string label;  // "at 2^20" or "in a probe run on the first 2^20 keys"
};

class SkipRule {
public:
    SkipRule() = default;
    SkipRule(RunLimits limits, size_t algorithms);

    // [SECTION] GPU jobs, in the order above
    static std::optional<Skip> unknown(const algo::AlgorithmInfo* info);
    static Skip plan_refused(const std::string& why);
    static std::optional<Skip> no_dispatches(const algo::Plan& plan);
    static Skip device_refused(const std::string& why);
    // The options of the probe run to time before `plan` (of algorithm number `algorithm` in the
    // series), or nullopt when an estimate needs none.
    std::optional<algo::Options> probe_for(size_t algorithm, const algo::AlgorithmInfo& info, const algo::Plan& plan) const;
    void measured(size_t algorithm, Measured measured);
    // nullopt when one run fits in the limit or there is nothing to estimate it from.
    std::optional<Skip> too_slow(size_t algorithm, const algo::Plan& plan) const;

    // [SECTION] The CPU baselines
    // The options of the probe run (the first 2^20 keys, one array), or nullopt when none is needed.
    std::optional<algo::Options> cpu_probe_for(algo::CpuSort sort, const algo::Options& options) const;
    void cpu_measured(algo::CpuSort sort, CpuMeasured measured);
    std::optional<Skip> cpu_too_slow(algo::CpuSort sort, const algo::Options& options) const;

    const RunLimits& limits() const { return m_limits; }

private:
    RunLimits m_limits;
    std::vector<std::optional<Measured>> m_last;       // per algorithm of the series
    std::array<std::optional<CpuMeasured>, 2> m_cpu_last;  // per CpuSort
};

}  // namespace sortscope::measure
