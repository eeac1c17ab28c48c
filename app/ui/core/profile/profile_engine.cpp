// The profile's measurements (see profile_engine.hpp): a state machine advanced a slice per frame on the
// GL thread, in the manner of the race engine.
#include "core/profile/profile_engine.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <stdexcept>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/timing.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/verify/check.hpp"
#include "bench.hpp"
#include "core/race/race_engine.hpp"
#include "core/session/frame_slice.hpp"
#include "dispatch_records.hpp"
#include "gpu_error.hpp"

namespace sortscope::ui {

namespace {


uint64_t copy_words(const gpu::DeviceLimits& limits) {
    return gpu::copy_bytes_within(limits, gpu::kAppCopyBandwidthBytes) / 4;
}

}  // namespace

struct ProfileEngine::Input {
    algo::Options options;
    std::vector<uint32_t> keys;
    std::vector<uint32_t> values;
    algo::ExpectedSort expected;
    std::vector<uint32_t> copy_words;  // empty when the copy bandwidth is already known
};

ProfileEngine::ProfileEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits)
    : m_programs(programs), m_limits(limits), m_runner(programs, limits) {}

ProfileEngine::~ProfileEngine() = default;

const char* ProfileEngine::timer() const {
    return m_limits.has_timestamp ? "GL_TIMESTAMP pairs around each dispatch" : "glFinish + steady_clock around each dispatch";
}

bool ProfileEngine::cpu_renderer() const {
    std::string renderer = m_limits.renderer;
    std::transform(renderer.begin(), renderer.end(), renderer.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "lavapipe"}) {
        if (renderer.find(name) != std::string::npos) return true;
    }
    return false;
}

float ProfileEngine::progress() const {
    if (!m_running) return 1.0f;
    const size_t jobs = m_lanes.size() + (m_copy_gb_per_s ? 0 : 1);
    return std::min(1.0f, static_cast<float>(m_job) / static_cast<float>(std::max<size_t>(1, jobs)));
}

void ProfileEngine::start(const ProfileRequest& request) {
    stop();
    m_request = request;
    m_lanes.clear();
    m_failed = false;
    ProfileLane first;
    first.input = request.input;
    m_lanes.push_back(first);
    if (!request.compare_with.empty() && request.compare_with != request.input.algorithm) {
        ProfileLane second;
        second.input = request.input;
        second.input.algorithm = request.compare_with;
        m_lanes.push_back(second);
    }
    m_job = 0;
    m_running = true;
    m_phase = Phase::Input;
    m_status = "making the keys";
    const algo::DeviceCaps caps = gpu::device_caps(m_limits);
    const uint64_t words = m_copy_gb_per_s ? 0 : copy_words(m_limits);
    m_input_task = Background<std::shared_ptr<const Input>>([input = request.input, caps, words](const std::atomic<bool>&) {
        auto made = std::make_shared<Input>();
        made->options = plan_options(input, caps);
        made->keys = input_keys(input);
        if (input.values) made->values = algo::index_values(made->keys.size());
        made->expected = algo::expected_sort(made->options, made->keys, made->values);
        if (words > 0) made->copy_words = gpu::copy_pattern(words);
        return std::optional<std::shared_ptr<const Input>>(std::move(made));
    });
}

void ProfileEngine::stop() {
    if (m_running && !m_failed) m_status = "stopped";
    m_running = false;
    m_run.reset();
    m_input_task.cancel();
    m_phase = Phase::Done;
}

void ProfileEngine::fail(const std::string& why) {
    stop();
    m_failed = true;
    m_status = why;
}

void ProfileEngine::skip_lane(const std::string& why) {
    m_lanes[m_job].skipped = why;
    ++m_job;
    m_phase = Phase::Next;
}

