// The race (see race_engine.hpp): a state machine advanced once per frame on the GL thread.
#include "core/race/race_engine.hpp"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <numeric>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "bench.hpp"
#include "core/session/frame_slice.hpp"
#include "gpu_error.hpp"

namespace sortscope::ui {

namespace {

constexpr uint64_t kSeed = 1;

std::string power_text(uint32_t log2n) { return "2^" + std::to_string(log2n); }

}  // namespace

struct RaceEngine::SizeInput {
    algo::Options options;
    std::vector<uint32_t> keys;
    std::vector<uint32_t> values;
    algo::ExpectedSort expected;
};

RaceEngine::RaceEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits)
    : m_programs(programs), m_limits(limits), m_runner(programs, limits) {}

RaceEngine::~RaceEngine() = default;

uint32_t RaceEngine::max_log2n(bool values) const {
    (void)values;  // keys and values live in separate buffers of the same size
    uint32_t log2n = 1;
    while (log2n < kMaxLog2n && (uint64_t{4} << (log2n + 1)) <= m_limits.max_storage_block_bytes) ++log2n;
    return log2n;
}

exports::BenchRecord RaceEngine::base_record(const std::string& kind, const std::string& algorithm) const {
    exports::BenchRecord record;
    record.kind = kind;
    record.algorithm = algorithm;
    record.n = uint64_t{1} << m_log2n;
    record.log2n = m_log2n;
    record.key_type = std::string(algo::key_type_name(m_settings.key_type));
    record.values = m_settings.values;
    record.radix_bits = m_settings.radix_bits;
    record.local_size = m_settings.local_size;
    record.reps = m_settings.reps;
    record.renderer = m_limits.renderer;
    record.timer = kind == "cpu"                 ? "steady_clock, 1 CPU thread"
                   : m_limits.has_timestamp ? "GL_TIMESTAMP pairs around each dispatch"
                                            : "glFinish + steady_clock around each dispatch";
    return record;
}

void RaceEngine::start(const RaceSettings& settings) {
    stop();
    m_settings = settings;
    m_settings.last_log2n = std::min(m_settings.last_log2n, max_log2n(settings.values));
    m_settings.first_log2n = std::min(m_settings.first_log2n, m_settings.last_log2n);
    m_records.clear();
    m_runs.clear();
    m_last.assign(m_settings.algorithms.size(), std::nullopt);
    m_pairs_done = 0;
    m_failed = false;
    if (!m_copy_gb_per_s) {
        const gpu::CopyBandwidth copy =
            gpu::measure_copy_bandwidth(m_programs, m_limits, gpu::kAppCopyBandwidthBytes, 3);
        m_copy_gb_per_s = copy.gb_per_s;
    }
    m_log2n = m_settings.first_log2n;
    exports::BenchRecord copy = base_record("copy", "copy");
    copy.gb_per_s = m_copy_gb_per_s;
    m_records.push_back(copy);
    m_running = true;
    m_started = std::chrono::steady_clock::now();
    begin_size();
}

void RaceEngine::stop() {
    m_running = false;
    m_run.reset();
    m_input_task.cancel();
    for (auto& task : m_cpu_tasks) task.cancel();
    m_cpu_tasks.clear();
    m_phase = Phase::Done;
    if (!m_failed) m_status = m_records.empty() ? "" : "stopped";
}

float RaceEngine::progress() const {
    const size_t sizes = m_settings.last_log2n - m_settings.first_log2n + 1;
    const size_t total = sizes * std::max<size_t>(1, m_settings.algorithms.size());
    return total == 0 ? 1.0f : std::min(1.0f, static_cast<float>(m_pairs_done) / static_cast<float>(total));
}

void RaceEngine::begin_size() {
    m_phase = Phase::Input;
    m_status = "making " + power_text(m_log2n) + " keys";
    algo::Options options;
    options.n = 1u << m_log2n;
    options.local_size = m_settings.local_size;
    options.key_type = m_settings.key_type;
    options.values = m_settings.values;
    options.radix_bits = m_settings.radix_bits;
    options.device = gpu::device_caps(m_limits);
    m_input_task = Background<std::shared_ptr<const SizeInput>>([options](const std::atomic<bool>&) {
        auto input = std::make_shared<SizeInput>();
        input->options = options;
        input->keys = algo::generate_input(algo::Distribution::Random, options.n, 1, options.key_type, kSeed);
        if (options.values) input->values = algo::index_values(input->keys.size());
        input->expected = algo::expected_sort(options, input->keys, input->values);
        return std::optional<std::shared_ptr<const SizeInput>>(std::move(input));
    });
}

