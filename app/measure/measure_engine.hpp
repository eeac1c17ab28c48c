// The measuring engine: the one way Sortscope checks, warms up and times sorts. `sortscope-cli bench`
// runs a series to its end (run_to_end); the race and the profile advance it a frame slice at a time on
// the GL thread (advance), and the same settings leave the same records either way (the times aside).
//
// A series is sizes x algorithms. Per size, in order: each algorithm is a GPU job, decided by the skip
// rule (skip_rule.hpp: unknown, plan, memory, time, with a probe run for the quadratic sorts), then
// loaded, sorted once and checked against the expected result (a wrong result ends the series with an
// error, never a number), warmed up (plan_runs.hpp: at least one run and 250 ms of GPU work) and timed
// `reps` times (plan_measurement.hpp); then the CPU baselines of the same keys (cpu_baselines.hpp).
// Before the first size, when asked and not yet measured by this engine, the copy bandwidth: the copy
// plan (shaders/copy/copy.comp) as a job of its own, checked word for word, warmed up and timed the same way,
// on the largest buffer up to the size asked for that the device allocates (halving down to 1 MiB).
// Every record comes from one RecordBuilder (record_builder.hpp); records() lists them in series order
// (the copy, then per size each algorithm's, with its rows per dispatch, then the CPU baselines'),
// whatever order they finished in.
//
// With `workers`, each size's keys and expected result are made on a worker thread, and the CPU baselines
// run on another while the GPU goes on (the app); without, everything runs on the calling thread, and
// the CPU baselines after the size's GPU jobs, the GPU idle (bench).
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/plan.hpp"
#include "background.hpp"
#include "bench_record.hpp"
#include "cpu_baselines.hpp"
#include "device/device_limits.hpp"
#include "timing/gpu_clock.hpp"
#include "plan_measurement.hpp"
#include "plan_runs.hpp"
#include "programs/program.hpp"
#include "record_builder.hpp"
#include "runner.hpp"
#include "size_input.hpp"
#include "skip_rule.hpp"

namespace sortscope::measure {

// Which sizes get a record per dispatch (kind "dispatch") besides each sort's record.
enum class DispatchRows { None, Largest, Every };

struct SeriesSettings {
    std::vector<std::string> algorithms;  // registry ids, in the order measured; an unknown id is skipped
    std::vector<uint32_t> sizes;          // keys per array, in the order measured
    // Everything but n. The engine fills in the device's limits (device_caps) and keeps the split of
    // long dispatches asked for (DeviceCaps::max_dispatch_comparisons).
    algo::Options options;
    KeySource keys;
    uint32_t reps = 5;                   // timed runs of every job
    bool cpu_baselines = true;           // std::sort and std::stable_sort at every size
    std::optional<uint64_t> copy_bytes;  // the copy bandwidth on about this many bytes, once per engine
    RunTiming timing = RunTiming::WholeRun;
    DispatchRows dispatch_rows = DispatchRows::None;
    RunLimits limits;
    bool workers = false;
    unsigned reference_threads = 0;  // for the expected results; 0: every CPU thread
    std::string renderer;            // the GPU rows' renderer; empty: DeviceLimits::renderer
    // Plans already built for jobs of this series, each for job_options(its n) (bench's budget check at
    // the largest size): the job of that algorithm and n runs it instead of building it again.
    std::vector<algo::Plan> planned;
};

// The options of the series' job at `n` keys per array on the device of `limits`: the series' options
// with the device's caps, the split of long dispatches kept.
algo::Options job_options(const SeriesSettings& settings, const gpu::DeviceLimits& limits, uint32_t n);

// What a caller hears as the series goes (bench's progress lines and files); every member may be empty.
struct Observer {
    std::function<void(const BenchRecord&)> measured;  // a sort's, a CPU baseline's or the copy's record
    std::function<void(const BenchRecord&)> skipped;   // a record not measured (its `skipped` says why)
    std::function<void(const SizeInput&)> input_made;  // a size's keys and expected result are made
    std::function<void()> step_done;                   // the copy, or a size, is finished
};

enum class JobState { Waiting, Measuring, Measured, Skipped };

// A GPU job as far as it has gone: for the race's runs chart and the profile's lanes.
struct GpuJob {
    std::string algorithm;
    size_t size = 0;   // index into SeriesSettings::sizes
    uint32_t n = 0;
    uint32_t log2n = 0;
    algo::Plan plan;   // once built
    JobState state = JobState::Waiting;
    std::optional<Skip> skip;
    std::vector<double> warm_up_ms;  // every warm-up run, in order
    std::vector<double> timed_ms;    // every timed run, in order
    // Per step, every run timed dispatch by dispatch (at the sizes with rows per dispatch).
    std::vector<std::vector<double>> step_ms;
};

// A record that was not measured, and why.
struct SkipNote {
    std::string algorithm;
    uint32_t n = 0;
    Skip skip;
};

class MeasureEngine {
public:
    // The engine keeps references to both.
    MeasureEngine(gpu::ProgramCache& programs, const gpu::DeviceLimits& limits);
    ~MeasureEngine();
    MeasureEngine(const MeasureEngine&) = delete;
    MeasureEngine& operator=(const MeasureEngine&) = delete;

