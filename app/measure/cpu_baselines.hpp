// The CPU baselines of one size: std::sort and std::stable_sort of the same keys on one thread, each
// first sorted once and checked against the expected result (a wrong result ends the series with an
// error, never a number), then timed `reps` times; a baseline whose run the skip rule estimates over its
// limit is skipped with the reason. `bench` runs them on its own thread after the size's GPU jobs (the GPU
// idle, so neither disturbs the other); the app runs them on a worker while the GPU goes on.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "bench_record.hpp"
#include "record_builder.hpp"
#include "size_input.hpp"
#include "skip_rule.hpp"

namespace sortscope::measure {

// A record and, when it was skipped, why: what one measuring job leaves.
struct Outcome {
    std::vector<BenchRecord> records;  // the job's row, then any rows per dispatch
    std::optional<Skip> skip;
};

struct CpuBaselines {
    std::vector<Outcome> outcomes;  // std::sort's, std::stable_sort's
    SkipRule rule;                  // with what they measured, for the next size's estimates
    std::string failure;            // "FAIL: ..." when a baseline sorted wrongly
    bool cancelled = false;
};

CpuBaselines measure_cpu_baselines(SizeInput& input, SkipRule rule, const RecordBuilder& builder,
                                   const std::atomic<bool>& cancelled);

// The processor, for the CPU rows: /proc/cpuinfo's model name where there is one, else "CPU".
std::string processor_name();

}  // namespace sortscope::measure