void RaceEngine::poll_cpu() {
    for (auto& task : m_cpu_tasks) {
        if (!task.ready()) continue;
        if (auto record = task.take()) m_records.push_back(std::move(*record));
    }
    std::erase_if(m_cpu_tasks, [](const Background<exports::BenchRecord>& task) { return !task.active(); });
}

void RaceEngine::skip(const std::string& algorithm, const std::string& why) {
    exports::BenchRecord record = base_record("gpu", algorithm);
    record.skipped = why;
    m_records.push_back(record);
    ++m_algorithm;
    ++m_pairs_done;
    m_phase = Phase::Next;
}

void RaceEngine::fail(const std::string& why) {
    m_failed = true;
    m_status = why;
    stop();
}

void RaceEngine::begin_algorithm() {
    const std::string& id = m_settings.algorithms[m_algorithm];
    const algo::AlgorithmInfo* info = algo::find_algorithm(id);
    if (info == nullptr) return skip(id, "unknown algorithm");
    try {
        m_plan = info->build(m_input->options);
    } catch (const std::invalid_argument& error) {
        return skip(id, error.what());
    }
    try {
        m_runner.check_plan(m_plan);
    } catch (const gpu::GpuError& error) {
        return skip(id, error.what());
    }
    if (const auto& last = m_last[m_algorithm]) {
        const auto estimate = algo::estimate_run_ms(last->first, last->second, m_plan);
        if (estimate && *estimate > kMaxRunMs) {
            return skip(id, "one run would take about " + std::to_string(static_cast<int>(*estimate)) + " ms");
        }
    } else if (m_plan.options.n > info->quick_n) {
        return skip(id, "quadratic: more keys than it sorts in a second");
    }
    try {
        m_runner.load(m_plan, m_input->keys, m_input->values);
    } catch (const gpu::GpuError& error) {
        return skip(id, error.what());
    }
    m_runs.push_back({id, m_log2n, {}, {}});
    m_phase = Phase::Check;
    m_status = id + " at " + power_text(m_log2n) + ": checking against std::stable_sort";
    m_run = std::make_unique<gpu::TimedRun>(m_runner, m_limits.has_timestamp);
}

void RaceEngine::start_run() {
    m_run.reset();  // its queries go before the next run's are made
    m_runner.restart(m_input->keys, m_input->values);  // the upload is outside every timestamp pair
    m_run = std::make_unique<gpu::TimedRun>(m_runner, m_limits.has_timestamp);
}

void RaceEngine::issue_dispatches() { m_dispatches_left -= static_cast<uint32_t>(m_run->issue(m_dispatches_left)); }

bool RaceEngine::collect_run(double& ms) {
    if (!m_run->ready()) return false;
    const std::vector<double> times = m_run->times_ms();
    ms = std::accumulate(times.begin(), times.end(), 0.0);
    if (m_run->issued() > 0) m_ms_per_dispatch = ms / static_cast<double>(m_run->issued());
    m_run.reset();
    return true;
}

void RaceEngine::finish_algorithm() {
    const std::string& id = m_settings.algorithms[m_algorithm];
    exports::BenchRecord record = base_record("gpu", id);
    record.dispatches = m_plan.steps.size();
    record.times_ms = m_runs.back().timed_ms;
    const algo::TimingSummary summary = algo::summarize(record.times_ms);
    record.median_ms = summary.median_ms;
    record.min_ms = summary.min_ms;
    if (summary.median_ms > 0.0) record.keys_per_s = static_cast<double>(m_plan.total_keys()) / (summary.median_ms / 1000.0);
    record.gpu_bytes = m_runner.allocated_bytes();
    record.bytes_per_key_model = algo::bytes_per_key(m_plan);
    if (m_copy_gb_per_s && *record.bytes_per_key_model > 0.0) {
        record.ceiling_keys_per_s = *m_copy_gb_per_s * 1e9 / *record.bytes_per_key_model;
    }
    record.checked = true;
    m_records.push_back(record);
    m_last[m_algorithm] = std::make_pair(m_plan, summary.median_ms);
    ++m_algorithm;
    ++m_pairs_done;
    m_phase = Phase::Next;
}