    // Drops the last series' records (not the copy bandwidth) and starts `settings`. Never blocks.
    void start(SeriesSettings settings, Observer observer = {});
    void stop();  // keeps what was measured
    // Works until `deadline` (the first step is always taken) or until it must wait for the GPU or a
    // worker, issuing about a frame slice of dispatches (frame_slice.hpp). A gpu::GpuError stops the
    // series as failed() with its message.
    void advance(std::chrono::steady_clock::time_point deadline);
    // Works until the series is done or failed, waiting where it must.
    void run_to_end();

    bool running() const { return m_running; }
    bool finished() const { return m_finished; }  // the series ran to its end
    bool failed() const { return m_failed; }
    const std::string& failure() const { return m_failure; }  // "FAIL: ...", or the GPU's error
    std::string status() const;  // what it is doing: "radix at 2^14: warming up"
    float progress() const;      // 0..1 over the jobs (the copy, the GPU jobs, each size's CPU baselines)
    const SeriesSettings& settings() const { return m_settings; }

    const std::vector<BenchRecord>& records() const { return m_records; }
    const std::vector<GpuJob>& jobs() const { return m_jobs; }  // the GPU jobs begun, in order
    std::vector<SkipNote> skips() const;                        // in the order of records()
    std::optional<double> copy_gb_per_s() const { return m_copy_gb_per_s; }
    std::string timer() const;  // the GPU rows' timer column
    const std::string& processor() const { return m_processor; }

private:
    enum class Phase { Copy, Next, Job, Drain, Done };
    enum class JobStage { Probe, Load, Measure };
    enum class CopyStage { Words, Load, Measure };
    struct Slot {  // one job's place in records()
        Outcome outcome;
        bool done = false;
    };

    bool step(Slice& slice);
    bool step_copy(Slice& slice);
    bool next();
    void begin_size();
    void begin_job();
    void start_probe(const algo::Options& options);
    bool step_probe(Slice& slice);
    void estimate_and_compile();
    bool step_load();
    bool step_measure(Slice& slice);
    void finish_job();
    void skip_job(const Skip& skip);
    void end_job(Outcome outcome);
    void finish_copy();
    SizeInput* input_now();
    void note_input();
    void poll_cpu();
    void take_cpu(size_t size, CpuBaselines baselines);
    void fail(const std::string& why);
    void publish();
    algo::Options size_options(size_t size) const;
    bool rows_at(size_t size) const;
    void compile(const algo::Plan& plan);

    gpu::ProgramCache& m_programs;
    const gpu::DeviceLimits& m_limits;
    std::unique_ptr<gpu::GpuClock> m_clock;  // where the GPU's clock can be read (NVIDIA with NVML)
    std::string m_processor;
    SeriesSettings m_settings;
    Observer m_observer;
    RecordBuilder m_builder;
    SkipRule m_rule;      // the GPU jobs', on the calling thread
    SkipRule m_cpu_rule;  // the CPU baselines', handed to their worker and back
    bool m_running = false;
    bool m_failed = false;
    bool m_finished = false;  // the last series ran to its end
    std::string m_failure;
    Phase m_phase = Phase::Done;
    uint64_t m_slice_id = 0;
    double m_ms_per_dispatch = 0.0;  // of the last run: sizes each slice's share of dispatches

    // The size under way.
    size_t m_size = 0;
    size_t m_algorithm = 0;
    bool m_size_begun = false;
    std::shared_ptr<SizeInput> m_input;                 // once made (workers) or to be made on use
    Background<std::shared_ptr<SizeInput>> m_input_task;  // workers: the size's input
    size_t m_reported_size = SIZE_MAX;                  // the last size whose input_made was called

    // The GPU job under way.
    JobStage m_stage = JobStage::Load;
    const algo::AlgorithmInfo* m_info = nullptr;
    BenchRecord m_record;
    algo::Plan m_plan;
    std::unique_ptr<gpu::Runner> m_runner;
    std::unique_ptr<PlanMeasurement> m_measurement;
    algo::Plan m_probe_plan;
    std::vector<uint32_t> m_probe_keys;
    std::vector<uint32_t> m_probe_values;
    std::unique_ptr<gpu::Runner> m_probe_runner;
    std::unique_ptr<PlanRun> m_probe_run;
    uint64_t m_probe_slice = 0;

    // The copy bandwidth: kept across series.
    CopyStage m_copy_stage = CopyStage::Words;
    uint64_t m_copy_bytes = 0;
    Background<std::shared_ptr<const std::vector<uint32_t>>> m_copy_task;
    std::shared_ptr<const std::vector<uint32_t>> m_copy_words;
    algo::Plan m_copy_plan;
    std::optional<BenchRecord> m_copy_record;
    std::optional<double> m_copy_gb_per_s;

    // The CPU baselines: sizes waiting with their inputs, and the one being measured (workers).
    std::deque<std::pair<size_t, std::shared_ptr<SizeInput>>> m_cpu_queue;
    Background<CpuBaselines> m_cpu_task;
    size_t m_cpu_size = 0;

    // The results.
    std::vector<std::vector<Slot>> m_slots;  // per size: the algorithms', then the CPU baselines'
    std::vector<GpuJob> m_jobs;
    std::vector<BenchRecord> m_records;
    size_t m_jobs_total = 0;
    size_t m_jobs_done = 0;
};

}  // namespace sortscope::measure
