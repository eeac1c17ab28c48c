// `sortscope-cli bench`: times algorithms on the GPU over a range of sizes, in the style of seed 003's
// Mkey/s tables, next to std::sort and std::stable_sort of the same keys on the same machine.
//   --algo ID[,ID...]|all --log2n A..B [--reps R] [plan options] [--dist D] [--seed S]
//   [--copy [--copy-mib M]] [--no-cpu] [--per-dispatch] [--max-run-ms T] [--cpu-max-run-ms T]
//   [--csv FILE] [--json FILE]
// With --per-dispatch, the CSV and JSON also hold a row per dispatch of the largest size (kind "dispatch").
//
// The measuring is the measuring engine's (app/measure/measure_engine.hpp), run to its end on this
// thread, each run timed whole: per size (rows) and algorithm (columns), the skip rule (skip_rule.hpp:
// the plan, the device's buffers, and one run estimated over --max-run-ms, default 2000, with a probe run
// for the quadratic sorts), one checked run against a stable LSD radix sort of the same input on every
// CPU thread (a wrong result ends the command with exit code 1: it is an error, not a number), warm-up
// runs (at least one, and at least 250 ms of GPU work) and R timed runs; each run uploads the keys untimed,
// and the timer brackets the dispatches only (GL_TIMESTAMP, or glFinish + steady_clock where the driver
// has no timestamps; the first line says which). Then the CPU baselines of the same keys on one thread,
// with their own limit on one run, --cpu-max-run-ms (default 3000). The table gives keys/s from the
// median; CSV and JSON hold every run. This file parses the command line and prints what the engine
// measured.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/parallel_radix.hpp"
#include "atomic_file.hpp"
#include "bench_files.hpp"
#include "bench_options.hpp"
#include "commands.hpp"
#include "network_option.hpp"
#include "export_error.hpp"
#include "device/gpu_error.hpp"
#include "device/headless_device.hpp"
#include "memory/vulkan_memory.hpp"
#include "measure_engine.hpp"
#include "number_text.hpp"
#include "run_limit.hpp"
#include "timing/speed_probe.hpp"

