// Per-dispatch benchmark records (see dispatch_records.hpp).
#include "dispatch_records.hpp"

#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"

namespace sortscope::exports {

std::vector<BenchRecord> dispatch_records(const BenchRecord& run, const algo::Plan& plan,
                                          const std::vector<std::vector<double>>& times,
                                          std::optional<double> copy_gb_per_s) {
    std::vector<BenchRecord> records;
    const auto keys = static_cast<double>(plan.total_keys());
    for (size_t s = 0; s < plan.steps.size() && s < times.size(); ++s) {
        const algo::Step& step = plan.steps[s];
        BenchRecord record = run;
        record.kind = "dispatch";
        record.step = s;
        record.kernel = std::string(algo::kernel_file(step.kernel));
        record.description = algo::describe(step);
        record.dispatches = 1;
        record.times_ms = times[s];
        record.reps = static_cast<uint32_t>(times[s].size());
        record.median_ms.reset();
        record.min_ms.reset();
        record.keys_per_s.reset();
        record.gb_per_s.reset();
        record.bytes_per_key_model.reset();
        record.ceiling_keys_per_s.reset();
        if (!times[s].empty()) {
            const algo::TimingSummary summary = algo::summarize(times[s]);
            record.median_ms = summary.median_ms;
            record.min_ms = summary.min_ms;
        }
        const auto bytes = static_cast<double>(algo::step_bytes(plan, step));
        if (keys > 0.0) record.bytes_per_key_model = bytes / keys;
        if (record.median_ms && *record.median_ms > 0.0) {
            record.keys_per_s = keys / (*record.median_ms / 1000.0);
            record.gb_per_s = bytes / (*record.median_ms * 1e6);
        }
        if (copy_gb_per_s && record.bytes_per_key_model && *record.bytes_per_key_model > 0.0) {
            record.ceiling_keys_per_s = *copy_gb_per_s * 1e9 / *record.bytes_per_key_model;
        }
        records.push_back(std::move(record));
    }
    return records;
}

}  // namespace sortscope::exports
