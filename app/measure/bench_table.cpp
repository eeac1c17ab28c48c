// The text of bench's report from a finished series (see bench_table.hpp).
#include "bench_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <map>
#include <optional>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/verify/parallel_radix.hpp"
#include "number_text.hpp"

namespace sortscope::measure {

namespace {

// printf onto the end of `out`.
[[gnu::format(printf, 2, 3)]] void appendf(std::string& out, const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int length = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    if (length > 0) {
        const size_t at = out.size();
        out.resize(at + static_cast<size_t>(length) + 1);
        std::vsnprintf(out.data() + at, static_cast<size_t>(length) + 1, format, again);
        out.resize(at + static_cast<size_t>(length));
    }
    va_end(again);
}

// What the series was asked to measure, as the table names it.
struct BenchView {
    std::vector<const algo::AlgorithmInfo*> algorithms;
    struct {
        uint32_t first = 0;
        uint32_t last = 0;
        std::vector<uint32_t> log2ns;  // every size asked for (bench --log2n 20,24 leaves gaps)
    } sizes;
    algo::Options options;
    uint32_t reps = 0;
    bool cpu = true;
    algo::Distribution dist = algo::Distribution::Random;
    uint64_t seed = 1;
    double cpu_max_run_ms = 0.0;
};

BenchView view_of(const MeasureEngine& engine) {
    const SeriesSettings& series = engine.settings();
    BenchView view;
    for (const std::string& id : series.algorithms) {
        if (const algo::AlgorithmInfo* info = algo::find_algorithm(id)) view.algorithms.push_back(info);
    }
    if (!series.sizes.empty()) {
        view.sizes.first = algo::ceil_log2(series.sizes.front());
        view.sizes.last = algo::ceil_log2(series.sizes.back());
        for (const uint32_t n : series.sizes) view.sizes.log2ns.push_back(algo::ceil_log2(n));
    }
    view.options = series.options;
    view.reps = series.reps;
    view.cpu = series.cpu_baselines;
    view.dist = series.keys.distribution;
    view.seed = series.keys.seed;
    view.cpu_max_run_ms = series.limits.cpu_max_run_ms;
    return view;
}

// The record of (algorithm, log2n), measured or skipped; null when there is none.
const measure::BenchRecord* find_record(const measure::MeasureEngine& engine, const std::string& algorithm, uint32_t log2n) {
    for (const measure::BenchRecord& record : engine.records()) {
        if ((record.kind == "gpu" || record.kind == "cpu") && record.algorithm == algorithm && record.log2n == log2n) return &record;
    }
    return nullptr;
}

// The cell of a skipped (algorithm, log2n) ("(time)"), or "" when it was measured.
std::string skip_cell(const measure::MeasureEngine& engine, const std::string& algorithm, uint32_t log2n) {
    for (const measure::SkipNote& note : engine.skips()) {
        if (note.algorithm == algorithm && algo::ceil_log2(note.n) == log2n) return std::string(measure::skip_cell(note.skip.cause));
    }
    return "";
}

// A row per log2 n and a column per algorithm; cell(record) gives the text of a record's cell ("" for
// none), and a cell without text shows why the size was skipped ("(time)"), or "-".
template <class Cell>
void print_grid(std::string& out, const BenchView& settings, const measure::MeasureEngine& engine, const std::vector<std::string>& columns,
                const Cell& cell) {
    std::vector<size_t> widths;
    appendf(out, "%-8s", "log2(N)");
    for (const std::string& column : columns) {
        widths.push_back(std::max<size_t>(column.size(), 9));
        appendf(out, "  %*s", static_cast<int>(widths.back()), column.c_str());
    }
    appendf(out, "\n");
    for (const uint32_t log2n : settings.sizes.log2ns) {
        appendf(out, "%-8u", log2n);
        for (size_t c = 0; c < columns.size(); ++c) {
            const measure::BenchRecord* record = find_record(engine, columns[c], log2n);
            std::string text = record ? cell(*record) : std::string();
            if (text.empty()) text = skip_cell(engine, columns[c], log2n);
            if (text.empty()) text = "-";
            appendf(out, "  %*s", static_cast<int>(widths[c]), text.c_str());
        }
        appendf(out, "\n");
    }
}

// How every result was checked: the line under the table's title.
std::string checked_line(const BenchView& settings, const measure::MeasureEngine& engine) {
    const bool values = settings.options.values;
    bool unstable = values && settings.cpu;  // std::sort
    for (const algo::AlgorithmInfo* info : settings.algorithms) unstable = unstable || (values && !info->stable);
    return std::string("checked: every key") + (values ? " and value" : "") + " against " +
           algo::reference_description(engine.settings().reference_threads) + " (equal to std::stable_sort" +
           (unstable ? "; the values of unstable sorts as a set within each run of equal keys)" : ")");
}

// The work-group size and the algorithms' own whole numbers that their entries name in a heading (a
// digit width), named only where a benched plan reads them: an algorithm with per-device defaults
// replaces the default work group by its own when --wg is not given (its line below says which).
std::string kernel_options_text(const BenchView& settings) {
    const algo::Options& options = settings.options;
    const bool chooses_own = !options.local_size_given &&
                             std::any_of(settings.algorithms.begin(), settings.algorithms.end(),
                                         [](const algo::AlgorithmInfo* info) { return info->driver_choices != nullptr; });
    const bool all_choose_own = chooses_own && std::all_of(settings.algorithms.begin(), settings.algorithms.end(),
                                                           [](const algo::AlgorithmInfo* info) { return info->driver_choices != nullptr; });
    std::string text;
    if (!settings.algorithms.empty() && !all_choose_own) {
        text += "; work groups of " + std::to_string(options.local_size) + (chooses_own ? " where a plan takes the default" : "");
    }
    for (const algo::AlgorithmInfo* info : settings.algorithms) {
        for (const algo::OwnOption* own : info->own_options) {
            if (own->number.is_number() && own->number.heading != nullptr) {
                text += "; " + own->number.heading(options.own.get(*own->number.value));
            }
        }
    }
    return text;
}

// What each plan that depends on the driver chose on this device at the largest size (as `plan` says).
std::vector<std::string> device_choice_lines(const BenchView& settings, const measure::MeasureEngine& engine) {
    std::vector<std::string> lines;
    for (const algo::AlgorithmInfo* info : settings.algorithms) {
        if (info->driver_choices == nullptr) continue;
        // The plan the series ran at that size, or, where it did not get that far, the same plan built.
        algo::Options options = engine.settings().options;
        options.n = 1u << settings.sizes.last;
        const algo::Plan* ran = nullptr;
        for (const measure::GpuJob& job : engine.jobs()) {
            if (job.n == options.n && job.plan.algorithm == info && !job.plan.steps.empty()) ran = &job.plan;
        }
        const algo::Plan plan = ran != nullptr ? *ran : info->build(options);
        lines.push_back(std::string(info->id) + " at " + measure::power_text(settings.sizes.last) + ": work groups of " +
                        std::to_string(plan.options.local_size) + "; " + info->driver_choices(plan.options));
    }
    return lines;
}

// The cells marked * in the table: timed runs whose median is well above the fastest, so the median is
// not the kernel's steady speed.
void print_unsteady(std::string& out, const measure::MeasureEngine& engine) {
    bool first = true;
    for (const measure::BenchRecord& record : engine.records()) {
        if (record.kind != "gpu" && record.kind != "cpu") continue;
        const std::optional<double> spread = measure::unsteady_spread(record);
        if (!spread) continue;
        if (first) {
            appendf(out, "\n* unsteady: the median of the timed runs is over %.2f times the fastest run, so it is not the steady\n"
                        "  speed (something slowed some runs; once, on an H100, the SM clock stayed at idle): run it again,\n"
                        "  or raise --reps\n",
                        measure::kUnsteadyMedianOverFastest);
            first = false;
        }
        appendf(out, "  %s at %s: median %s, fastest %s (%.2fx)\n", record.algorithm.c_str(), measure::power_text(record.log2n).c_str(),
                    measure::ms_text(*record.median_ms).c_str(), measure::ms_text(*record.min_ms).c_str(), *spread);
    }
}

void print_table(std::string& out, const BenchView& settings, const measure::MeasureEngine& engine) {
    std::vector<std::string> gpu_columns;
    for (const algo::AlgorithmInfo* info : settings.algorithms) gpu_columns.emplace_back(info->id);
    std::vector<std::string> columns = gpu_columns;
    if (settings.cpu) {
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::Sort));
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::StableSort));
    }
    double fastest = 0.0;
    for (const measure::BenchRecord& record : engine.records()) {
        if ((record.kind == "gpu" || record.kind == "cpu") && record.keys_per_s) fastest = std::max(fastest, *record.keys_per_s);
    }
    const bool giga = fastest >= 1e9;
    const double unit = giga ? 1e9 : 1e6;
    const algo::Options& options = settings.options;
    appendf(out, "keys: %s%s, %s (random seed %llu), %s; %s%s\n", algo::key_type_name(options.key_type).data(),
                options.values ? " + u32 values" : "", algo::distribution_name(settings.dist).data(),
                static_cast<unsigned long long>(settings.seed), options.descending ? "descending" : "ascending",
                options.batch > 1 ? (std::to_string(options.batch) + " arrays of N keys").c_str() : "one array of N keys",
                kernel_options_text(settings).c_str());
    for (const std::string& line : device_choice_lines(settings, engine)) appendf(out, "%s\n", line.c_str());
    appendf(out, "%s from the median of %s; each cell was first sorted once and checked, then one "
                "warm-up of at least 250 ms of GPU work was discarded\n",
                giga ? "G keys/s (10^9 keys per second)" : "M keys/s (10^6 keys per second)", timed_runs_text(settings.reps).c_str());
    appendf(out, "%s\n", checked_line(settings, engine).c_str());
    if (settings.cpu) {
        appendf(out, "std::sort, std::stable_sort: the same keys on one thread of the same machine (%s), up to %s a run "
                    "(--cpu-max-run-ms)\n",
                    engine.processor().c_str(), measure::ms_text(settings.cpu_max_run_ms).c_str());
    }
    appendf(out, "\n");

    print_grid(out, settings, engine, columns, [&](const measure::BenchRecord& record) {
        if (!record.skipped.empty() || !record.keys_per_s) return std::string();
        // Three significant digits, so slow columns (std::sort in G keys/s) keep their value.
        char text[32];
        std::snprintf(text, sizeof text, "%.3g%s", *record.keys_per_s / unit, measure::unsteady_spread(record) ? "*" : "");
        return std::string(text);
    });
    print_unsteady(out, engine);
    const std::vector<measure::SkipNote> skips = engine.skips();
    if (!skips.empty()) {
        appendf(out, "\nskipped:\n");
        for (const measure::SkipNote& note : skips) {
            appendf(out, "  %s at %s: %s\n", note.algorithm.c_str(), measure::power_text(algo::ceil_log2(note.n)).c_str(),
                        note.skip.reason.c_str());
        }
    }
    if (gpu_columns.empty()) return;

    appendf(out, "\nbytes per key: the global-memory bytes each plan reads + writes, per key (algo/traffic.hpp; the model\n"
                "counts every access as DRAM traffic, as if no cache helped)\n");
    print_grid(out, settings, engine, gpu_columns, [](const measure::BenchRecord& record) {
        if (!record.bytes_per_key_model) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.4g", *record.bytes_per_key_model);
        return std::string(text);
    });
    if (!engine.copy_gb_per_s()) return;
    appendf(out, "\nshare of the copy bandwidth (%.1f GB/s) each median reaches: bytes per key x keys/s / copy bandwidth\n"
                "(over 100%%: reads that hit a cache, which the model counts as DRAM traffic)\n",
                *engine.copy_gb_per_s());
    print_grid(out, settings, engine, gpu_columns, [](const measure::BenchRecord& record) {
        const std::optional<double> share = measure::copy_bandwidth_share(record);
        if (!record.skipped.empty() || !share) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.3g%%", 100.0 * *share);
        return std::string(text);
    });

    const uint32_t last = settings.sizes.last;
    appendf(out, "\nceilings at %s: copy bandwidth / modelled global-memory bytes per key (algo/traffic.hpp; the model\n"
                "counts every global access as DRAM traffic, so a kernel whose reads hit a cache can pass 100%%)\n",
                measure::power_text(last).c_str());
    for (const measure::BenchRecord& record : engine.records()) {
        if (record.kind != "gpu" || record.log2n != last || !record.bytes_per_key_model) continue;
        appendf(out, "  %-24s %10.1f bytes/key", record.algorithm.c_str(), *record.bytes_per_key_model);
        if (record.ceiling_keys_per_s) appendf(out, "  ceiling %9.2f", *record.ceiling_keys_per_s / unit);
        if (record.keys_per_s && record.ceiling_keys_per_s) {
            appendf(out, "  measured %9.2f (%.3g%% of the ceiling)", *record.keys_per_s / unit,
                        100.0 * *record.keys_per_s / *record.ceiling_keys_per_s);
        }
        appendf(out, "\n");
    }
}