namespace sortscope::cli {

namespace {

// [SECTION] Settings

constexpr uint64_t kMaxReps = 1000;
constexpr uint64_t kDefaultReps = 5;
constexpr uint64_t kDefaultMaxRunMs = 2000;
constexpr uint64_t kDefaultCpuMaxRunMs = 3000;
constexpr uint64_t kDefaultCopyMiB = measure::kCopyBandwidthBytes >> 20;

struct BenchSettings {
    std::vector<const algo::AlgorithmInfo*> algorithms;
    Log2nRange sizes;
    uint32_t reps = kDefaultReps;
    algo::Options options;  // everything but n and the device
    algo::Distribution dist = algo::Distribution::Random;
    // --network: the one size measured, the network's wire count (its log2 rounded up names the row).
    std::optional<uint32_t> network_n;
    uint64_t seed = 1;
    bool copy = false;
    uint64_t copy_bytes = measure::kCopyBandwidthBytes;
    bool cpu = true;
    bool per_dispatch = false;  // --per-dispatch: time every dispatch of the largest size on its own
    double max_run_ms = kDefaultMaxRunMs;
    double cpu_max_run_ms = kDefaultCpuMaxRunMs;  // the same limit for one run of a CPU baseline
    std::optional<std::string> csv;
    std::optional<std::string> json;
};

// Fails early (exit 1) when an output file cannot be written, rather than after minutes of measuring.
void check_output_path(const std::string& option, const std::string& path) {
    if (path == "-") return;
    if (path.empty()) throw UsageError("--" + option + " needs a file name");
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const std::string folder = parent.empty() ? "." : parent.string();
    if (::access(folder.c_str(), W_OK) != 0) {
        throw RuntimeFailure("--" + option + ": cannot write " + path + ": " + std::strerror(errno));
    }
}

// Whether two output names are one file: the same name, or names that lead to the same file (through
// "./", "..", or a symbolic link), whether or not it exists yet.
bool same_file(const std::string& a, const std::string& b) {
    if (a == b) return true;
    std::error_code error_a;
    std::error_code error_b;
    const std::filesystem::path canonical_a = std::filesystem::weakly_canonical(std::filesystem::absolute(a), error_a);
    const std::filesystem::path canonical_b = std::filesystem::weakly_canonical(std::filesystem::absolute(b), error_b);
    return !error_a && !error_b && canonical_a == canonical_b;
}

BenchSettings parse_settings(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("bench"));
    BenchSettings settings;
    settings.copy = parsed.flag("copy");
    if (network_option(parsed) != nullptr) {
        if (parsed.value("log2n")) throw UsageError("--log2n does not apply to --network: it sorts arrays of its own wires");
        settings.algorithms = {&algorithm_option(parsed)};
        settings.network_n = n_option(parsed);
        const uint32_t log2n = algo::ceil_log2(*settings.network_n);
        settings.sizes = {log2n, log2n};
    } else if (auto algo = parsed.value("algo")) {
        settings.algorithms = parse_algorithm_list(*algo);
    } else if (!settings.copy) {
        throw UsageError("--algo is required (ids separated by commas, or all), unless --copy alone is measured");
    }
    if (settings.network_n) {
        // the size is the network's
    } else if (!settings.algorithms.empty()) {
        settings.sizes = parse_log2n_range(parsed.required("log2n"));
    } else if (parsed.value("log2n")) {
        throw UsageError("--log2n needs --algo: it gives the sizes the algorithms are timed at");
    }
    settings.reps = static_cast<uint32_t>(parsed.number("reps", kMaxReps).value_or(kDefaultReps));
    if (settings.reps == 0) throw UsageError("--reps: at least one timed run is needed, got 0");
    // Checks the batch against the largest size: batch * 2^last keys must stay within kMaxKeys.
    const algo::Budget budget = budget_option(parsed);
    settings.options = parse_plan_options(parsed, settings.network_n ? *settings.network_n
                                                  : settings.algorithms.empty() ? 1u : 1u << settings.sizes.last,
                                          settings.algorithms);
    const std::string dist_name = parsed.value("dist").value_or("random");
    const auto dist = algo::parse_distribution(dist_name);
    if (!dist) {
        std::string known;
        for (algo::Distribution d : algo::all_distributions()) known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
        throw UsageError("--dist: unknown distribution '" + dist_name + "' (known: " + known + ")");
    }
    settings.dist = *dist;
    settings.seed = parsed.number("seed", UINT64_MAX).value_or(1);
    const uint64_t copy_mib = parsed.number("copy-mib", 65536).value_or(kDefaultCopyMiB);
    if (copy_mib == 0) throw UsageError("--copy-mib: at least 1 MiB, got 0");
    if (parsed.value("copy-mib") && !settings.copy) throw UsageError("--copy-mib needs --copy");
    settings.copy_bytes = copy_mib << 20;
    settings.cpu = !parsed.flag("no-cpu");
    settings.per_dispatch = parsed.flag("per-dispatch");
    const uint64_t max_run_ms = parsed.number("max-run-ms", 3600000).value_or(kDefaultMaxRunMs);
    if (max_run_ms == 0) throw UsageError("--max-run-ms: must be at least 1");
    settings.max_run_ms = static_cast<double>(max_run_ms);
    const uint64_t cpu_max_run_ms = parsed.number("cpu-max-run-ms", 3600000).value_or(kDefaultCpuMaxRunMs);
    if (cpu_max_run_ms == 0) throw UsageError("--cpu-max-run-ms: must be at least 1");
    if (parsed.value("cpu-max-run-ms") && !settings.cpu) {
        throw UsageError("--cpu-max-run-ms needs the CPU baselines: drop --no-cpu");
    }
    settings.cpu_max_run_ms = static_cast<double>(cpu_max_run_ms);
    settings.csv = parsed.value("csv");
    settings.json = parsed.value("json");
    if (settings.csv) check_output_path("csv", *settings.csv);
    if (settings.json) check_output_path("json", *settings.json);
    if (settings.csv && settings.json && *settings.csv != "-" && same_file(*settings.csv, *settings.json)) {
        throw UsageError("--csv and --json name the same file " + algo::quoted(*settings.csv) +
                         ": the JSON would overwrite the CSV");
    }
    // The largest size of each algorithm must fit in memory before any keys are made; the time of each
    // run is the skip rule's (--max-run-ms).
    for (const algo::AlgorithmInfo* info : settings.algorithms) {
        auto build = plan_builder(*info, settings.options);
        auto cost = [](const algo::Plan& sized) { return algo::bench_cost(sized); };
        plan_within_budget("bench of " + std::string(info->id), settings.options.n, build, cost, budget);
    }
    return settings;
}

// [SECTION] Measuring

// What the engine measures for these settings.
measure::SeriesSettings series_settings(const BenchSettings& settings, gpu::HeadlessDevice& device) {
    measure::SeriesSettings series;
    for (const algo::AlgorithmInfo* info : settings.algorithms) series.algorithms.emplace_back(info->id);
    if (settings.network_n) {
        series.sizes.push_back(*settings.network_n);
    } else if (!settings.algorithms.empty()) {
        for (uint32_t log2n = settings.sizes.first; log2n <= settings.sizes.last; ++log2n) series.sizes.push_back(1u << log2n);
    }
    series.options = settings.options;
    // The rank sorts' counts split so that no dispatch runs past the command budget (run_limit.hpp),
    // with this device's rate: their timed runs are runs of the plan `sort` would run.
    if (std::any_of(settings.algorithms.begin(), settings.algorithms.end(),
                    [](const algo::AlgorithmInfo* info) { return info->quick_n != UINT32_MAX; })) {
        series.options.device.max_dispatch_comparisons = algo::comparison_budget(
            gpu::probe_device_speed(device.programs, device.limits), gpu::kCommandDispatchBudgetMs);
    }
    series.keys.distribution = settings.dist;
    series.keys.seed = settings.seed;
    series.reps = settings.reps;
    series.cpu_baselines = settings.cpu;
    if (settings.copy) series.copy_bytes = settings.copy_bytes;
    series.timing = measure::RunTiming::WholeRun;
    series.dispatch_rows = settings.per_dispatch ? measure::DispatchRows::Largest : measure::DispatchRows::None;
    series.limits = {settings.max_run_ms, settings.cpu_max_run_ms, "--max-run-ms", "--cpu-max-run-ms"};
    series.renderer = device.summary();
    return series;
}

std::string runs_text(uint32_t runs) { return algo::count_of(runs, "timed run", "timed runs"); }

// [SECTION] Output

void write_outputs(const BenchSettings& settings, const measure::MeasureEngine& engine, bool final) {
    try {
        // Standard output gets the files once, at the end; real files after every size as well, so a
        // run cut short keeps what it measured.
        if (settings.csv && (final || *settings.csv != "-")) {
            exports::write_file_atomically(*settings.csv, measure::bench_csv(engine.records()));
        }
        if (settings.json && (final || *settings.json != "-")) {
            exports::write_file_atomically(*settings.json,
                                           measure::bench_json(engine.records(), engine.settings().renderer, engine.timer()));
        }
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
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
void print_grid(const BenchSettings& settings, const measure::MeasureEngine& engine, const std::vector<std::string>& columns,
                const Cell& cell) {
    std::vector<size_t> widths;
    std::printf("%-8s", "log2(N)");
    for (const std::string& column : columns) {
        widths.push_back(std::max<size_t>(column.size(), 9));
        std::printf("  %*s", static_cast<int>(widths.back()), column.c_str());
    }
    std::printf("\n");
    for (uint32_t log2n = settings.sizes.first; log2n <= settings.sizes.last; ++log2n) {
        std::printf("%-8u", log2n);
        for (size_t c = 0; c < columns.size(); ++c) {
            const measure::BenchRecord* record = find_record(engine, columns[c], log2n);
            std::string text = record ? cell(*record) : std::string();
            if (text.empty()) text = skip_cell(engine, columns[c], log2n);
            if (text.empty()) text = "-";
            std::printf("  %*s", static_cast<int>(widths[c]), text.c_str());
        }
        std::printf("\n");
    }
}

// How every result was checked: the line under the table's title.
std::string checked_line(const BenchSettings& settings, const measure::MeasureEngine& engine) {
    const bool values = settings.options.values;
    bool unstable = values && settings.cpu;  // std::sort
    for (const algo::AlgorithmInfo* info : settings.algorithms) unstable = unstable || (values && !info->stable);
    return std::string("checked: every key") + (values ? " and value" : "") + " against " +
           algo::reference_description(engine.settings().reference_threads) + " (equal to std::stable_sort" +
           (unstable ? "; the values of unstable sorts as a set within each run of equal keys)" : ")");
}

// The work-group size and digit width, named only where a benched plan reads them: onesweep replaces
// the default work group by its own per device when --wg is not given (its line below says which).
std::string kernel_options_text(const BenchSettings& settings) {
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
    if (std::any_of(settings.algorithms.begin(), settings.algorithms.end(),
                    [](const algo::AlgorithmInfo* info) { return info->reads.has(algo::PlanOption::RadixBits); })) {
        text += "; radix digits of " + std::to_string(options.radix_bits) + " bits";
    }
    return text;
}

// What each plan that depends on the driver chose on this device at the largest size (as `plan` says).
std::vector<std::string> device_choice_lines(const BenchSettings& settings, const measure::MeasureEngine& engine) {
    std::vector<std::string> lines;
    for (const algo::AlgorithmInfo* info : settings.algorithms) {
        if (info->driver_choices == nullptr) continue;
        algo::Options options = engine.settings().options;
        options.n = 1u << settings.sizes.last;
        const algo::Plan plan = info->build(options);
        lines.push_back(std::string(info->id) + " at " + measure::power_text(settings.sizes.last) + ": work groups of " +
                        std::to_string(plan.options.local_size) + "; " + info->driver_choices(plan.options));
    }
    return lines;
}

// The cells marked * in the table: timed runs whose median is well above the fastest, so the median is
// not the kernel's steady speed.
void print_unsteady(const measure::MeasureEngine& engine) {
    bool first = true;
    for (const measure::BenchRecord& record : engine.records()) {
        if (record.kind != "gpu" && record.kind != "cpu") continue;
        const std::optional<double> spread = measure::unsteady_spread(record);
        if (!spread) continue;
        if (first) {
            std::printf("\n* unsteady: the median of the timed runs is over %.2f times the fastest run, so it is not the steady\n"
                        "  speed (something slowed some runs; once, on an H100, the SM clock stayed at idle): run it again,\n"
                        "  or raise --reps\n",
                        measure::kUnsteadyMedianOverFastest);
            first = false;
        }
        std::printf("  %s at %s: median %s, fastest %s (%.2fx)\n", record.algorithm.c_str(), measure::power_text(record.log2n).c_str(),
                    measure::ms_text(*record.median_ms).c_str(), measure::ms_text(*record.min_ms).c_str(), *spread);
    }
}

void print_table(const BenchSettings& settings, const measure::MeasureEngine& engine) {
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
    std::printf("keys: %s%s, %s (random seed %llu), %s; %s%s\n", algo::key_type_name(options.key_type).data(),
                options.values ? " + u32 values" : "", algo::distribution_name(settings.dist).data(),
                static_cast<unsigned long long>(settings.seed), options.descending ? "descending" : "ascending",
                options.batch > 1 ? (std::to_string(options.batch) + " arrays of N keys").c_str() : "one array of N keys",
                kernel_options_text(settings).c_str());
    for (const std::string& line : device_choice_lines(settings, engine)) std::printf("%s\n", line.c_str());
    std::printf("%s from the median of %s; each cell was first sorted once and checked, then one "
                "warm-up of at least 250 ms of GPU work was discarded\n",
                giga ? "G keys/s (10^9 keys per second)" : "M keys/s (10^6 keys per second)", runs_text(settings.reps).c_str());
    std::printf("%s\n", checked_line(settings, engine).c_str());
    if (settings.cpu) {
        std::printf("std::sort, std::stable_sort: the same keys on one thread of the same machine (%s), up to %s a run "
                    "(--cpu-max-run-ms)\n",
                    engine.processor().c_str(), measure::ms_text(settings.cpu_max_run_ms).c_str());
    }
    std::printf("\n");

    print_grid(settings, engine, columns, [&](const measure::BenchRecord& record) {
        if (!record.skipped.empty() || !record.keys_per_s) return std::string();
        // Three significant digits, so slow columns (std::sort in G keys/s) keep their value.
        char text[32];
        std::snprintf(text, sizeof text, "%.3g%s", *record.keys_per_s / unit, measure::unsteady_spread(record) ? "*" : "");
        return std::string(text);
    });
    print_unsteady(engine);
    const std::vector<measure::SkipNote> skips = engine.skips();
    if (!skips.empty()) {
        std::printf("\nskipped:\n");
        for (const measure::SkipNote& note : skips) {
            std::printf("  %s at %s: %s\n", note.algorithm.c_str(), measure::power_text(algo::ceil_log2(note.n)).c_str(),
                        note.skip.reason.c_str());
        }
    }
    if (gpu_columns.empty()) return;

    std::printf("\nbytes per key: the global-memory bytes each plan reads + writes, per key (algo/traffic.hpp; the model\n"
                "counts every access as DRAM traffic, as if no cache helped)\n");
    print_grid(settings, engine, gpu_columns, [](const measure::BenchRecord& record) {
        if (!record.bytes_per_key_model) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.4g", *record.bytes_per_key_model);
        return std::string(text);
    });
    if (!engine.copy_gb_per_s()) return;
    std::printf("\nshare of the copy bandwidth (%.1f GB/s) each median reaches: bytes per key x keys/s / copy bandwidth\n"
                "(over 100%%: reads that hit a cache, which the model counts as DRAM traffic)\n",
                *engine.copy_gb_per_s());
    print_grid(settings, engine, gpu_columns, [](const measure::BenchRecord& record) {
        const std::optional<double> share = measure::copy_bandwidth_share(record);
        if (!record.skipped.empty() || !share) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.3g%%", 100.0 * *share);
        return std::string(text);
    });

    const uint32_t last = settings.sizes.last;
    std::printf("\nceilings at %s: copy bandwidth / modelled global-memory bytes per key (algo/traffic.hpp; the model\n"
                "counts every global access as DRAM traffic, so a kernel whose reads hit a cache can pass 100%%)\n",
                measure::power_text(last).c_str());
    for (const measure::BenchRecord& record : engine.records()) {
        if (record.kind != "gpu" || record.log2n != last || !record.bytes_per_key_model) continue;
        std::printf("  %-24s %10.1f bytes/key", record.algorithm.c_str(), *record.bytes_per_key_model);
        if (record.ceiling_keys_per_s) std::printf("  ceiling %9.2f", *record.ceiling_keys_per_s / unit);
        if (record.keys_per_s && record.ceiling_keys_per_s) {
            std::printf("  measured %9.2f (%.3g%% of the ceiling)", *record.keys_per_s / unit,
                        100.0 * *record.keys_per_s / *record.ceiling_keys_per_s);
        }
        std::printf("\n");
    }
}

// Each kernel's bandwidth at the largest size (--per-dispatch): per dispatch, the model's bytes over the
// median of its timed runs, summarised per kernel (median and lowest, and against the copy bandwidth
// when it was measured), after a line that sets the dispatches' own times against the whole run's.
std::vector<std::string> dispatch_lines(const measure::MeasureEngine& engine) {
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
                      plan.algorithm.c_str(), measure::power_text(job.log2n).c_str(),
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
                          plan.algorithm.c_str(), measure::power_text(job.log2n).c_str(), kernel.c_str(),
                          algo::count_of(rates.size(), "dispatch", "dispatches").c_str(), median.gb_per_s, share(median.gb_per_s).c_str(), lowest.gb_per_s,
                          share(lowest.gb_per_s).c_str(), static_cast<unsigned long long>(algo::step_number(lowest.step)), algo::describe(plan.steps[lowest.step]).c_str());
            lines.emplace_back(line);
        }
    }
    return lines;
}

