// The CPU baselines of one size (see cpu_baselines.hpp).
#include "cpu_baselines.hpp"

#include <fstream>
#include <span>

#include "algorithms/costs/timing.hpp"
#include "number_text.hpp"

namespace sortscope::measure {

namespace {

// One baseline's job: its skip rule, its check and its timed runs.
Outcome measure_one(algo::CpuSort sort, SizeInput& input, SkipRule& rule, const RecordBuilder& builder,
                    const std::atomic<bool>& cancelled, std::string& failure) {
    const algo::Options& options = input.options();
    Outcome outcome;
    BenchRecord record = builder.cpu(sort, options);
    if (const auto probe = rule.cpu_probe_for(sort, options)) {
        const std::span<const uint32_t> keys = std::span(input.keys()).first(probe->n);
        const std::span<const uint32_t> values = options.values ? std::span(input.values()).first(probe->n) : std::span<const uint32_t>();
        rule.cpu_measured(sort, CpuMeasured{probe->n, probe->n, algo::run_cpu_sort(sort, *probe, keys, values).ms,
                                            "in a probe run on the first " + power_text(kCpuProbeLog2n) + " keys"});
    }
    if (auto skip = rule.cpu_too_slow(sort, options)) {
        RecordBuilder::skipped(record, skip->reason);
        outcome.skip = std::move(skip);
        outcome.records.push_back(std::move(record));
        return outcome;
    }
    // The first run is the check (and warms the caches); the next are timed.
    const algo::CpuSortRun first = algo::run_cpu_sort(sort, options, input.keys(), input.values());
    const algo::SortCheck check =
        algo::check_sort(options, sort == algo::CpuSort::StableSort, input.expected(), first.keys, first.values);
    if (!check.ok) {
        failure = "FAIL: " + record.algorithm + " at " + size_text(options.n, options.batch) + " sorts wrongly: " + check.message +
                  "; no time is reported for a wrong result";
        return outcome;
    }
    builder.checked(record);
    std::vector<double> times;
    for (uint32_t rep = 0; rep < builder.context().reps && !cancelled; ++rep) {
        times.push_back(algo::run_cpu_sort(sort, options, input.keys(), input.values()).ms);
    }
    if (cancelled) return outcome;
    RecordBuilder::measured(record, times, uint64_t{options.n} * options.batch);
    rule.cpu_measured(sort, CpuMeasured{uint64_t{options.n} * options.batch, options.n, *record.median_ms,
                                        "at " + size_label(options.n)});
    outcome.records.push_back(std::move(record));
    return outcome;
}

}  // namespace

CpuBaselines measure_cpu_baselines(SizeInput& input, SkipRule rule, const RecordBuilder& builder,
                                   const std::atomic<bool>& cancelled) {
    CpuBaselines result;
    for (algo::CpuSort sort : {algo::CpuSort::Sort, algo::CpuSort::StableSort}) {
        Outcome outcome = measure_one(sort, input, rule, builder, cancelled, result.failure);
        if (!result.failure.empty()) return result;
        if (cancelled) {
            result.cancelled = true;
            return result;
        }
        result.outcomes.push_back(std::move(outcome));
    }
    result.rule = std::move(rule);
    return result;
}

std::string processor_name() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("model name", 0) != 0) continue;
        const size_t start = line.find_first_not_of(" \t", line.find(':') + 1);
        if (start != std::string::npos) return line.substr(start);
    }
    return "CPU";
}

}  // namespace sortscope::measure