void RaceEngine::advance() {
    if (!m_running) return;
    poll_cpu();
    // This frame's share of GPU work: about a frame slice at the speed of the dispatches measured so far.
    m_dispatches_left = static_cast<uint32_t>(dispatches_for_frame_slice(m_ms_per_dispatch));
    // Work on within a slice of the frame: a finished run is collected and the next one started at once.
    run_frame_slice([this] { return m_running && step(); }, [this](const std::string& why) { fail(why); });
}

bool RaceEngine::step() {
    {
        switch (m_phase) {
            case Phase::Input: {
                if (!m_input_task.ready()) return false;
                m_input = *m_input_task.take();
                m_algorithm = 0;
                // The CPU baselines of the same keys, timed on workers while the GPU races.
                for (algo::CpuSort sort : {algo::CpuSort::Sort, algo::CpuSort::StableSort}) {
                    exports::BenchRecord record = base_record("cpu", std::string(algo::cpu_sort_name(sort)));
                    record.renderer = "one CPU thread";
                    m_cpu_tasks.emplace_back([sort, record, input = m_input, reps = m_settings.reps](const std::atomic<bool>& cancelled) mutable {
                        for (uint32_t rep = 0; rep < reps && !cancelled; ++rep) {
                            record.times_ms.push_back(algo::run_cpu_sort(sort, input->options, input->keys, input->values).ms);
                        }
                        if (cancelled) return std::optional<exports::BenchRecord>();
                        const algo::TimingSummary summary = algo::summarize(record.times_ms);
                        record.median_ms = summary.median_ms;
                        record.min_ms = summary.min_ms;
                        record.keys_per_s = static_cast<double>(input->options.n) / (summary.median_ms / 1000.0);
                        record.checked = true;
                        return std::optional<exports::BenchRecord>(record);
                    });
                }
                m_phase = Phase::Next;
                return true;
            }
            case Phase::Next:
                if (m_algorithm < m_settings.algorithms.size()) {
                    begin_algorithm();
                    return true;
                }
                if (m_log2n < m_settings.last_log2n) {
                    ++m_log2n;
                    begin_size();
                    return true;
                }
                m_phase = Phase::Done;
                m_status = "waiting for the CPU sorts";
                return true;
            case Phase::Check:
            case Phase::WarmUp:
            case Phase::Timed: {
                if (!m_run->all_issued()) {
                    if (m_dispatches_left == 0) return false;  // this frame's share is issued
                    issue_dispatches();
                    return true;
                }
                double ms = 0.0;
                if (!collect_run(ms)) return false;
                const std::string& id = m_settings.algorithms[m_algorithm];
                if (m_phase == Phase::Check) {
                    const algo::AlgorithmInfo& info = *algo::find_algorithm(id);
                    const algo::SortCheck check = algo::check_sort(m_input->options, info.stable, m_input->expected,
                                                                   m_runner.read_keys(), m_runner.read_values());
                    if (!check.ok) {
                        fail("FAIL: " + id + " at " + power_text(m_log2n) + " sorts wrongly: " + check.message);
                        return false;
                    }
                    m_phase = Phase::WarmUp;
                    m_warm_up_spent = 0.0;
                    m_status = id + " at " + power_text(m_log2n) + ": warming up";
                } else if (m_phase == Phase::WarmUp) {
                    m_runs.back().warm_up_ms.push_back(ms);
                    m_warm_up_spent += ms;
                    // As bench's warm-up, but at most kMaxWarmUpRuns: each run costs a frame or two here.
                    if (m_warm_up_spent >= gpu::kWarmUpMs || m_runs.back().warm_up_ms.size() >= kMaxWarmUpRuns) {
                        m_phase = Phase::Timed;
                        m_status = id + " at " + power_text(m_log2n) + ": timing";
                    }
                } else {
                    m_runs.back().timed_ms.push_back(ms);
                    if (m_runs.back().timed_ms.size() >= m_settings.reps) {
                        finish_algorithm();
                        return true;
                    }
                }
                start_run();
                return true;
            }
            case Phase::Done:
                if (m_cpu_tasks.empty()) {
                    m_running = false;
                    char text[96];
                    std::snprintf(text, sizeof text, "done: %zu algorithm%s at %u sizes in %.1f s", m_settings.algorithms.size(),
                                  m_settings.algorithms.size() == 1 ? "" : "s", m_settings.last_log2n - m_settings.first_log2n + 1,
                                  std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count());
                    m_status = text;
                }
                return false;
        }
    }
    return false;
}

}  // namespace sortscope::ui