void ProfileEngine::begin_job() {
    const algo::DeviceCaps caps = gpu::device_caps(m_limits);
    if (copy_job()) {
        m_copy_plan = algo::build_copy_plan(m_input->copy_words.size());
        try {
            m_runner.load(m_copy_plan, m_input->copy_words);
        } catch (const gpu::GpuError& error) {
            m_status = std::string("the copy bandwidth was not measured: ") + error.what();
            ++m_job;
            m_phase = Phase::Next;
            return;
        }
        m_status = "measuring the copy bandwidth (copy.comp)";
    } else {
        ProfileLane& lane = m_lanes[m_job];
        if (const auto problem = input_problem(lane.input)) return skip_lane(*problem);
        const algo::AlgorithmInfo* info = algo::find_algorithm(lane.input.algorithm);
        if (info == nullptr) return skip_lane("unknown algorithm");
        try {
            lane.plan = info->build(plan_options(lane.input, caps));
        } catch (const std::invalid_argument& error) {
            return skip_lane(error.what());
        }
        if (lane.plan.steps.empty()) return skip_lane("its plan has no dispatches at n = " + std::to_string(lane.input.n));
        try {
            m_runner.check_plan(lane.plan);
            m_runner.load(lane.plan, m_input->keys, m_input->values);
        } catch (const gpu::GpuError& error) {
            return skip_lane(error.what());
        }
        m_status = lane.input.algorithm + ": checking against " + m_input->expected.reference;
    }
    m_times.assign(m_runner.step_count(), {});
    m_warm_up_spent = 0.0;
    m_warm_up_runs = 0;
    m_timed_runs = 0;
    m_phase = Phase::Check;
    m_run = std::make_unique<gpu::TimedRun>(m_runner, m_limits.has_timestamp);
}

void ProfileEngine::start_run() {
    m_run.reset();  // its queries go before the next run's are made
    if (copy_job()) {
        m_runner.rewind();  // the copy leaves its input as it was: nothing to upload again
    } else {
        m_runner.restart(m_input->keys, m_input->values);  // untimed: before the first timestamp
    }
    m_run = std::make_unique<gpu::TimedRun>(m_runner, m_limits.has_timestamp);
}

void ProfileEngine::finish_job() {
    std::vector<double> medians;
    for (const std::vector<double>& runs : m_times) medians.push_back(algo::summarize(runs).median_ms);
    const double total = std::accumulate(medians.begin(), medians.end(), 0.0);
    if (copy_job()) {
        m_copy_times.clear();
        for (size_t r = 0; r < m_timed_runs; ++r) {
            double run = 0.0;
            for (const std::vector<double>& runs : m_times) run += runs[r];
            m_copy_times.push_back(run);
        }
        if (total > 0.0) m_copy_gb_per_s = static_cast<double>(algo::plan_bytes(m_copy_plan)) / (total * 1e6);
    } else {
        ProfileLane& lane = m_lanes[m_job];
        lane.times = m_times;
        lane.median_ms = medians;
        lane.run_ms = total;
    }
    ++m_job;
    m_phase = Phase::Next;
}

void ProfileEngine::advance() {
    if (!m_running) return;
    m_dispatches_left = dispatches_for_frame_slice(m_ms_per_dispatch);
    run_frame_slice([this] { return m_running && step(); }, [this](const std::string& why) { fail(why); });
}

bool ProfileEngine::step() {
    switch (m_phase) {
        case Phase::Input:
            if (!m_input_task.ready()) return false;
            m_input = *m_input_task.take();
            m_job = 0;
            m_phase = Phase::Next;
            return true;
        case Phase::Next:
            if (m_job < m_lanes.size() || (copy_job() && !m_copy_gb_per_s && !m_input->copy_words.empty())) {
                begin_job();
                return true;
            }
            m_phase = Phase::Done;
            m_running = false;
            m_status = "measured";
            m_input.reset();  // the copy's words and the expected result are not needed any more
            return false;
        case Phase::Check:
        case Phase::WarmUp:
        case Phase::Timed: {
            if (!m_run->all_issued()) {
                if (m_dispatches_left == 0) return false;  // this frame's share is issued
                m_dispatches_left -= std::min(m_dispatches_left, m_run->issue(m_dispatches_left));
                return true;
            }
            if (!m_run->ready()) return false;
            const std::vector<double> times = m_run->times_ms();
            const double ms = std::accumulate(times.begin(), times.end(), 0.0);
            if (!times.empty()) m_ms_per_dispatch = ms / static_cast<double>(times.size());
            m_run.reset();
            const std::string name = copy_job() ? std::string("copy") : m_lanes[m_job].input.algorithm;
            if (m_phase == Phase::Check) {
                if (copy_job()) {
                    if (m_runner.read_buffer(algo::BufferId::KeysAlt) != m_input->copy_words) {
                        fail("the copy kernel wrote wrong words: no bandwidth is reported");
                        return false;
                    }
                } else {
                    const algo::Plan& plan = m_lanes[m_job].plan;
                    const algo::SortCheck check =
                        algo::check_sort(plan.options, algo::find_algorithm(name)->stable, m_input->expected,
                                         m_runner.read_keys(), m_runner.read_values());
                    if (!check.ok) {
                        fail("FAIL: " + name + " at n = " + std::to_string(plan.options.n) + " sorts wrongly: " + check.message +
                             "; no time is reported for a wrong result");
                        return false;
                    }
                }
                m_phase = Phase::WarmUp;
                m_status = name + ": warming up";
            } else if (m_phase == Phase::WarmUp) {
                m_warm_up_spent += ms;
                ++m_warm_up_runs;
                if (m_warm_up_spent >= gpu::kWarmUpMs || m_warm_up_runs >= RaceEngine::kMaxWarmUpRuns) {
                    m_phase = Phase::Timed;
                    m_status = name + ": timing every dispatch";
                }
            } else {
                for (size_t s = 0; s < m_times.size() && s < times.size(); ++s) m_times[s].push_back(times[s]);
                if (++m_timed_runs >= m_request->reps) {
                    finish_job();
                    return true;
                }
            }
            start_run();
            return true;
        }
        case Phase::Done:
            return false;
    }
    return false;
}