// Progress on standard error as the engine goes: each record, each skip, each size's keys.
measure::Observer progress_lines(const BenchSettings& settings, const measure::MeasureEngine& engine) {
    measure::Observer observer;
    observer.measured = [&settings](const measure::BenchRecord& record) {
        if (record.kind == "copy") {
            const uint64_t bytes = record.n * 4;
            std::fprintf(stderr, "bench: copy of %llu MiB: %s median, %.1f GB/s read + written\n",
                         static_cast<unsigned long long>(bytes >> 20), measure::ms_text(*record.median_ms).c_str(), *record.gb_per_s);
            std::printf("copy bandwidth: %.1f GB/s read + written (copy.comp on a %llu MiB buffer%s; median of %s: %s)\n",
                        *record.gb_per_s, static_cast<unsigned long long>(bytes >> 20),
                        bytes < settings.copy_bytes ? ", the largest this device allows" : "", runs_text(settings.reps).c_str(),
                        measure::ms_text(*record.median_ms).c_str());
            return;
        }
        char unsteady[96] = "";
        if (const std::optional<double> spread = measure::unsteady_spread(record)) {
            std::snprintf(unsteady, sizeof unsteady, "; unsteady: the median is %.2fx the fastest run", *spread);
        }
        std::fprintf(stderr, "bench: %s at %s: %s median of %u (min %s)%s%s\n", record.algorithm.c_str(),
                     measure::power_text(record.log2n).c_str(), measure::ms_text(*record.median_ms).c_str(), record.reps,
                     measure::ms_text(*record.min_ms).c_str(),
                     record.keys_per_s ? (", " + measure::rate_text(*record.keys_per_s)).c_str() : "", unsteady);
    };
    observer.skipped = [](const measure::BenchRecord& record) {
        std::fprintf(stderr, "bench: %s at %s skipped: %s\n", record.algorithm.c_str(), measure::power_text(record.log2n).c_str(),
                     record.skipped.c_str());
    };
    observer.input_made = [](const measure::SizeInput& input) {
        std::fprintf(stderr, "bench: %s: keys made in %s, the reference sort (%s) took %s\n",
                     measure::power_text(algo::ceil_log2(input.options().n)).c_str(), measure::ms_text(input.keys_ms()).c_str(),
                     algo::reference_description(input.reference_threads()).c_str(), measure::ms_text(input.reference_ms()).c_str());
    };
    // Real files after the copy and after every size, so a run cut short keeps what it measured.
    observer.step_done = [&settings, &engine] { write_outputs(settings, engine, false); };
    return observer;
}

}  // namespace