// Each kernel's bandwidth at the largest size (--per-dispatch): per dispatch, the model's bytes over the
// median of its timed runs, summarised per kernel (median and lowest, and against the copy bandwidth
// when it was measured), after a line that sets the dispatches' own times against the whole run's.
}  // namespace

std::vector<std::string> bench_dispatch_lines(const MeasureEngine& engine) {
    std::vector<std::string> lines;
    const std::optional<double> copy = engine.copy_gb_per_s();
    for (const measure::GpuJob& job : engine.jobs()) {
        if (job.state != measure::JobState::Measured || job.step_ms.empty()) continue;
        const algo::Plan& plan = job.plan;
        struct Rate {
            double gb_per_s;
            size_t step;
        };
        std::map<std::string, std::vector<Rate>> by_kernel;
        double sum_ms = 0.0;
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            const double ms = algo::summarize(job.step_ms[s]).median_ms;
            sum_ms += ms;
            const uint64_t bytes = algo::step_bytes(plan, plan.steps[s]);
            if (ms <= 0.0 || bytes == 0) continue;
            by_kernel[std::string(algo::kernel_file(plan.steps[s].kernel))].push_back({static_cast<double>(bytes) / (ms * 1e6), s});
        }
        // The dispatches' own times against the whole run's: a large gap means time outside the kernels.
        char total[256];
        std::snprintf(total, sizeof total, "%s at %s: the %s take %s on their own, the whole run %s (medians)",
                      plan.name().c_str(), measure::power_text(job.log2n).c_str(),
                      algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(),
                      measure::ms_text(sum_ms).c_str(), measure::ms_text(algo::summarize(job.timed_ms).median_ms).c_str());
        lines.emplace_back(total);
        for (auto& [kernel, rates] : by_kernel) {
            std::sort(rates.begin(), rates.end(), [](const Rate& a, const Rate& b) { return a.gb_per_s < b.gb_per_s; });
            const Rate& lowest = rates.front();
            const Rate& median = rates[rates.size() / 2];
            auto share = [&](double gb) {
                return copy ? " (" + std::to_string(static_cast<int>(std::lround(100.0 * gb / *copy))) + "% of copy)" : std::string();
            };
            char line[512];
            std::snprintf(line, sizeof line, "%s at %s, %s: %s, median %.1f GB/s%s, lowest %.1f GB/s%s at step %llu (%s)",
                          plan.name().c_str(), measure::power_text(job.log2n).c_str(), kernel.c_str(),
                          algo::count_of(rates.size(), "dispatch", "dispatches").c_str(), median.gb_per_s, share(median.gb_per_s).c_str(), lowest.gb_per_s,
                          share(lowest.gb_per_s).c_str(), static_cast<unsigned long long>(algo::step_number(lowest.step)), algo::describe(plan.steps[lowest.step]).c_str());
            lines.emplace_back(line);
        }
    }
    return lines;
}

std::string timed_runs_text(uint32_t runs) { return algo::count_of(runs, "timed run", "timed runs"); }

std::string bench_table_text(const MeasureEngine& engine) {
    std::string out;
    print_table(out, view_of(engine), engine);
    return out;
}

}  // namespace sortscope::measure
