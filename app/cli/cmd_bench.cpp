// `sortscope-cli bench`: times algorithms on the GPU over a range of sizes, in the style of seed 003's
// Mkey/s tables, next to std::sort and std::stable_sort of the same keys on the same machine.
//   --algo ID[,ID...]|all --log2n A..B [--reps R] [plan options] [--dist D] [--seed S]
//   [--copy [--copy-mib M]] [--no-cpu] [--per-dispatch] [--max-run-ms T] [--cpu-max-run-ms T]
//   [--csv FILE] [--json FILE]
// With --per-dispatch, the CSV and JSON also hold a row per dispatch of the largest size (kind "dispatch":
// exports::dispatch_records).
//
// For each size (rows) and algorithm (columns): the keys are sorted once and checked, every key (and
// value), against a stable LSD radix sort of the same input on every CPU thread (algo/parallel_radix.hpp:
// std::stable_sort's result, which std::stable_sort itself took 102 s to make at 2^28 keys on the H100
// machine, the radix sort 2 s); a wrong result ends the command with exit code 1: it is an error, not a
// number. Then warm-up runs are discarded (at least one, and at least 250 ms of GPU work: gpu::warm_up)
// and R runs are timed. Each run uploads the keys untimed
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
//
// The CPU baselines (std::sort, std::stable_sort on one thread) have their own limit, --cpu-max-run-ms
// (default 3000): one run is estimated from the same baseline's last measured size scaled by n log n,
// or, with no smaller size measured and more than 2^20 keys per array, from a probe run on the first
// 2^20 keys. Without it they would dominate a run to 2^28 keys (std::sort took 39 s a run there).
#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <chrono>
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

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/verify/parallel_radix.hpp"
#include "atomic_file.hpp"
#include "bench.hpp"
#include "bench_export.hpp"
#include "bench_options.hpp"
#include "commands.hpp"
#include "dispatch_records.hpp"
#include "export_error.hpp"
#include "gpu_error.hpp"
#include "headless_device.hpp"
#include "runner.hpp"
#include "speed_probe.hpp"
#include "timer.hpp"

namespace sortscope::cli {

namespace {

// [SECTION] Settings

constexpr uint64_t kMaxReps = 1000;
constexpr uint64_t kDefaultReps = 5;
constexpr uint64_t kDefaultMaxRunMs = 2000;
constexpr uint64_t kDefaultCpuMaxRunMs = 3000;
constexpr uint32_t kCpuProbeLog2n = 20;  // the CPU baselines' probe run: the first 2^20 keys
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

BenchSettings parse_settings(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("bench"));
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
    settings.options = parse_plan_options(parsed, settings.algorithms.empty() ? 1u : 1u << settings.sizes.last);
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

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The keys, values and expected result of one size, made on first use: a size that every algorithm
// skips (2^31 keys on a small GPU) never allocates them. The expected result is the parallel radix
// sort's on `reference_threads` threads; how long it and the keys took goes to stderr, since at 2^28
// keys they are the part of a size that is not GPU work.
class SizeInput {
public:
    SizeInput(const BenchSettings& settings, const algo::Options& options, unsigned reference_threads)
        : m_settings(settings), m_options(options), m_reference_threads(reference_threads) {}

    const std::vector<uint32_t>& keys() { return make().keys; }
    const std::vector<uint32_t>& values() { return make().values; }
    const algo::ExpectedSort& expected() {
        Made& made = make();
        if (!made.expected) {
            const auto start = std::chrono::steady_clock::now();
            made.expected = algo::parallel_expected_sort(m_options, made.keys, made.values, m_reference_threads);
            std::fprintf(stderr, "bench: %s: keys made in %s, the reference sort (%s) took %s\n",
                         power_text(algo::ceil_log2(m_options.n)).c_str(), ms_text(made.make_ms).c_str(),
                         algo::reference_description(m_reference_threads).c_str(), ms_text(ms_since(start)).c_str());
        }
        return *made.expected;
    }

private:
    struct Made {
        std::vector<uint32_t> keys;
        std::vector<uint32_t> values;
        double make_ms = 0.0;
        std::optional<algo::ExpectedSort> expected;
    };

    Made& make() {
        if (!m_made) {
            const auto start = std::chrono::steady_clock::now();
            m_made.emplace();
            m_made->keys = algo::generate_input(m_settings.dist, m_options.n, m_options.batch, m_options.key_type,
                                                m_settings.seed);
            if (m_options.values) m_made->values = algo::index_values(m_made->keys.size());
            m_made->make_ms = ms_since(start);
        }
        return *m_made;
    }

