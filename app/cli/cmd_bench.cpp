// `sortscope-cli bench`: times algorithms on the GPU over a range of sizes, in the style of seed 003's
// Mkey/s tables, next to std::sort and std::stable_sort of the same keys on the same machine.
//   --algo ID[,ID...]|all --log2n A..B [--reps R] [plan options] [--dist D] [--seed S]
//   [--copy [--copy-mib M]] [--no-cpu] [--per-dispatch] [--max-run-ms T] [--csv FILE] [--json FILE]
//
// For each size (rows) and algorithm (columns): the keys are sorted once and checked against
// std::stable_sort (a wrong result ends the command with exit code 1: it is an error, not a number),
// then warm-up runs are discarded (at least one, and at least 250 ms of GPU work: gpu::warm_up) and R
// runs are timed. Each run uploads the keys untimed
// (Runner::restart), and the timer brackets the dispatches only (GL_TIMESTAMP, or glFinish + steady_clock
// where the driver has no timestamps; the first line says which). The table gives keys/s from the
// median; CSV and JSON hold every run.
//
// The skip rule: before a size, the time of one run is estimated from the same algorithm's last measured
// size, scaled by the bytes model (algo::estimate_run_ms). When there is no measured size yet and the
// size is beyond the algorithm's quick_n (the quadratic sorts), a probe run at the largest power of two
// <= quick_n (about a second on llvmpipe, far less on a GPU) is timed first and scaled instead. A size
// whose estimate is over --max-run-ms (default 2000) is skipped with the estimate as its reason, and so
// are the sizes after it. Sizes whose buffers the device cannot hold (GpuError from Runner::load) and
// options a plan refuses (std::invalid_argument from its builder) are skipped with that message.
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "atomic_file.hpp"
#include "bench.hpp"
#include "bench_export.hpp"
#include "bench_options.hpp"
#include "commands.hpp"
#include "export_error.hpp"
#include "gpu_error.hpp"
#include "headless_device.hpp"
#include "runner.hpp"
#include "sortscope/algo/check.hpp"
#include "sortscope/algo/kernels.hpp"
#include "sortscope/algo/copy.hpp"
#include "sortscope/algo/distributions.hpp"
#include "sortscope/algo/timing.hpp"
#include "sortscope/algo/traffic.hpp"
#include "timer.hpp"