exports::BenchRecord ProfileEngine::run_record(const ProfileLane& lane) const {
    const algo::Options& options = lane.plan.options;
    exports::BenchRecord record;
    record.kind = "gpu";
    record.algorithm = lane.input.algorithm;
    record.n = options.n;
    record.batch = options.batch;
    record.log2n = algo::ceil_log2(options.n);
    record.key_type = std::string(algo::key_type_name(options.key_type));
    record.values = options.values;
    record.descending = options.descending;
    record.radix_bits = options.radix_bits;
    record.local_size = options.local_size;
    record.dispatches = lane.plan.steps.size();
    record.renderer = m_limits.renderer;
    record.timer = timer();
    if (!lane.skipped.empty()) {
        record.skipped = lane.skipped;
        return record;
    }
    const size_t runs = lane.times.empty() ? 0 : lane.times.front().size();
    for (size_t r = 0; r < runs; ++r) {
        double run = 0.0;
        for (const std::vector<double>& step : lane.times) run += step[r];
        record.times_ms.push_back(run);
    }
    record.reps = static_cast<uint32_t>(runs);
    const algo::TimingSummary summary = algo::summarize(record.times_ms);
    record.median_ms = summary.median_ms;
    record.min_ms = summary.min_ms;
    if (summary.median_ms > 0.0) record.keys_per_s = static_cast<double>(lane.plan.total_keys()) / (summary.median_ms / 1000.0);
    record.bytes_per_key_model = algo::bytes_per_key(lane.plan);
    if (m_copy_gb_per_s && *record.bytes_per_key_model > 0.0) {
        record.ceiling_keys_per_s = *m_copy_gb_per_s * 1e9 / *record.bytes_per_key_model;
    }
    record.checked = true;
    record.checked_against = "std::stable_sort";
    return record;
}

std::vector<exports::BenchRecord> ProfileEngine::records() const {
    std::vector<exports::BenchRecord> records;
    if (m_copy_gb_per_s) {
        exports::BenchRecord copy;
        copy.kind = "copy";
        copy.algorithm = "copy";
        copy.n = m_copy_plan.options.n;
        copy.log2n = algo::ceil_log2(copy.n);
        copy.local_size = algo::kCopyLocalSize;
        copy.dispatches = m_copy_plan.steps.size();
        copy.reps = static_cast<uint32_t>(m_copy_times.size());
        copy.times_ms = m_copy_times;
        const algo::TimingSummary summary = algo::summarize(m_copy_times);
        copy.median_ms = summary.median_ms;
        copy.min_ms = summary.min_ms;
        copy.gb_per_s = m_copy_gb_per_s;
        copy.bytes_per_key_model = 8.0;  // per word: read once, written once
        copy.renderer = m_limits.renderer;
        copy.timer = timer();
        copy.checked = true;
        copy.checked_against = "its input, word for word";
        records.push_back(copy);
    }
    for (const ProfileLane& lane : m_lanes) {
        if (!lane.measured() && lane.skipped.empty()) continue;  // not measured yet
        const exports::BenchRecord run = run_record(lane);
        records.push_back(run);
        if (!lane.measured()) continue;
        const std::vector<exports::BenchRecord> rows = exports::dispatch_records(run, lane.plan, lane.times, m_copy_gb_per_s);
        records.insert(records.end(), rows.begin(), rows.end());
    }
    return records;
}

}  // namespace sortscope::ui