int run_bench(std::span<char* const> args) {
    const BenchSettings settings = parse_settings(args);
    try {
        gpu::HeadlessDevice device;
        measure::MeasureEngine engine(device.programs, device.limits);
        measure::SeriesSettings series = series_settings(settings, device);
        std::printf("renderer: %s; timer: %s\n", series.renderer.c_str(),
                    measure::timer_text(series.timing, device.limits.has_timestamp).c_str());
        std::printf("buffers: %s\n", gpu::buffer_memory_text().c_str());
        if (!device.limits.timestamp_note.empty()) std::printf("note: %s\n", device.limits.timestamp_note.c_str());
        if (settings.network_n) {
            std::printf("network: arrays of %u keys, %u per batch%s (row log2(N) = %u)\n", *settings.network_n,
                        settings.options.batch, settings.options.network_fused ? ", fused into one dispatch" : ", one dispatch per layer",
                        settings.sizes.last);
        }
        std::fflush(stdout);
        engine.start(std::move(series), progress_lines(settings, engine));
        engine.run_to_end();
        if (engine.failed()) throw RuntimeFailure(engine.failure());
        if (!settings.algorithms.empty()) {
            print_table(settings, engine);
            const std::vector<std::string> lines = dispatch_lines(engine);
            if (!lines.empty()) {
                std::printf("\nper dispatch at the largest size (a GL_TIMESTAMP pair around each dispatch of an ordinary run, median "
                            "of %s; bytes from the model: read + written, as if no cache helped):\n", runs_text(settings.reps).c_str());
                for (const std::string& line : lines) std::printf("  %s\n", line.c_str());
            }
        }
        std::fflush(stdout);
        write_outputs(settings, engine, true);
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