namespace sortscope::cli {

namespace {

// [SECTION] Settings

constexpr uint64_t kMaxReps = 1000;
constexpr uint64_t kDefaultReps = 5;
constexpr uint64_t kDefaultMaxRunMs = 2000;
constexpr uint64_t kDefaultCopyMiB = gpu::kCopyBandwidthBytes >> 20;

struct BenchSettings {
    std::vector<const algo::AlgorithmInfo*> algorithms;
    Log2nRange sizes;
    uint32_t reps = kDefaultReps;
    algo::Options options;  // everything but n and the device
    algo::Distribution dist = algo::Distribution::Random;
    uint64_t seed = 1;
    bool copy = false;
    uint64_t copy_bytes = gpu::kCopyBandwidthBytes;
    bool cpu = true;
    bool per_dispatch = false;  // --per-dispatch: time every dispatch of the largest size on its own
    double max_run_ms = kDefaultMaxRunMs;
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

BenchSettings parse_settings(std::span<char* const> args) {
    std::set<std::string> value_options = plan_value_options();
    value_options.erase("n");
    Arguments parsed(args, with(value_options, {"log2n", "reps", "dist", "seed", "copy-mib", "max-run-ms", "csv", "json"}),
                     with(plan_flags(), {"copy", "no-cpu", "per-dispatch"}));
    BenchSettings settings;
    settings.copy = parsed.flag("copy");
    if (auto algo = parsed.value("algo")) {
        settings.algorithms = parse_algorithm_list(*algo);
    } else if (!settings.copy) {
        throw UsageError("--algo is required (ids separated by commas, or all), unless --copy alone is measured");
    }
    if (!settings.algorithms.empty()) {
        settings.sizes = parse_log2n_range(parsed.required("log2n"));
    } else if (parsed.value("log2n")) {
        throw UsageError("--log2n needs --algo: it gives the sizes the algorithms are timed at");
    }
    settings.reps = static_cast<uint32_t>(parsed.number("reps", kMaxReps).value_or(kDefaultReps));
    if (settings.reps == 0) throw UsageError("--reps: at least one timed run is needed, got 0");
    // Checks the batch against the largest size: batch * 2^last keys must stay within kMaxKeys.
    settings.options = plan_options(parsed, settings.algorithms.empty() ? 1u : 1u << settings.sizes.last);
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
    settings.csv = parsed.value("csv");
    settings.json = parsed.value("json");
    if (settings.csv) check_output_path("csv", *settings.csv);
    if (settings.json) check_output_path("json", *settings.json);
    return settings;
}

// [SECTION] Formatting

std::string power_text(uint32_t log2n) { return "2^" + std::to_string(log2n); }

std::string ms_text(double ms) {
    char text[32];
    if (ms >= 1000.0) {
        std::snprintf(text, sizeof text, "%.2f s", ms / 1000.0);
    } else {
        std::snprintf(text, sizeof text, "%.3g ms", ms);
    }
    return text;
}

// "7.70 M keys/s" / "12.3 G keys/s": for progress lines, each in its own unit.
std::string rate_text(double keys_per_s) {
    char text[48];
    if (keys_per_s >= 1e9) {
        std::snprintf(text, sizeof text, "%.3g G keys/s", keys_per_s / 1e9);
    } else {
        std::snprintf(text, sizeof text, "%.3g M keys/s", keys_per_s / 1e6);
    }
    return text;
}

// The processor, for the CPU columns: /proc/cpuinfo's model name where there is one.
std::string cpu_name() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("model name", 0) != 0) continue;
        const size_t start = line.find_first_not_of(" \t", line.find(':') + 1);
        if (start != std::string::npos) return line.substr(start);
    }
    return "CPU";
}

// [SECTION] Measuring

struct Skip {
    std::string cell;    // the table cell: "(time)", "(memory)", "(plan)"
    std::string reason;  // the whole reason, listed under the table and in the files
};

// The keys, values and expected result of one size, made on first use: a size that every algorithm
// skips (2^31 keys on a small GPU) never allocates them.
class SizeInput {
public:
    SizeInput(const BenchSettings& settings, const algo::Options& options) : m_settings(settings), m_options(options) {}

    const std::vector<uint32_t>& keys() { return make().keys; }
    const std::vector<uint32_t>& values() { return make().values; }
    const algo::ExpectedSort& expected() {
        Made& made = make();
        if (!made.expected) made.expected = algo::expected_sort(m_options, made.keys, made.values);
        return *made.expected;
    }

private:
    struct Made {
        std::vector<uint32_t> keys;
        std::vector<uint32_t> values;
        std::optional<algo::ExpectedSort> expected;
    };

    Made& make() {
        if (!m_made) {
            m_made.emplace();
            m_made->keys = algo::generate_input(m_settings.dist, m_options.n, m_options.batch, m_options.key_type,
                                                m_settings.seed);
            if (m_options.values) m_made->values = algo::index_values(m_made->keys.size());
        }
        return *m_made;
    }

    const BenchSettings& m_settings;
    algo::Options m_options;
    std::optional<Made> m_made;
};

// What the skip rule scales from: the algorithm's last measured plan and its median.
struct Measured {
    algo::Plan plan;
    double ms = 0.0;
    std::string label;  // "at 2^14" or "in a probe run at 2^15"
};

