// The one place BenchRecords are filled in. The measuring engine builds every record through a
// RecordBuilder made for its series: what the rows share (the renderer, the timer, the runs asked for,
// what results are checked against) is given once, and each kind of row has one function:
//   - gpu(): a sort's row, from its options; describe_plan() adds what its plan says (dispatches, the
//     bytes model, the ceiling under the copy bandwidth), measured() the timed runs;
//   - cpu(): std::sort's or std::stable_sort's row;
//   - copy(): the copy bandwidth's row;
//   - dispatch_rows(): a row per dispatch of a measured plan (kind "dispatch"), for `bench
//     --per-dispatch` and the profile: its timed runs, median and lowest, the bytes the traffic model
//     gives it (algo/traffic.hpp: read + written, as if no cache helped), the GB/s those bytes make at
//     the median, and its share of the copy bandwidth. The whole-run columns keep their meaning for one
//     dispatch: bytes_per_key_model is the dispatch's modelled bytes over the plan's keys, keys_per_s the
//     keys over the dispatch's median (as if the sort were this dispatch alone), ceiling_keys_per_s the
//     copy bandwidth over those bytes per key, so copy_bandwidth_share (keys_per_s / ceiling) is the
//     dispatch's bytes per second over the copy bandwidth.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/costs/timing.hpp"
#include "algorithms/plan/plan.hpp"
#include "bench_record.hpp"

namespace sortscope::measure {

// What every row of one series shares.
struct RecordContext {
    std::string renderer;         // GPU rows: the device
    std::string timer;            // GPU rows: timer_text (plan_runs.hpp)
    std::string processor;        // CPU rows: the processor's name
    uint32_t reps = 0;            // the timed runs asked for (skipped rows say it too)
    std::string checked_against;  // what sorts are checked against (algo::reference_description)
};

class RecordBuilder {
public:
    RecordBuilder() = default;
    explicit RecordBuilder(RecordContext context) : m_context(std::move(context)) {}

    const RecordContext& context() const { return m_context; }

    // A GPU sort's row at `options` (n, batch, key type, ...), before anything is known of its plan.
    BenchRecord gpu(const std::string& algorithm, const algo::Options& options) const;
    // Its plan's dispatches, modelled bytes per key and, with a copy bandwidth, its ceiling.
    void describe_plan(BenchRecord& record, const algo::Plan& plan, std::optional<double> copy_gb_per_s) const;
    BenchRecord cpu(algo::CpuSort sort, const algo::Options& options) const;
    // The copy's row for `plan` (algo::build_copy_plan), whose buffers took `gpu_bytes`.
    BenchRecord copy(const algo::Plan& plan, uint64_t gpu_bytes) const;

    static void skipped(BenchRecord& record, const std::string& reason) { record.skipped = reason; }
    // The result was compared with the reference (`against`: empty for the series' reference).
    void checked(BenchRecord& record, const std::string& against = {}) const;
    // The timed runs, their median and lowest, and `keys` over the median (a sort's rate) or, for the
    // copy, the bytes read + written per second.
    static void measured(BenchRecord& record, std::span<const double> times_ms, uint64_t keys);

    // `run`: the record of the whole plan (kind "gpu"), whose options, renderer, timer and check the rows
    // share. `times[s]`: every timed run of step s, in milliseconds (times.size() == plan.steps.size()).
    static std::vector<BenchRecord> dispatch_rows(const BenchRecord& run, const algo::Plan& plan,
                                                  const std::vector<std::vector<double>>& times,
                                                  std::optional<double> copy_gb_per_s);

private:
    RecordContext m_context;
};

}  // namespace sortscope::measure
