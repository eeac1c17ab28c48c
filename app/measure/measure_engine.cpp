// The measuring engine (see measure_engine.hpp): a state machine over the series' jobs, stepped by
// advance (a slice at a time) or run_to_end.
#include "measure_engine.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <thread>

#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/verify/parallel_radix.hpp"
#include "frame_slice.hpp"
#include "device/gpu_error.hpp"
#include "number_text.hpp"

namespace sortscope::measure {

MeasureEngine::MeasureEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits)
    : m_programs(programs),
      m_limits(limits),
      m_clock(gpu::GpuClock::open(limits.vendor, limits.renderer)),
      m_processor(processor_name()) {}

MeasureEngine::~MeasureEngine() = default;

algo::Options job_options(const SeriesSettings& settings, const gpu::DeviceLimits& limits, uint32_t n) {
    algo::Options options = settings.options;
    options.n = n;
    options.device = gpu::device_caps(limits);
    options.device.max_dispatch_comparisons = settings.options.device.max_dispatch_comparisons;
    return options;
}

// [SECTION] Starting, stopping, stepping

void MeasureEngine::start(SeriesSettings settings, Observer observer) {
    stop();
    m_settings = std::move(settings);
    m_observer = std::move(observer);
    if (m_settings.renderer.empty()) m_settings.renderer = m_limits.renderer;
    if (m_settings.reference_threads == 0) m_settings.reference_threads = algo::hardware_threads();
    m_settings.options = job_options(m_settings, m_limits, m_settings.options.n);

    m_builder = RecordBuilder({m_settings.renderer, timer(), m_processor, m_settings.reps,
                               algo::reference_description(m_settings.reference_threads)});
    m_rule = SkipRule(m_settings.limits, m_settings.algorithms.size());
    m_cpu_rule = m_rule;
    const size_t cpu_jobs = m_settings.cpu_baselines ? 2 : 0;
    m_slots.assign(m_settings.sizes.size(), std::vector<Slot>(m_settings.algorithms.size() + cpu_jobs));
    m_jobs.clear();
    const bool copy = m_settings.copy_bytes && !m_copy_gb_per_s;
    m_jobs_total = (copy ? 1 : 0) + m_settings.sizes.size() * (m_settings.algorithms.size() + (cpu_jobs > 0 ? 1 : 0));
    m_jobs_done = 0;
    m_size = 0;
    m_algorithm = 0;
    m_size_begun = false;
    m_reported_size = SIZE_MAX;
    m_copy_stage = CopyStage::Words;
    m_copy_bytes = copy ? copy_bytes_within(m_limits, *m_settings.copy_bytes) : 0;
    m_phase = copy ? Phase::Copy : Phase::Next;
    m_failed = false;
    m_finished = false;
    m_failure.clear();
    m_running = true;
    publish();
}

void MeasureEngine::stop() {
    m_running = false;
    m_phase = Phase::Done;
    m_measurement.reset();
    m_runner.reset();
    m_probe_run.reset();
    m_probe_runner.reset();
    m_input.reset();
    m_input_task.cancel();
    m_copy_task.cancel();
    m_copy_words.reset();
    m_cpu_task.cancel();
    m_cpu_queue.clear();
}

void MeasureEngine::fail(const std::string& why) {
    stop();
    m_failed = true;
    m_failure = why;
}

void MeasureEngine::advance(std::chrono::steady_clock::time_point deadline) {
    if (!m_running) return;
    Slice slice{dispatches_for_frame_slice(m_ms_per_dispatch), ++m_slice_id, false};
    run_frame_slice(
        [&] {
            poll_cpu();
            return m_running && step(slice);
        },
        [&](const std::string& why) { fail(why); }, deadline);
}