class Bench {
public:
    explicit Bench(const BenchSettings& settings)
        : m_settings(settings), m_timer(m_device.limits.has_timestamp), m_cpu_name(cpu_name()) {
        m_settings.options.device = gpu::device_caps(m_device.limits);
        m_last.resize(settings.algorithms.size());
    }

    std::string renderer() const { return m_device.summary(); }
    const char* timer_method() const { return m_timer.method(); }
    const std::string& timestamp_note() const { return m_device.limits.timestamp_note; }
    const std::vector<exports::BenchRecord>& records() const { return m_records; }
    const std::vector<std::string>& skips() const { return m_skip_lines; }
    const std::optional<gpu::CopyBandwidth>& copy() const { return m_copy; }
    const std::vector<std::string>& dispatch_lines() const { return m_dispatch_lines; }
    const std::string& cpu() const { return m_cpu_name; }
    // The cell of a skipped (algorithm, log2n), or "" when it was measured.
    std::string skip_cell(const std::string& algorithm, uint32_t log2n) const {
        auto found = m_skip_cells.find({algorithm, log2n});
        return found == m_skip_cells.end() ? std::string() : found->second;
    }

    void measure_copy() {
        m_copy = gpu::measure_copy_bandwidth(m_device.programs, m_device.limits, m_settings.copy_bytes, m_settings.reps);
        exports::BenchRecord record = base_record("copy", "copy");
        record.n = m_copy->bytes / 4;
        record.log2n = algo::ceil_log2(record.n);
        record.key_type = "u32";
        record.values = false;
        record.descending = false;
        record.local_size = algo::kCopyLocalSize;
        record.dispatches = m_copy->dispatches;
        record.times_ms = m_copy->times_ms;
        record.median_ms = m_copy->median_ms;
        record.min_ms = m_copy->min_ms;
        record.gb_per_s = m_copy->gb_per_s;
        record.gpu_bytes = m_copy->gpu_bytes;
        record.bytes_per_key_model = 8.0;  // per word: read once, written once
        record.checked = true;
        m_records.push_back(record);
        std::fprintf(stderr, "bench: copy of %llu MiB: %s median, %.1f GB/s read + written\n",
                     static_cast<unsigned long long>(m_copy->bytes >> 20), ms_text(m_copy->median_ms).c_str(),
                     m_copy->gb_per_s);
    }

    // Every algorithm, then the CPU baselines, at 2^log2n keys per array.
    void measure_size(uint32_t log2n) {
        algo::Options options = m_settings.options;
        options.n = 1u << log2n;
        SizeInput input(m_settings, options);
        for (size_t a = 0; a < m_settings.algorithms.size(); ++a) measure_gpu(a, options, log2n, input);
        if (m_settings.cpu) {
            for (algo::CpuSort sort : {algo::CpuSort::Sort, algo::CpuSort::StableSort}) {
                measure_cpu(sort, options, log2n, input);
            }
        }
    }

private:
    exports::BenchRecord base_record(const std::string& kind, const std::string& algorithm) const {
        const algo::Options& options = m_settings.options;
        exports::BenchRecord record;
        record.kind = kind;
        record.algorithm = algorithm;
        record.batch = options.batch;
        record.key_type = std::string(algo::key_type_name(options.key_type));
        record.values = options.values;
        record.descending = options.descending;
        record.radix_bits = options.radix_bits;
        record.local_size = options.local_size;
        record.reps = m_settings.reps;
        record.renderer = renderer();
        record.timer = m_timer.method();
        return record;
    }

    void skip(exports::BenchRecord record, const Skip& skip) {
        record.skipped = skip.reason;
        m_records.push_back(record);
        m_skip_cells[{record.algorithm, record.log2n}] = skip.cell;
        m_skip_lines.push_back(record.algorithm + " at " + power_text(record.log2n) + ": " + skip.reason);
        std::fprintf(stderr, "bench: %s at %s skipped: %s\n", record.algorithm.c_str(), power_text(record.log2n).c_str(),
                     skip.reason.c_str());
    }

