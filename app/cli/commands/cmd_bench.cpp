// `sortscope-cli bench`: times algorithms on the GPU over a range of sizes, in the style of seed 003's
// Mkey/s tables, next to std::sort and std::stable_sort of the same keys on the same machine.
//   --algo ID[,ID...]|all --log2n A..B [--reps R] [plan options] [--dist D] [--seed S]
//   [--copy [--copy-mib M]] [--no-cpu] [--per-dispatch] [--max-run-ms T] [--cpu-max-run-ms T]
//   [--csv FILE] [--json FILE] [--chart FILE] [--trace FILE]
// With --per-dispatch, the CSV and JSON also hold a row per dispatch of the largest size (kind "dispatch").
// --trace (which implies --per-dispatch) writes those dispatches as a Chrome/Perfetto trace
// (measure/trace_file.hpp), each algorithm a thread: a measurement, so it is bench's and not export's
// (export draws from the CPU reference and never times anything). --chart draws the keys/s as the app's
// race chart (diagram/rate_chart.hpp) into an SVG (export/rate_chart_svg.hpp).
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
// median; CSV and JSON hold every run. This file parses the command line, runs the engine and prints
// its progress, header and report (app/measure/bench_table.hpp makes the table's text).
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/parallel_radix.hpp"
#include "atomic_file.hpp"
#include "bench_files.hpp"
#include "bench_options.hpp"
#include "algorithms/text/counts.hpp"
#include "bench_table.hpp"
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
#include "rate_chart_svg.hpp"
#include "rate_series.hpp"
#include "trace_file.hpp"

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
    algo::Budget budget;    // --max-memory (the time of each run is --max-run-ms's)
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
    std::optional<std::string> trace;
    std::optional<std::string> chart;
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
        settings.sizes = {log2n, log2n, {log2n}};
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
    settings.budget = budget_option(parsed);
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
    settings.trace = parsed.value("trace");
    settings.chart = parsed.value("chart");
    if (settings.chart && settings.algorithms.empty()) throw UsageError("--chart needs --algo: it draws the algorithms' keys/s");
    if (settings.chart && *settings.chart == "-") throw UsageError("--chart: a chart is written to a file, not to standard output");
    if (settings.trace && settings.algorithms.empty()) throw UsageError("--trace needs --algo: it holds the algorithms' dispatches");
    if (settings.trace && *settings.trace == "-") throw UsageError("--trace: a trace is written to a file, not to standard output");
    settings.per_dispatch = parsed.flag("per-dispatch") || settings.trace.has_value();
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
    if (settings.trace) check_output_path("trace", *settings.trace);
    if (settings.chart) check_output_path("chart", *settings.chart);
    const auto refuse_same = [](const char* a, const std::optional<std::string>& path_a, const char* b,
                                const std::optional<std::string>& path_b) {
        if (path_a && path_b && *path_a != "-" && same_file(*path_a, *path_b)) {
            throw UsageError(std::string("--") + a + " and --" + b + " name the same file " + algo::quoted(*path_a));
        }
    };
    refuse_same("trace", settings.trace, "csv", settings.csv);
    refuse_same("trace", settings.trace, "json", settings.json);
    refuse_same("chart", settings.chart, "csv", settings.csv);
    refuse_same("chart", settings.chart, "json", settings.json);
    refuse_same("chart", settings.chart, "trace", settings.trace);
    if (settings.csv && settings.json && *settings.csv != "-" && same_file(*settings.csv, *settings.json)) {
        throw UsageError("--csv and --json name the same file " + algo::quoted(*settings.csv) +
                         ": the JSON would overwrite the CSV");
    }
    return settings;
}

// The largest size of each algorithm must fit in memory before any keys are made (the time of each run
// is the skip rule's, --max-run-ms). Checked once the device is open, on the plans the series will run
// at that size: the engine runs them (SeriesSettings::planned) instead of building them again.
void check_largest_plans(const BenchSettings& settings, measure::SeriesSettings& series, const gpu::DeviceLimits& limits) {
    const algo::Options largest = measure::job_options(series, limits, settings.options.n);
    auto cost = [](const algo::Plan& sized) { return algo::bench_cost(sized); };
    for (const algo::AlgorithmInfo* info : settings.algorithms) {
        try {
            series.planned.push_back(
                plan_within_budget("bench of " + std::string(info->id), largest.n, PlanBuilder{info, largest}, cost, settings.budget));
        } catch (const std::invalid_argument&) {
            // A plan this device refuses: the engine skips that algorithm's sizes with the reason.
        }
    }
}