void MeasureEngine::run_to_end() {
    while (m_running) {
        Slice slice{SIZE_MAX, ++m_slice_id, true};
        run_frame_slice(
            [&] {
                poll_cpu();
                return m_running && step(slice);
            },
            [&](const std::string& why) { fail(why); }, std::chrono::steady_clock::time_point::max());
        // A step that gives way waits for a worker (an input, the CPU baselines).
        if (m_running) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

bool MeasureEngine::step(Slice& slice) {
    switch (m_phase) {
        case Phase::Copy: return step_copy(slice);
        case Phase::Next: return next();
        case Phase::Job:
            switch (m_stage) {
                case JobStage::Probe: return step_probe(slice);
                case JobStage::Load: return step_load();
                case JobStage::Measure: return step_measure(slice);
            }
            return false;
        case Phase::Drain:
            if (m_cpu_task.active() || !m_cpu_queue.empty()) return false;
            m_running = false;
            m_finished = true;
            m_phase = Phase::Done;
            return false;
        case Phase::Done: return false;
    }
    return false;
}

// [SECTION] Sizes

algo::Options MeasureEngine::size_options(size_t size) const {
    algo::Options options = m_settings.options;
    options.n = m_settings.sizes[size];
    return options;
}

bool MeasureEngine::rows_at(size_t size) const {
    switch (m_settings.dispatch_rows) {
        case DispatchRows::None: return false;
        case DispatchRows::Largest: return size + 1 == m_settings.sizes.size();
        case DispatchRows::Every: return true;
    }
    return false;
}

void MeasureEngine::begin_size() {
    m_size_begun = true;
    m_algorithm = 0;
    auto input = std::make_shared<SizeInput>(size_options(m_size), m_settings.keys, m_settings.reference_threads);
    if (!m_settings.workers) {
        m_input = std::move(input);  // made on first use
        return;
    }
    m_input.reset();
    m_input_task = Background<std::shared_ptr<SizeInput>>([input](const std::atomic<bool>&) {
        input->make_all();
        return std::optional<std::shared_ptr<SizeInput>>(input);
    });
}

SizeInput* MeasureEngine::input_now() {
    if (m_input) return m_input.get();
    if (!m_input_task.ready()) return nullptr;
    std::optional<std::shared_ptr<SizeInput>> made = m_input_task.take();
    if (!made) return nullptr;
    m_input = std::move(*made);
    if (m_settings.cpu_baselines) m_cpu_queue.emplace_back(m_size, m_input);
    note_input();
    return m_input.get();
}

void MeasureEngine::note_input() {
    if (!m_input || !m_input->expected_made() || m_reported_size == m_size) return;
    m_reported_size = m_size;
    if (m_observer.input_made) m_observer.input_made(*m_input);
}

bool MeasureEngine::next() {
    if (m_size >= m_settings.sizes.size()) {
        m_phase = Phase::Drain;
        return true;
    }
    if (!m_size_begun) begin_size();
    if (m_algorithm < m_settings.algorithms.size()) {
        begin_job();
        return true;
    }
    if (m_settings.cpu_baselines) {
        if (m_settings.workers) {
            // The CPU baselines' worker takes the size's input once it is made.
            if (input_now() == nullptr) return false;
        } else {
            static const std::atomic<bool> kNeverCancelled{false};
            take_cpu(m_size, measure_cpu_baselines(*m_input, m_cpu_rule, m_builder, kNeverCancelled));
            note_input();
            if (!m_running) return false;
        }
    }
    m_input.reset();
    m_input_task.cancel();
    if (m_observer.step_done) m_observer.step_done();
    ++m_size;
    m_size_begun = false;
    return true;
}

// [SECTION] A GPU job: the skip rule, a probe run, loading, then the measurement

void MeasureEngine::begin_job() {
    const std::string& id = m_settings.algorithms[m_algorithm];
    const algo::Options options = size_options(m_size);
    GpuJob job;
    job.algorithm = id;
    job.size = m_size;
    job.n = options.n;
    job.log2n = algo::ceil_log2(options.n);
    m_jobs.push_back(std::move(job));
    m_record = m_builder.gpu(id, options);
    m_plan = algo::Plan();
    m_info = algo::find_algorithm(id);
    m_phase = Phase::Job;
    if (const auto skip = SkipRule::unknown(m_info)) return skip_job(*skip);
    try {
        // Resolved once (resolve_run.hpp), with the series' split kept: the skip rule is the limit here. A
        // plan built for this job before the series (SeriesSettings::planned) is not built again.
        std::optional<algo::Plan> built;
        for (algo::Plan& plan : m_settings.planned) {
            if (plan.algorithm == m_info && plan.options.n == options.n && !plan.steps.empty()) {
                built = std::move(plan);
                plan = algo::Plan();
                break;
            }
        }
        m_plan = algo::resolve_plan(*m_info, options, std::move(built));
    } catch (const std::invalid_argument& error) {
        return skip_job(SkipRule::plan_refused(error.what()));
    }
    if (const auto skip = SkipRule::no_dispatches(m_plan)) return skip_job(*skip);
    m_jobs.back().plan = m_plan;
    m_builder.describe_plan(m_record, m_plan, m_copy_gb_per_s);
    m_runner = std::make_unique<gpu::Runner>(m_programs, m_limits);
    try {
        m_runner->check_plan(m_plan);
    } catch (const gpu::GpuError& error) {
        return skip_job(SkipRule::device_refused(error.what()));
    }
    if (const auto probe = m_rule.probe_for(m_algorithm, *m_info, m_plan)) return start_probe(*probe);
    estimate_and_compile();
}

void MeasureEngine::start_probe(const algo::Options& options) {
    try {
        m_probe_plan = m_info->build(options);
    } catch (const std::invalid_argument&) {
        return estimate_and_compile();  // no probe plan: the size runs without an estimate
    }
    // Fresh keys of the probe's size, in a runner of its own.
    m_probe_keys = m_settings.keys.keys(options);
    m_probe_values = options.values ? algo::index_values(m_probe_keys.size()) : std::vector<uint32_t>();
    m_probe_runner = std::make_unique<gpu::Runner>(m_programs, m_limits);
    try {
        m_probe_runner->load(m_probe_plan, m_probe_keys, m_probe_values);
    } catch (const gpu::GpuError&) {
        m_probe_runner.reset();
        return estimate_and_compile();  // the size itself will say why, if it fails too
    }
    m_probe_runner->restart();
    m_probe_runner->wait_for_input();
    m_probe_run = std::make_unique<PlanRun>(*m_probe_runner, m_settings.timing, m_limits.has_timestamp);
    m_probe_slice = m_slice_id;
    m_stage = JobStage::Probe;
}

bool MeasureEngine::step_probe(Slice& slice) {
    if (!m_probe_run->all_issued()) {
        if (slice.dispatches == 0) return false;
        slice.dispatches -= std::min(slice.dispatches, m_probe_run->issue(slice.dispatches));
        return true;
    }
    if (!m_probe_run->ready() && !slice.blocking && m_probe_slice != slice.id) return false;
    const std::vector<double> times = m_probe_run->times_ms();
    const double ms = std::accumulate(times.begin(), times.end(), 0.0);
    m_rule.measured(m_algorithm, Measured{m_probe_plan, ms, "in a probe run at " + size_label(m_probe_plan.options.n)});
    m_probe_run.reset();
    m_probe_runner.reset();
    m_probe_keys.clear();
    m_probe_values.clear();
    estimate_and_compile();
    return true;
}

void MeasureEngine::compile(const algo::Plan& plan) {
    // Compiled before loading, so that an error from load is about the buffers (a skip: out of GPU
    // memory), while a kernel that does not compile ends the series.
    for (const algo::Step& step : plan.steps) m_programs.get(gpu::program_key(plan, step));
}

void MeasureEngine::estimate_and_compile() {
    if (const auto skip = m_rule.too_slow(m_algorithm, m_plan)) return skip_job(*skip);
    compile(m_plan);
    m_stage = JobStage::Load;
}

bool MeasureEngine::step_load() {
    SizeInput* input = input_now();
    if (input == nullptr) return false;  // a worker is making the keys
    try {
        m_runner->load(m_plan, input->keys(), input->values());
    } catch (const gpu::GpuError& error) {
        skip_job(SkipRule::device_refused(error.what()));
        return true;
    }
    m_record.gpu_bytes = m_runner->allocated_bytes();
    const RunSettings run{m_settings.timing, m_limits.has_timestamp, m_settings.reps, rows_at(m_size), false, m_clock.get()};
    m_measurement = std::make_unique<PlanMeasurement>(*m_runner, run);
    m_jobs.back().state = JobState::Measuring;
    m_stage = JobStage::Measure;
    return true;
}

bool MeasureEngine::step_measure(Slice& slice) {
    GpuJob& job = m_jobs.back();
    if (!m_measurement->step(slice)) {
        if (!m_measurement->awaiting_check()) return false;
        const algo::SortCheck check = algo::check_sort(m_plan.options, m_info->stable, m_input->expected(), m_runner->read_keys(),
                                                       m_runner->read_values());
        note_input();
        if (!check.ok) {
            fail("FAIL: " + job.algorithm + " at " + size_text(m_plan.options.n, m_plan.options.batch) + " sorts wrongly: " +
                 check.message + "; no time is reported for a wrong result");
            return false;
        }
        m_builder.checked(m_record);
        m_measurement->checked();
        return true;
    }
    if (m_measurement->ms_per_dispatch() > 0.0) m_ms_per_dispatch = m_measurement->ms_per_dispatch();
    // The runs so far, for a chart of them: only the new ones are copied.
    const std::vector<double>& warm_up = m_measurement->warm_up_ms();
    job.warm_up_ms.insert(job.warm_up_ms.end(), warm_up.begin() + static_cast<std::ptrdiff_t>(job.warm_up_ms.size()), warm_up.end());
    const std::vector<double>& timed = m_measurement->timed_ms();
    job.timed_ms.insert(job.timed_ms.end(), timed.begin() + static_cast<std::ptrdiff_t>(job.timed_ms.size()), timed.end());
    if (m_measurement->done()) finish_job();
    return true;
}

void MeasureEngine::finish_job() {
    GpuJob& job = m_jobs.back();
    job.step_ms = m_measurement->step_ms();
    job.state = JobState::Measured;
    RecordBuilder::measured(m_record, job.timed_ms, m_plan.total_keys());
    m_record.sm_clock_mhz = m_measurement->lowest_timed_clock_mhz();
    if (m_clock) m_record.max_sm_clock_mhz = m_clock->max_sm_mhz();
    Outcome outcome;
    outcome.records.push_back(m_record);
    if (rows_at(m_size)) {
        std::vector<BenchRecord> rows = RecordBuilder::dispatch_rows(m_record, m_plan, job.step_ms, m_copy_gb_per_s);
        outcome.records.insert(outcome.records.end(), rows.begin(), rows.end());
    }
    if (m_record.median_ms) m_rule.measured(m_algorithm, Measured{m_plan, *m_record.median_ms, "at " + size_label(job.n)});
    if (m_observer.measured) m_observer.measured(m_record);
    end_job(std::move(outcome));
}

void MeasureEngine::skip_job(const Skip& skip) {
    GpuJob& job = m_jobs.back();
    job.skip = skip;
    job.state = JobState::Skipped;
    RecordBuilder::skipped(m_record, skip.reason);
    if (m_observer.skipped) m_observer.skipped(m_record);
    Outcome outcome;
    outcome.records.push_back(m_record);
    outcome.skip = skip;
    end_job(std::move(outcome));
}

void MeasureEngine::end_job(Outcome outcome) {
    m_slots[m_size][m_algorithm] = Slot{std::move(outcome), true};
    m_measurement.reset();
    m_runner.reset();
    m_probe_run.reset();
    m_probe_runner.reset();
    ++m_algorithm;
    ++m_jobs_done;
    m_phase = Phase::Next;
    publish();
}

// [SECTION] The copy bandwidth

bool MeasureEngine::step_copy(Slice& slice) {
    switch (m_copy_stage) {
        case CopyStage::Words:
            if (!m_settings.workers) {
                m_copy_words = std::make_shared<const std::vector<uint32_t>>(copy_pattern(m_copy_bytes / 4));
            } else {
                if (!m_copy_task.active()) {
                    m_copy_task = Background<std::shared_ptr<const std::vector<uint32_t>>>([words = m_copy_bytes / 4](const std::atomic<bool>&) {
                        return std::optional(std::make_shared<const std::vector<uint32_t>>(copy_pattern(words)));
                    });
                }
                if (!m_copy_task.ready()) return false;
                m_copy_words = *m_copy_task.take();
            }
            m_copy_stage = CopyStage::Load;
            return true;
        case CopyStage::Load: {
            m_copy_plan = algo::build_copy_plan(m_copy_bytes / 4);
            compile(m_copy_plan);
            m_runner = std::make_unique<gpu::Runner>(m_programs, m_limits);
            const std::span<const uint32_t> words = std::span(*m_copy_words).first(m_copy_bytes / 4);
            try {
                m_runner->load(m_copy_plan, words);
            } catch (const gpu::GpuError& error) {
                // Out of GPU memory: half the size (a prefix of the pattern is the pattern), down to 1 MiB.
                if (m_copy_bytes / 2 < kMinCopyBytes) {
                    fail(std::string("the copy bandwidth was not measured: ") + error.what());
                    return false;
                }
                m_copy_bytes = m_copy_bytes / 2 / 16 * 16;
                return true;
            }
            const RunSettings run{m_settings.timing, m_limits.has_timestamp, m_settings.reps, false, true, m_clock.get()};
            m_measurement = std::make_unique<PlanMeasurement>(*m_runner, run);
            m_copy_stage = CopyStage::Measure;
            return true;
        }
        case CopyStage::Measure:
            if (!m_measurement->step(slice)) {
                if (!m_measurement->awaiting_check()) return false;
                const std::vector<uint32_t> copied = m_runner->read_buffer(algo::BufferId::KeysAlt);
                const std::span<const uint32_t> words = std::span(*m_copy_words).first(m_copy_bytes / 4);
                const auto wrong = std::mismatch(copied.begin(), copied.end(), words.begin(), words.end());
                if (wrong.first != copied.end() || copied.size() != words.size()) {
                    fail("the copy kernel wrote a wrong word at index " + std::to_string(wrong.first - copied.begin()) + " of " +
                         std::to_string(words.size()) + ": no bandwidth is reported");
                    return false;
                }
                m_measurement->checked();
                return true;
            }
            if (m_measurement->ms_per_dispatch() > 0.0) m_ms_per_dispatch = m_measurement->ms_per_dispatch();
            if (m_measurement->done()) finish_copy();
            return true;
    }
    return false;
}

void MeasureEngine::finish_copy() {
    BenchRecord record = m_builder.copy(m_copy_plan, m_runner->allocated_bytes());
    m_builder.checked(record, "its input, word for word");
    RecordBuilder::measured(record, m_measurement->timed_ms(), m_copy_bytes / 4);
    m_copy_gb_per_s = record.gb_per_s;
    m_copy_record = record;
    m_measurement.reset();
    m_runner.reset();
    m_copy_words.reset();
    ++m_jobs_done;
    m_phase = Phase::Next;
    publish();
    if (m_observer.measured) m_observer.measured(record);
    if (m_observer.step_done) m_observer.step_done();
}

// [SECTION] The CPU baselines' worker

void MeasureEngine::poll_cpu() {
    if (m_cpu_task.active()) {
        if (!m_cpu_task.ready()) return;
        std::optional<CpuBaselines> baselines = m_cpu_task.take();
        if (baselines) take_cpu(m_cpu_size, std::move(*baselines));
        if (!m_running) return;
    }
    if (m_cpu_queue.empty()) return;
    auto [size, input] = std::move(m_cpu_queue.front());
    m_cpu_queue.pop_front();
    m_cpu_size = size;
    m_cpu_task = Background<CpuBaselines>([input = std::move(input), rule = m_cpu_rule, builder = m_builder](const std::atomic<bool>& cancelled) {
        return std::optional<CpuBaselines>(measure_cpu_baselines(*input, rule, builder, cancelled));
    });
}

void MeasureEngine::take_cpu(size_t size, CpuBaselines baselines) {
    if (!baselines.failure.empty()) return fail(baselines.failure);
    if (baselines.cancelled) return;
    m_cpu_rule = std::move(baselines.rule);
    for (size_t i = 0; i < baselines.outcomes.size(); ++i) {
        Outcome& outcome = baselines.outcomes[i];
        const BenchRecord& record = outcome.records.front();
        const auto& tell = outcome.skip ? m_observer.skipped : m_observer.measured;
        if (tell) tell(record);
        m_slots[size][m_settings.algorithms.size() + i] = Slot{std::move(outcome), true};
    }
    ++m_jobs_done;
    publish();
}

// [SECTION] What it reports

void MeasureEngine::publish() {
    m_records.clear();
    if (m_copy_record) m_records.push_back(*m_copy_record);
    for (const std::vector<Slot>& size : m_slots) {
        for (const Slot& slot : size) {
            if (slot.done) m_records.insert(m_records.end(), slot.outcome.records.begin(), slot.outcome.records.end());
        }
    }
}

std::vector<SkipNote> MeasureEngine::skips() const {
    std::vector<SkipNote> notes;
    for (const std::vector<Slot>& size : m_slots) {
        for (const Slot& slot : size) {
            if (!slot.done || !slot.outcome.skip) continue;
            const BenchRecord& record = slot.outcome.records.front();
            notes.push_back({record.algorithm, static_cast<uint32_t>(record.n), *slot.outcome.skip});
        }
    }
    return notes;
}

std::string MeasureEngine::timer() const { return timer_text(m_settings.timing, m_limits.has_timestamp); }

float MeasureEngine::progress() const {
    if (m_jobs_total == 0) return 1.0f;
    return std::min(1.0f, static_cast<float>(m_jobs_done) / static_cast<float>(m_jobs_total));
}

std::string MeasureEngine::status() const {
    if (m_failed) return m_failure;
    switch (m_phase) {
        case Phase::Copy: return "measuring the copy bandwidth (copy.comp)";
        case Phase::Next: return m_size < m_settings.sizes.size() ? "making " + size_label(m_settings.sizes[m_size]) + " keys" : "";
        case Phase::Drain: return "waiting for the CPU sorts";
        case Phase::Done: return m_finished ? "done" : "stopped";
        case Phase::Job: break;
    }
    const GpuJob& job = m_jobs.back();
    const std::string what = job.algorithm + " at " + size_label(job.n) + ": ";
    if (m_stage == JobStage::Probe) return what + "a probe run at " + size_label(m_probe_plan.options.n) + " for the time estimate";
    if (m_stage == JobStage::Load) return "making " + size_label(job.n) + " keys";
    switch (m_measurement->phase()) {
        case PlanMeasurement::Phase::Check: return what + "checking against " + algo::reference_name();
        case PlanMeasurement::Phase::WarmUp: return what + "warming up";
        case PlanMeasurement::Phase::Timed: return what + "timing";
        case PlanMeasurement::Phase::DispatchWarmUp:
        case PlanMeasurement::Phase::DispatchTimed: return what + "timing every dispatch";
        case PlanMeasurement::Phase::Done: break;
    }
    return what + "done";
}

}  // namespace sortscope::measure