    // One run of `plan` on fresh keys of its size, for the skip rule when nothing smaller was measured.
    std::optional<Measured> probe(const algo::Plan& plan, uint32_t log2n) {
        const std::vector<uint32_t> keys = algo::generate_input(m_settings.dist, plan.options.n, plan.options.batch,
                                                                plan.options.key_type, m_settings.seed);
        const std::vector<uint32_t> values = plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
        gpu::Runner runner(m_device.programs, m_device.limits);
        try {
            runner.load(plan, keys, values);
        } catch (const gpu::GpuError&) {
            return std::nullopt;  // the size itself will say why, if it fails too
        }
        return Measured{plan, gpu::time_plan_run(runner, m_timer, keys, values), "in a probe run at " + power_text(log2n)};
    }

    std::optional<Skip> too_slow(size_t a, const algo::Plan& plan) {
        const algo::AlgorithmInfo& info = *m_settings.algorithms[a];
        if (!m_last[a] && info.quick_n != UINT32_MAX && plan.options.n > info.quick_n) {
            algo::Options probe_options = plan.options;
            probe_options.n = std::bit_floor(std::max(1u, info.quick_n));
            try {
                m_last[a] = probe(info.build(probe_options), algo::ceil_log2(probe_options.n));
            } catch (const std::invalid_argument&) {
                // No probe plan: the size runs without an estimate.
            }
        }
        if (!m_last[a]) return std::nullopt;
        const std::optional<double> estimate = algo::estimate_run_ms(m_last[a]->plan, m_last[a]->ms, plan);
        if (!estimate || *estimate <= m_settings.max_run_ms) return std::nullopt;
        return Skip{"(time)", "one run would take about " + ms_text(*estimate) + " (" + ms_text(m_last[a]->ms) + " " +
                                  m_last[a]->label + ", scaled by the bytes model), over the " +
                                  ms_text(m_settings.max_run_ms) + " limit (--max-run-ms)"};
    }

