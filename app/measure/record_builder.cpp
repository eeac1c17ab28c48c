// The benchmark records' builder (see record_builder.hpp).
#include "record_builder.hpp"

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

namespace sortscope::measure {

namespace {

// The columns a row takes from its options.
BenchRecord options_row(const std::string& kind, const std::string& algorithm, const algo::Options& options) {
    BenchRecord record;
    record.kind = kind;
    record.algorithm = algorithm;
    record.n = options.n;
    record.batch = options.batch;
    record.log2n = algo::ceil_log2(options.n);
    record.key_type = std::string(algo::key_type_name(options.key_type));
    record.values = options.values;
    record.descending = options.descending;
    record.radix_bits = algo::radix_bits_of(options);  // the records' radix_bits column
    record.local_size = options.local_size;
    return record;
}

std::optional<double> ceiling(std::optional<double> copy_gb_per_s, const std::optional<double>& bytes_per_key) {
    if (!copy_gb_per_s || !bytes_per_key || *bytes_per_key <= 0.0) return std::nullopt;
    return *copy_gb_per_s * 1e9 / *bytes_per_key;
}

}  // namespace

BenchRecord RecordBuilder::gpu(const std::string& algorithm, const algo::Options& options) const {
    BenchRecord record = options_row("gpu", algorithm, options);
    record.reps = m_context.reps;
    record.renderer = m_context.renderer;
    record.timer = m_context.timer;
    return record;
}

void RecordBuilder::describe_plan(BenchRecord& record, const algo::Plan& plan, std::optional<double> copy_gb_per_s) const {
    record.local_size = plan.options.local_size;  // the one that ran: an algorithm may choose its own per device
    record.dispatches = plan.steps.size();
    record.bytes_per_key_model = algo::bytes_per_key(plan);
    record.ceiling_keys_per_s = ceiling(copy_gb_per_s, record.bytes_per_key_model);
}

BenchRecord RecordBuilder::cpu(algo::CpuSort sort, const algo::Options& options) const {
    BenchRecord record = options_row("cpu", std::string(algo::cpu_sort_name(sort)), options);
    record.local_size = 0;  // no work groups on the CPU
    record.reps = m_context.reps;
    record.renderer = m_context.processor;
    record.timer = "steady_clock, 1 CPU thread";
    return record;
}

BenchRecord RecordBuilder::copy(const algo::Plan& plan, uint64_t gpu_bytes) const {
    BenchRecord record = options_row("copy", "copy", plan.options);
    record.dispatches = plan.steps.size();
    record.reps = m_context.reps;
    record.gpu_bytes = gpu_bytes;
    record.bytes_per_key_model = 8.0;  // per word: read once, written once
    record.renderer = m_context.renderer;
    record.timer = m_context.timer;
    return record;
}

void RecordBuilder::checked(BenchRecord& record, const std::string& against) const {
    record.checked = true;
    record.checked_against = against.empty() ? m_context.checked_against : against;
}

void RecordBuilder::measured(BenchRecord& record, std::span<const double> times_ms, uint64_t keys) {
    record.times_ms.assign(times_ms.begin(), times_ms.end());
    if (times_ms.empty()) return;
    const algo::TimingSummary summary = algo::summarize(times_ms);
    record.median_ms = summary.median_ms;
    record.min_ms = summary.min_ms;
    if (summary.median_ms <= 0.0) return;
    if (record.kind == "copy") {
        // Each word is read once and written once.
        record.gb_per_s = 8.0 * static_cast<double>(keys) / (summary.median_ms * 1e6);
    } else {
        record.keys_per_s = static_cast<double>(keys) / (summary.median_ms / 1000.0);
    }
}

std::vector<BenchRecord> RecordBuilder::dispatch_rows(const BenchRecord& run, const algo::Plan& plan,
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
        record.ceiling_keys_per_s = ceiling(copy_gb_per_s, record.bytes_per_key_model);
        records.push_back(std::move(record));
    }
    return records;
}

}  // namespace sortscope::measure