    const BenchSettings& m_settings;
    algo::Options m_options;
    unsigned m_reference_threads;
    std::optional<Made> m_made;
};

// What the skip rule scales from: the algorithm's last measured plan and its median.
struct Measured {
    algo::Plan plan;
    double ms = 0.0;
    std::string label;  // "at 2^14" or "in a probe run at 2^15"
};

// What the CPU baselines' skip rule scales from: the last measured run of the same baseline.
struct CpuMeasured {
    uint64_t keys = 0;  // all arrays of the batch
    uint32_t n = 0;     // keys per array
    double ms = 0.0;
    std::string label;  // "at 2^20" or "in a probe run on the first 2^20 keys"
};

// Comparison sorts do about n log2 n work per array of n keys (at least one level for n = 1).
double sort_work(uint64_t keys, uint32_t n) {
    return static_cast<double>(keys) * std::max(1.0, std::log2(static_cast<double>(n)));
}

class Bench {
public:
    explicit Bench(const BenchSettings& settings)
        : m_settings(settings), m_timer(m_device.limits.has_timestamp), m_cpu_name(cpu_name()),
          m_reference_threads(algo::hardware_threads()) {
        m_settings.options.device = gpu::device_caps(m_device.limits);
        // The rank sorts' counts split so that no dispatch runs past the command budget (run_limit.hpp),
        // with this device's rate: their timed runs are runs of the plan `sort` would run.
        if (std::any_of(settings.algorithms.begin(), settings.algorithms.end(),
                        [](const algo::AlgorithmInfo* info) { return info->quick_n != UINT32_MAX; })) {
            m_settings.options.device.max_dispatch_comparisons = algo::comparison_budget(
                gpu::probe_device_speed(m_device.programs, m_device.limits), gpu::kCommandDispatchBudgetMs);
        }
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
    unsigned reference_threads() const { return m_reference_threads; }
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
        record.checked_against = "its input, word for word";
        m_records.push_back(record);
        std::fprintf(stderr, "bench: copy of %llu MiB: %s median, %.1f GB/s read + written\n",
                     static_cast<unsigned long long>(m_copy->bytes >> 20), ms_text(m_copy->median_ms).c_str(),
                     m_copy->gb_per_s);
    }

    // Every algorithm, then the CPU baselines, at 2^log2n keys per array.
    void measure_size(uint32_t log2n) {
        algo::Options options = m_settings.options;
        options.n = 1u << log2n;
        SizeInput input(m_settings, options, m_reference_threads);
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
        record.checked_against = algo::reference_description(m_reference_threads);

        gpu::warm_up([&] { return gpu::time_plan_run(runner, m_timer, keys, values); });  // discarded
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            record.times_ms.push_back(gpu::time_plan_run(runner, m_timer, keys, values));
        }
        finish(record, plan.total_keys());
        m_last[a] = Measured{plan, *record.median_ms, "at " + power_text(log2n)};
        if (m_settings.per_dispatch && log2n == m_settings.sizes.last) per_dispatch(plan, runner, keys, values, record);
    }