    void measure_gpu(size_t a, const algo::Options& options, uint32_t log2n, SizeInput& input) {
        const algo::AlgorithmInfo& info = *m_settings.algorithms[a];
        exports::BenchRecord record = base_record("gpu", std::string(info.id));
        record.n = options.n;
        record.log2n = log2n;
        algo::Plan plan;
        try {
            plan = info.build(options);
        } catch (const std::invalid_argument& error) {
            return skip(record, {"(plan)", error.what()});
        }
        record.dispatches = plan.steps.size();
        record.bytes_per_key_model = algo::bytes_per_key(plan);
        if (m_copy && *record.bytes_per_key_model > 0.0) {
            record.ceiling_keys_per_s = m_copy->gb_per_s * 1e9 / *record.bytes_per_key_model;
        }
        gpu::Runner runner(m_device.programs, m_device.limits);
        try {
            runner.check_plan(plan);
        } catch (const gpu::GpuError& error) {
            return skip(record, {"(memory)", error.what()});
        }
        if (auto slow = too_slow(a, plan)) return skip(record, *slow);

        // Compile before loading, so that an error from load is about the buffers (a skip: out of GPU
        // memory), while a kernel that does not compile ends the command.
        for (const algo::Step& step : plan.steps) m_device.programs.get(gpu::program_key(plan, step));
        try {
            runner.load(plan, input.keys(), input.values());
        } catch (const gpu::GpuError& error) {
            return skip(record, {"(memory)", error.what()});
        }
        record.gpu_bytes = runner.allocated_bytes();
        const std::vector<uint32_t>& keys = input.keys();
        const std::vector<uint32_t>& values = input.values();

        runner.run_to_end();
        const algo::SortCheck check =
            algo::check_sort(options, info.stable, input.expected(), runner.read_keys(), runner.read_values());
        if (!check.ok) {
            throw RuntimeFailure("FAIL: " + record.algorithm + " at n = " + std::to_string(options.n) + " (" +
                                 power_text(log2n) + (options.batch > 1 ? ", batch " + std::to_string(options.batch) : "") +
                                 ") sorts wrongly: " + check.message + "; no time is reported for a wrong result");
        }
        record.checked = true;

        gpu::warm_up([&] { return gpu::time_plan_run(runner, m_timer, keys, values); });  // discarded
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            record.times_ms.push_back(gpu::time_plan_run(runner, m_timer, keys, values));
        }
        finish(record, plan.total_keys());
        m_last[a] = Measured{plan, *record.median_ms, "at " + power_text(log2n)};
        if (m_settings.per_dispatch && log2n == m_settings.sizes.last) per_dispatch(plan, runner, keys, values, *record.median_ms);
    }

    // Each kernel's bandwidth: per dispatch, the model's bytes over the median of its R timed runs,
    // summarised per kernel (median and lowest, and against the copy bandwidth when it was measured).
    void per_dispatch(const algo::Plan& plan, gpu::Runner& runner, const std::vector<uint32_t>& keys,
                      const std::vector<uint32_t>& values, double run_median_ms) {
        std::vector<std::vector<double>> times(plan.steps.size());
        gpu::warm_up([&] {
            const std::vector<double> run = gpu::time_each_dispatch(runner, m_timer, keys, values);
            return std::accumulate(run.begin(), run.end(), 0.0);
        });
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            const std::vector<double> run = gpu::time_each_dispatch(runner, m_timer, keys, values);
            for (size_t s = 0; s < run.size(); ++s) times[s].push_back(run[s]);
        }
        struct Rate {
            double gb_per_s;
            size_t step;
        };
        std::map<std::string, std::vector<Rate>> by_kernel;
        double sum_ms = 0.0;
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            const double ms = algo::summarize(times[s]).median_ms;
            sum_ms += ms;
            const uint64_t bytes = algo::step_bytes(plan, plan.steps[s]);
            if (ms <= 0.0 || bytes == 0) continue;
            by_kernel[std::string(algo::kernel_file(plan.steps[s].kernel))].push_back({static_cast<double>(bytes) / (ms * 1e6), s});
        }
        // The dispatches' own times against the whole run's: a large gap means time outside the kernels.
        char total[256];
        std::snprintf(total, sizeof total, "%s at %s: the %zu dispatches take %s on their own, the whole run %s (medians)",
                      plan.algorithm.c_str(), power_text(algo::ceil_log2(plan.options.n)).c_str(), plan.steps.size(),
                      ms_text(sum_ms).c_str(), ms_text(run_median_ms).c_str());
        m_dispatch_lines.push_back(total);
        for (auto& [kernel, rates] : by_kernel) {
            std::sort(rates.begin(), rates.end(), [](const Rate& a, const Rate& b) { return a.gb_per_s < b.gb_per_s; });
            const Rate& lowest = rates.front();
            const Rate& median = rates[rates.size() / 2];
            auto share = [&](double gb) {
                return m_copy ? " (" + std::to_string(static_cast<int>(std::lround(100.0 * gb / m_copy->gb_per_s))) + "% of copy)" : std::string();
            };
            char line[512];
            std::snprintf(line, sizeof line, "%s at %s, %s: %zu dispatch%s, median %.1f GB/s%s, lowest %.1f GB/s%s at dispatch %zu (%s)",
                          plan.algorithm.c_str(), power_text(algo::ceil_log2(plan.options.n)).c_str(), kernel.c_str(), rates.size(),
                          rates.size() == 1 ? "" : "es", median.gb_per_s, share(median.gb_per_s).c_str(), lowest.gb_per_s,
                          share(lowest.gb_per_s).c_str(), lowest.step, algo::describe(plan.steps[lowest.step]).c_str());
            m_dispatch_lines.push_back(line);
        }
    }

    void measure_cpu(algo::CpuSort sort, const algo::Options& options, uint32_t log2n, SizeInput& input) {
        const std::vector<uint32_t>& keys = input.keys();
        const std::vector<uint32_t>& values = input.values();
        exports::BenchRecord record = base_record("cpu", std::string(algo::cpu_sort_name(sort)));
        record.n = options.n;
        record.log2n = log2n;
        record.local_size = 0;
        record.renderer = m_cpu_name;
        record.timer = "steady_clock, 1 CPU thread";
        // The first run is the check (and warms the caches); the next R are timed.
        const algo::CpuSortRun first = algo::run_cpu_sort(sort, options, keys, values);
        const algo::SortCheck check =
            algo::check_sort(options, sort == algo::CpuSort::StableSort, input.expected(), first.keys, first.values);
        if (!check.ok) throw RuntimeFailure("FAIL: " + record.algorithm + " at " + power_text(log2n) + ": " + check.message);
        record.checked = true;
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            record.times_ms.push_back(algo::run_cpu_sort(sort, options, keys, values).ms);
        }
        finish(record, uint64_t{options.n} * options.batch);
    }

    void finish(exports::BenchRecord& record, uint64_t keys) {
        const algo::TimingSummary summary = algo::summarize(record.times_ms);
        record.median_ms = summary.median_ms;
        record.min_ms = summary.min_ms;
        if (summary.median_ms > 0.0) record.keys_per_s = static_cast<double>(keys) / (summary.median_ms / 1000.0);
        m_records.push_back(record);
        std::fprintf(stderr, "bench: %s at %s: %s median of %u (min %s)%s\n", record.algorithm.c_str(),
                     power_text(record.log2n).c_str(), ms_text(summary.median_ms).c_str(), record.reps,
                     ms_text(summary.min_ms).c_str(), record.keys_per_s ? (", " + rate_text(*record.keys_per_s)).c_str() : "");
    }

    BenchSettings m_settings;
    gpu::HeadlessDevice m_device;
    gpu::GpuTimer m_timer;
    std::string m_cpu_name;
    std::vector<exports::BenchRecord> m_records;
    std::vector<std::optional<Measured>> m_last;  // per algorithm, for the skip rule
    std::map<std::pair<std::string, uint32_t>, std::string> m_skip_cells;
    std::vector<std::string> m_skip_lines;
    std::optional<gpu::CopyBandwidth> m_copy;
    std::vector<std::string> m_dispatch_lines;  // --per-dispatch
};