// [SECTION] Measuring

// What the engine measures for these settings.
measure::SeriesSettings series_settings(const BenchSettings& settings, gpu::HeadlessDevice& device) {
    measure::SeriesSettings series;
    for (const algo::AlgorithmInfo* info : settings.algorithms) series.algorithms.emplace_back(info->id);
    if (settings.network_n) {
        series.sizes.push_back(*settings.network_n);
    } else if (!settings.algorithms.empty()) {
        for (const uint32_t log2n : settings.sizes.log2ns) series.sizes.push_back(1u << log2n);
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

// [SECTION] Output

// --chart: the race view's chart of the records so far, 960 x 540 with its margin, with the export's text
// widths (diagram's estimate) and decade labels.
std::string chart_svg(const BenchSettings& settings, const measure::MeasureEngine& engine) {
    const std::vector<diagram::RateSeries> series = measure::rate_series(engine.records());
    exports::RateChartPage page;
    page.title = "sortscope-cli bench: keys sorted per second on " + engine.settings().renderer;
    const auto text_width = [](const std::string& text, float size) { return diagram::estimated_text_width(text, size); };
    const auto value_label = [](double value) { return measure::si_text(value); };
    const diagram::RateChartLayout layout = diagram::layout_rate_chart(0.0f, 0.0f, 936.0f, 516.0f, series, settings.sizes.first,
                                                                       settings.sizes.last, diagram::RateChartStyle{},
                                                                       {text_width, value_label});
    return exports::rate_chart_svg(layout, page);
}

void write_outputs(const BenchSettings& settings, const measure::MeasureEngine& engine, bool final) {
    try {
        if (settings.chart) exports::write_file_atomically(*settings.chart, chart_svg(settings, engine));
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

// --trace: every measured job with dispatch rows (the largest size of each algorithm) as a thread.
void write_trace(const std::string& path, const measure::MeasureEngine& engine) {
    const std::vector<measure::TraceLane> lanes = measure::trace_lanes(engine);
    const measure::TraceSource source{"sortscope-cli bench", engine.settings().renderer, engine.timer()};
    try {
        exports::write_file_atomically(path, measure::trace_json(source, lanes));
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
    std::printf("wrote %s: %s of %s\n", algo::printable_path(path).c_str(), algo::count_of(lanes.size(), "lane", "lanes").c_str(),
                "dispatches (open it in ui.perfetto.dev or chrome://tracing)");
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
                        bytes < settings.copy_bytes ? ", the largest this device allows" : "", measure::timed_runs_text(settings.reps).c_str(),
                        measure::ms_text(*record.median_ms).c_str());
            return;
        }
        char unsteady[96] = "";
        if (const std::optional<double> spread = measure::unsteady_spread(record)) {
            std::snprintf(unsteady, sizeof unsteady, "; unsteady: the median is %.2fx the fastest run", *spread);
        }
        char clock[96] = "";
        if (record.sm_clock_mhz && record.max_sm_clock_mhz) {
            std::snprintf(clock, sizeof clock, "; SM clock %u MHz or more (of %u)", *record.sm_clock_mhz, *record.max_sm_clock_mhz);
        }
        std::fprintf(stderr, "bench: %s at %s: %s median of %u (min %s)%s%s%s\n", record.algorithm.c_str(),
                     measure::power_text(record.log2n).c_str(), measure::ms_text(*record.median_ms).c_str(), record.reps,
                     measure::ms_text(*record.min_ms).c_str(),
                     record.keys_per_s ? (", " + measure::rate_text(*record.keys_per_s)).c_str() : "", unsteady, clock);
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
        check_largest_plans(settings, series, device.limits);
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
            std::fputs(measure::bench_table_text(engine).c_str(), stdout);
            const std::vector<std::string> lines = measure::bench_dispatch_lines(engine);
            if (!lines.empty()) {
                std::printf("\nper dispatch at the largest size (a GL_TIMESTAMP pair around each dispatch of an ordinary run, median "
                            "of %s; bytes from the model: read + written, as if no cache helped):\n", measure::timed_runs_text(settings.reps).c_str());
                for (const std::string& line : lines) std::printf("  %s\n", line.c_str());
            }
        }
        std::fflush(stdout);
        write_outputs(settings, engine, true);
        if (settings.trace) write_trace(*settings.trace, engine);
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