    // Each kernel's bandwidth: per dispatch, the model's bytes over the median of its R timed runs,
    // summarised per kernel (median and lowest, and against the copy bandwidth when it was measured).
    // Every dispatch's runs also go to the CSV and JSON as rows of kind "dispatch".
    void per_dispatch(const algo::Plan& plan, gpu::Runner& runner, const std::vector<uint32_t>& keys,
                      const std::vector<uint32_t>& values, const exports::BenchRecord& whole_run) {
        const double run_median_ms = *whole_run.median_ms;
        std::vector<std::vector<double>> times(plan.steps.size());
        gpu::warm_up([&] {
            const std::vector<double> run = gpu::time_each_dispatch(runner, m_timer, keys, values);
            return std::accumulate(run.begin(), run.end(), 0.0);
        });
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            const std::vector<double> run = gpu::time_each_dispatch(runner, m_timer, keys, values);
            for (size_t s = 0; s < run.size(); ++s) times[s].push_back(run[s]);
        }
        const std::vector<exports::BenchRecord> rows =
            exports::dispatch_records(whole_run, plan, times, m_copy ? std::optional<double>(m_copy->gb_per_s) : std::nullopt);
        m_records.insert(m_records.end(), rows.begin(), rows.end());
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
        std::snprintf(total, sizeof total, "%s at %s: the %s take %s on their own, the whole run %s (medians)",
                      plan.algorithm.c_str(), power_text(algo::ceil_log2(plan.options.n)).c_str(),
                      algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(),
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
            std::snprintf(line, sizeof line, "%s at %s, %s: %s, median %.1f GB/s%s, lowest %.1f GB/s%s at dispatch %zu (%s)",
                          plan.algorithm.c_str(), power_text(algo::ceil_log2(plan.options.n)).c_str(), kernel.c_str(),
                          algo::count_of(rates.size(), "dispatch", "dispatches").c_str(), median.gb_per_s, share(median.gb_per_s).c_str(), lowest.gb_per_s,
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
        if (auto slow = cpu_too_slow(sort, options, input)) return skip(record, *slow);
        // The first run is the check (and warms the caches); the next R are timed.
        const algo::CpuSortRun first = algo::run_cpu_sort(sort, options, keys, values);
        const algo::SortCheck check =
            algo::check_sort(options, sort == algo::CpuSort::StableSort, input.expected(), first.keys, first.values);
        if (!check.ok) throw RuntimeFailure("FAIL: " + record.algorithm + " at " + power_text(log2n) + ": " + check.message);
        record.checked = true;
        record.checked_against = algo::reference_description(m_reference_threads);
        for (uint32_t rep = 0; rep < m_settings.reps; ++rep) {
            record.times_ms.push_back(algo::run_cpu_sort(sort, options, keys, values).ms);
        }
        finish(record, uint64_t{options.n} * options.batch);
        m_cpu_last[static_cast<size_t>(sort)] =
            CpuMeasured{uint64_t{options.n} * options.batch, options.n, *record.median_ms, "at " + power_text(log2n)};
    }

    // The CPU baselines' skip rule (see the top of this file): nullopt when the run fits in
    // --cpu-max-run-ms or there is nothing to estimate it from.
    std::optional<Skip> cpu_too_slow(algo::CpuSort sort, const algo::Options& options, SizeInput& input) {
        std::optional<CpuMeasured>& last = m_cpu_last[static_cast<size_t>(sort)];
        constexpr uint32_t kProbeN = 1u << kCpuProbeLog2n;
        if (!last && options.n > kProbeN) {
            algo::Options probe = options;
            probe.n = kProbeN;
            probe.batch = 1;
            const std::span<const uint32_t> keys = std::span(input.keys()).first(kProbeN);
            const std::span<const uint32_t> values =
                options.values ? std::span(input.values()).first(kProbeN) : std::span<const uint32_t>();
            last = CpuMeasured{kProbeN, kProbeN, algo::run_cpu_sort(sort, probe, keys, values).ms,
                               "in a probe run on the first " + power_text(kCpuProbeLog2n) + " keys"};
        }
        if (!last) return std::nullopt;
        const double estimate =
            last->ms * sort_work(uint64_t{options.n} * options.batch, options.n) / sort_work(last->keys, last->n);
        if (estimate <= m_settings.cpu_max_run_ms) return std::nullopt;
        return Skip{"(time)", "one run would take about " + ms_text(estimate) + " (" + ms_text(last->ms) + " " +
                                  last->label + ", scaled by n log n), over the " + ms_text(m_settings.cpu_max_run_ms) +
                                  " limit for the CPU baselines (--cpu-max-run-ms)"};
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
    unsigned m_reference_threads;  // the parallel radix sort's, for every check
    std::vector<exports::BenchRecord> m_records;
    std::vector<std::optional<Measured>> m_last;  // per algorithm, for the skip rule
    std::array<std::optional<CpuMeasured>, 2> m_cpu_last;  // per CpuSort, for the CPU baselines' skip rule
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

std::string runs_text(uint32_t runs) { return algo::count_of(runs, "timed run", "timed runs"); }

// The record of (algorithm, log2n), measured or skipped; null when there is none.
const exports::BenchRecord* find_record(const Bench& bench, const std::string& algorithm, uint32_t log2n) {
    for (const exports::BenchRecord& record : bench.records()) {
        if ((record.kind == "gpu" || record.kind == "cpu") && record.algorithm == algorithm && record.log2n == log2n) return &record;
    }
    return nullptr;
}

// A row per log2 n and a column per algorithm; cell(record) gives the text of a record's cell ("" for
// none), and a cell without text shows why the size was skipped ("(time)"), or "-".
template <class Cell>
void print_grid(const BenchSettings& settings, const Bench& bench, const std::vector<std::string>& columns, const Cell& cell) {
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
            const exports::BenchRecord* record = find_record(bench, columns[c], log2n);
            std::string text = record ? cell(*record) : std::string();
            if (text.empty()) text = bench.skip_cell(columns[c], log2n);
            if (text.empty()) text = "-";
            std::printf("  %*s", static_cast<int>(widths[c]), text.c_str());
        }
        std::printf("\n");
    }
}

// How every result was checked: the line under the table's title.
std::string checked_line(const BenchSettings& settings, const Bench& bench) {
    const bool values = settings.options.values;
    bool unstable = values && settings.cpu;  // std::sort
    for (const algo::AlgorithmInfo* info : settings.algorithms) unstable = unstable || (values && !info->stable);
    return std::string("checked: every key") + (values ? " and value" : "") + " against " +
           algo::reference_description(bench.reference_threads()) + " (equal to std::stable_sort" +
           (unstable ? "; the values of unstable sorts as a set within each run of equal keys)" : ")");
}

void print_table(const BenchSettings& settings, const Bench& bench) {
    std::vector<std::string> gpu_columns;
    for (const algo::AlgorithmInfo* info : settings.algorithms) gpu_columns.emplace_back(info->id);
    std::vector<std::string> columns = gpu_columns;
    if (settings.cpu) {
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::Sort));
        columns.emplace_back(algo::cpu_sort_name(algo::CpuSort::StableSort));
    }
    double fastest = 0.0;
    for (const exports::BenchRecord& record : bench.records()) {
        if ((record.kind == "gpu" || record.kind == "cpu") && record.keys_per_s) fastest = std::max(fastest, *record.keys_per_s);
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
    std::printf("%s from the median of %s; each cell was first sorted once and checked, then one "
                "warm-up of at least 250 ms of GPU work was discarded\n",
                giga ? "G keys/s (10^9 keys per second)" : "M keys/s (10^6 keys per second)", runs_text(settings.reps).c_str());
    std::printf("%s\n", checked_line(settings, bench).c_str());
    if (settings.cpu) {
        std::printf("std::sort, std::stable_sort: the same keys on one thread of the same machine (%s), up to %s a run "
                    "(--cpu-max-run-ms)\n",
                    bench.cpu().c_str(), ms_text(settings.cpu_max_run_ms).c_str());
    }
    std::printf("\n");

    print_grid(settings, bench, columns, [&](const exports::BenchRecord& record) {
        if (!record.skipped.empty() || !record.keys_per_s) return std::string();
        // Three significant digits, so slow columns (std::sort in G keys/s) keep their value.
        char text[32];
        std::snprintf(text, sizeof text, "%.3g", *record.keys_per_s / unit);
        return std::string(text);
    });
    if (!bench.skips().empty()) {
        std::printf("\nskipped:\n");
        for (const std::string& line : bench.skips()) std::printf("  %s\n", line.c_str());
    }
    if (gpu_columns.empty()) return;

    std::printf("\nbytes per key: the global-memory bytes each plan reads + writes, per key (algo/traffic.hpp; the model\n"
                "counts every access as DRAM traffic, as if no cache helped)\n");
    print_grid(settings, bench, gpu_columns, [](const exports::BenchRecord& record) {
        if (!record.bytes_per_key_model) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.4g", *record.bytes_per_key_model);
        return std::string(text);
    });
    if (!bench.copy()) return;
    std::printf("\nshare of the copy bandwidth (%.1f GB/s) each median reaches: bytes per key x keys/s / copy bandwidth\n"
                "(over 100%%: reads that hit a cache, which the model counts as DRAM traffic)\n",
                bench.copy()->gb_per_s);
    print_grid(settings, bench, gpu_columns, [](const exports::BenchRecord& record) {
        const std::optional<double> share = exports::copy_bandwidth_share(record);
        if (!record.skipped.empty() || !share) return std::string();
        char text[32];
        std::snprintf(text, sizeof text, "%.3g%%", 100.0 * *share);
        return std::string(text);
    });

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
                std::printf("\nper dispatch at the largest size (a GL_TIMESTAMP pair around each dispatch of an ordinary run, median "
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