// [SECTION] Output

void write_outputs(const BenchSettings& settings, const Bench& bench, bool final) {
    try {
        // Standard output gets the files once, at the end; real files after every size as well, so a
        // run cut short keeps what it measured.
        if (settings.csv && (final || *settings.csv != "-")) {
            exports::write_file_atomically(*settings.csv, exports::bench_csv(bench.records()));
        }
        if (settings.json && (final || *settings.json != "-")) {
            exports::write_file_atomically(*settings.json,
                                           exports::bench_json(bench.records(), bench.renderer(), bench.timer_method()));
        }
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
}

std::string runs_text(uint32_t runs) { return std::to_string(runs) + (runs == 1 ? " timed run" : " timed runs"); }

void print_table(const BenchSettings& settings, const Bench& bench) {
    std::vector<std::string> columns;
    for (const algo::AlgorithmInfo* info : settings.algorithms) columns.emplace_back(info->id);
    if (settings.cpu) {
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::Sort));
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::StableSort));
    }
    double fastest = 0.0;
    for (const exports::BenchRecord& record : bench.records()) {
        if (record.kind != "copy" && record.keys_per_s) fastest = std::max(fastest, *record.keys_per_s);
    }
    const bool giga = fastest >= 1e9;
    const double unit = giga ? 1e9 : 1e6;
    const algo::Options& options = settings.options;
    std::printf("keys: %s%s, %s (seed %llu), %s; %s; work groups of %u; radix digits of %u bits\n",
                algo::key_type_name(options.key_type).data(), options.values ? " + u32 values" : "",
                algo::distribution_name(settings.dist).data(), static_cast<unsigned long long>(settings.seed),
                options.descending ? "descending" : "ascending",
                options.batch > 1 ? (std::to_string(options.batch) + " arrays of N keys").c_str() : "one array of N keys",
                options.local_size, options.radix_bits);
    std::printf("%s from the median of %s; each cell was first checked against std::stable_sort, then one "
                "warm-up of at least 250 ms of GPU work was discarded\n",
                giga ? "G keys/s (10^9 keys per second)" : "M keys/s (10^6 keys per second)", runs_text(settings.reps).c_str());
    if (settings.cpu) {
        std::printf("std::sort, std::stable_sort: the same keys on one thread of the same machine (%s)\n",
                    bench.cpu().c_str());
    }
    std::printf("\n");

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
            std::string cell = bench.skip_cell(columns[c], log2n);
            for (const exports::BenchRecord& record : bench.records()) {
                if (record.algorithm != columns[c] || record.log2n != log2n || !record.skipped.empty()) continue;
                char text[32] = "-";
                // Three significant digits, so slow columns (std::sort in G keys/s) keep their value.
                if (record.keys_per_s) std::snprintf(text, sizeof text, "%.3g", *record.keys_per_s / unit);
                cell = text;
            }
            std::printf("  %*s", static_cast<int>(widths[c]), cell.c_str());
        }
        std::printf("\n");
    }
    if (!bench.skips().empty()) {
        std::printf("\nskipped:\n");
        for (const std::string& line : bench.skips()) std::printf("  %s\n", line.c_str());
    }
    if (!bench.copy()) return;
    const uint32_t last = settings.sizes.last;
    std::printf("\nceilings at %s: copy bandwidth / modelled global-memory bytes per key (algo/traffic.hpp; the model\n"
                "counts every global access as DRAM traffic, so a kernel whose reads hit a cache can pass 100%%)\n",
                power_text(last).c_str());
    for (const exports::BenchRecord& record : bench.records()) {
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

}  // namespace

