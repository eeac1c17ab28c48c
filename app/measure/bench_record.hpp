// One benchmark measurement as the tools report it: a GPU sort at one size ("gpu"), a CPU baseline
// ("cpu"), the copy bandwidth ("copy") or one dispatch of a GPU sort's plan ("dispatch"). `bench`, the
// race and the profile all get theirs from the measuring engine (measure_engine.hpp), which fills them
// through one builder (record_builder.hpp); bench_files.hpp writes them as CSV and JSON, one column per
// field (and copy_bandwidth_share, computed from two of them).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sortscope::measure {

struct BenchRecord {
    std::string kind;        // "gpu": a sort on the GPU; "cpu": std::sort / std::stable_sort; "copy": bandwidth;
                             // "dispatch": one dispatch of a GPU sort's plan (record_builder.hpp)
    std::string algorithm;   // the registry id, "std::sort", "std::stable_sort" or "copy"
    uint64_t n = 0;          // keys per array (copy: 32-bit words)
    uint32_t batch = 1;      // arrays of n keys
    uint32_t log2n = 0;
    std::string key_type = "u32";
    bool values = false;
    bool descending = false;
    uint32_t radix_bits = 4;
    uint32_t local_size = 256;  // the work-group size the plan ran (asked for, or the algorithm's per-device choice)
    uint64_t dispatches = 0;
    uint32_t reps = 0;          // timed runs
    std::vector<double> times_ms;  // every timed run, in order
    std::optional<double> median_ms;
    std::optional<double> min_ms;
    std::optional<double> keys_per_s;           // batch * n / median
    std::optional<double> gb_per_s;             // copy: bytes read + written per second / 10^9
    uint64_t gpu_bytes = 0;                     // GPU buffers allocated for the run
    std::optional<double> bytes_per_key_model;  // algo::bytes_per_key of the plan
    std::optional<double> ceiling_keys_per_s;   // copy bandwidth / bytes_per_key_model, when measured
    std::string renderer;  // the device (GPU rows: GL_RENDERER and driver; CPU rows: the processor)
    std::string timer;     // how the times were taken
    // The lowest shader clock read just after a timed run, and the GPU's highest, in MHz: where the clock
    // can be read (NVIDIA with NVML: app/gpu/timing/gpu_clock.hpp); a slow run at a low clock says so.
    std::optional<uint32_t> sm_clock_mhz;
    std::optional<uint32_t> max_sm_clock_mhz;
    bool checked = false;  // the result was compared with the CPU before timing
    std::string checked_against;  // what it was compared with: "a stable LSD radix sort on 16 CPU threads"
    std::string skipped;   // why it was not measured; empty when it was
    // Dispatch rows only (empty otherwise): the step's index in the plan, its kernel file and
    // algo::describe of it.
    std::optional<uint64_t> step;
    std::string kernel;
    std::string description;
};

// The share of the copy bandwidth a measured median reaches: modelled bytes moved per second / copy
// bandwidth, which is keys_per_s / ceiling_keys_per_s (the CSV and JSON column copy_bandwidth_share,
// a fraction: 0.25 is a quarter). nullopt without both.
std::optional<double> copy_bandwidth_share(const BenchRecord& record);

// Timed runs are unsteady when their median is more than this many times the fastest run. Steady runs
// of one size differ by about 1% on the GPUs measured (docs/performance.md); on an H200 one 2^28 sort
// after the CPU's reference sort gave a median of 13 ms against a fastest run of 7.52 ms, the next
// process 7.51 ms for every run.
constexpr double kUnsteadyMedianOverFastest = 1.10;

// The median over the fastest of a record's timed runs, when it is past kUnsteadyMedianOverFastest with
// at least three timed runs (fewer have no median to speak of); nullopt when the runs are steady.
std::optional<double> unsteady_spread(const BenchRecord& record);

}  // namespace sortscope::measure