int run_bench(std::span<char* const> args) {
    const BenchSettings settings = parse_settings(args);
    try {
        Bench bench(settings);
        std::printf("renderer: %s; timer: %s\n", bench.renderer().c_str(), bench.timer_method());
        if (!bench.timestamp_note().empty()) std::printf("note: %s\n", bench.timestamp_note().c_str());
        std::fflush(stdout);
        if (settings.copy) {
            bench.measure_copy();
            const gpu::CopyBandwidth& copy = *bench.copy();
            std::printf("copy bandwidth: %.1f GB/s read + written (copy.comp on a %llu MiB buffer%s; median of %s: %s)\n",
                        copy.gb_per_s, static_cast<unsigned long long>(copy.bytes >> 20),
                        copy.bytes < settings.copy_bytes ? ", the largest this device allows" : "",
                        runs_text(settings.reps).c_str(), ms_text(copy.median_ms).c_str());
            write_outputs(settings, bench, false);
        }
        if (!settings.algorithms.empty()) {
            for (uint32_t log2n = settings.sizes.first; log2n <= settings.sizes.last; ++log2n) {
                bench.measure_size(log2n);
                write_outputs(settings, bench, false);
            }
            print_table(settings, bench);
            if (!bench.dispatch_lines().empty()) {
                std::printf("\nper dispatch at the largest size (GL_TIMESTAMP between the dispatches of an ordinary run, median "
                            "of %s; bytes from the model: read + written, as if no cache helped):\n", runs_text(settings.reps).c_str());
                for (const std::string& line : bench.dispatch_lines()) std::printf("  %s\n", line.c_str());
            }
        }
        std::fflush(stdout);
        write_outputs(settings, bench, true);
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
