// The Plan/Step model: an algorithm is a pure function from Options to a Plan, the ordered list of
// compute dispatches (Steps) that will run. The GPU runner, the CPU reference, the diagrams and the
// tables all read the same Plan, so what is shown is what runs. A plan's shape depends only on its
// options, never on the data.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernel_id.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/plan/own_values.hpp"

namespace sortscope::algo {

struct AlgorithmInfo;  // an algorithm's catalogue entry (catalogue/registry.hpp)

// The logical buffers a plan uses. Algorithms that move keys to a new place (radix, rank) ping-pong
// between a primary and an alternate pair; in-place networks use only the primary pair.
enum class BufferId : uint32_t {
    Keys = 0,   // the input keys are uploaded here
    KeysAlt,    // the other key buffer of a ping-pong pair
    Values,     // the payload, when Options::values (uploaded here)
    ValuesAlt,
    Counts,     // tables: radix bin counts and their prefix sums, scan block sums
};
constexpr size_t kBufferCount = 5;

// Which key/value pair a step reads from: Primary = (Keys, Values), Alternate = (KeysAlt, ValuesAlt).
enum class Pair : uint8_t { Primary = 0, Alternate = 1 };
inline Pair other(Pair pair) { return pair == Pair::Primary ? Pair::Alternate : Pair::Primary; }
inline BufferId keys_buffer(Pair pair) { return pair == Pair::Primary ? BufferId::Keys : BufferId::KeysAlt; }
inline BufferId values_buffer(Pair pair) { return pair == Pair::Primary ? BufferId::Values : BufferId::ValuesAlt; }

// Words of kernel-specific arguments in a step's parameter block, and values a step compiles into its
// kernel's program (each kernel's argument struct names them: plan/kernel_args.hpp).
constexpr uint32_t kStepArgs = 8;
constexpr uint32_t kStepDefines = 6;

// The per-dispatch parameter block (std430: ten uints, 40 bytes). The GLSL `struct StepParams` is
// generated from it at build time (plan/shader_interface.hpp lists its fields). The runner uploads
// every step's block once per plan.
struct StepParams {
    uint32_t n = 0;           // keys in each array; positions >= n act as +infinity
    uint32_t work_items = 0;  // invocations per array that do work; the rest of the grid returns at once
    uint32_t arg[kStepArgs] = {};  // the kernel's Param arguments, written and read through its argument struct
};

struct Step {
    KernelId kernel = KernelId::BitonicStep;
    StepParams params;
    uint32_t local_size = 256;  // invocations per work group (the shader's LOCAL_SIZE)
    uint32_t items = 1;         // keys or comparators per invocation (the shader's ITEMS): tiles, blocks
    uint32_t groups = 0;        // work groups per array; the runner launches `batch` arrays in z
    // Work groups in z: 0 = one per array of the batch (options.batch). A step over one table for the
    // whole batch (radix's prefix sum) sets 1, so it runs once and not once per array.
    uint32_t z_groups = 0;
    uint32_t first_stage = 0;   // network steps: index of the first network stage this dispatch executes
    uint32_t stage_count = 0;   // network stages this dispatch executes (0 for a step that is not one)
    // The kernel's Define arguments: values compiled into its program (radix's digit width, a
    // ranking, ...). The plan builder decides them; the program cache builds one program per variant.
    std::array<uint32_t, kStepDefines> variant{};
    Pair source = Pair::Primary;  // the key/value pair bound as the input
    bool moves = false;           // writes the array into the other pair (after it, the keys live there)

    Pair keys_after() const { return moves ? other(source) : source; }
    uint32_t z_count(uint32_t batch) const { return z_groups != 0 ? z_groups : batch; }
};

// How the device's subgroups find the keys of a tile that share a digit, best last (DeviceCaps::ranking).
enum class SubgroupRanking : uint32_t {
    Split = 0,   // no subgroup operations: eight stable one-bit splits in shared memory
    Ballot = 1,  // GL_KHR_shader_subgroup_ballot + shuffle: a digit's peers from eight ballots
    Match = 2,   // GL_NV_shader_subgroup_partitioned: a digit's peers in one subgroupPartitionNV
};

// What the plan builders need to know of the device: tiles and blocks are sized to fit it.
struct DeviceCaps {
    uint32_t max_shared_bytes = 32768;  // GL_MAX_COMPUTE_SHARED_MEMORY_SIZE (the GL minimum)
    uint32_t max_invocations = 1024;    // GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS (the GL minimum)
    // The best subgroup ranking this device's compute shaders support, and their subgroup size.
    SubgroupRanking ranking = SubgroupRanking::Split;
    uint32_t subgroup_size = 0;
    // The subgroup size where compute shaders have subgroupShuffleXor (GL_KHR_shader_subgroup_shuffle),
    // else 0: bitonic-shared's tile kernel then runs its shortest distances across invocations.
    uint32_t shuffle_size = 0;
    // Work groups of one dispatch are known to make progress independently (a decoupled look-back
    // does not stall on them): NVIDIA's drivers. Not llvmpipe, and not promised by any graphics API.
    bool independent_progress = false;
    // The most key comparisons one dispatch may do (over its whole batch), so that no dispatch runs
    // long enough to trip a desktop driver's watchdog or hold up the app's frame: the rank sorts split
    // their counting into dispatches over ranges of the keys compared against (cost.hpp measures the
    // device's rate and sets it). 0: no limit, one dispatch.
    uint64_t max_dispatch_comparisons = 0;
};

struct Options {
    uint32_t n = 0;               // keys per array
    uint32_t local_size = 256;    // work-group size; a power of two from 1 to 1024
    KeyType key_type = KeyType::U32;
    bool descending = false;
    bool values = false;          // a uint32 payload travels with each key
    uint32_t batch = 1;           // independent arrays of n keys, stored one after another
    uint32_t tile = 0;            // shared-memory kernels: keys per tile, a power of two (0: as many as fit)
    // Whether the user asked for local_size. False: it is the front end's default, and an algorithm with
    // per-device defaults (its catalogue entry's own values) may replace it; every other algorithm reads
    // local_size as it is. True unless a front end says otherwise, so tests and examples get exactly what
    // they set.
    bool local_size_given = true;
    // The options only one algorithm reads (declared by its catalogue entry) and its per-device choices,
    // each read through its sort folder's accessors (own_values.hpp).
    OwnValues own;
    // The loaded network that the "network" plan runs (networks/kept_networks.hpp); 0 for every other
    // algorithm.
    uint32_t network = 0;
    // The loaded network fused into one dispatch, one array per invocation in registers (n <= 64), for
    // batches of small arrays: any number of arrays, folded into the grid rather than launched in z.
    bool network_fused = false;
    DeviceCaps device;
};

// Options with only the size and work-group size set (tests and examples).
inline Options sized(uint32_t n, uint32_t local_size = 256) {
    Options options;
    options.n = n;
    options.local_size = local_size;
    return options;
}

struct Plan {
    // Its algorithm's catalogue entry (AlgorithmInfo::build, the one door every plan goes through, sets
    // it): what kind of sort it is, its picture, its colour. nullptr for a plan a builder made directly
    // (a test's, the speed probe's calibration runs).
    const AlgorithmInfo* algorithm = nullptr;
    Options options;
    std::vector<Step> steps;
    // Words of each logical buffer, all arrays of the batch included (0: not used by this plan).
    std::array<uint64_t, kBufferCount> buffer_words{};
    // What the Counts buffer holds before the first step (a loaded network's comparators, which its
    // kernel reads); empty: zeros. Not more words than buffer_words[Counts].
    std::vector<uint32_t> counts_input;

    // Its entry's id ("bitonic"), read from the entry (catalogue/registry.cpp defines it); a plan with no
    // entry is named by its first kernel's file ("copy" for the copy bandwidth's plan).
    std::string name() const;
    uint32_t stage_count() const;   // network stages over all steps
    uint64_t total_keys() const { return uint64_t{options.n} * options.batch; }
    // Where the keys are after the first `cursor` steps (Primary before the first step).
    Pair keys_after(size_t cursor) const;
    // Every step is made of comparator stages (Step::stage_count > 0: only network kernels run stages).
    bool is_network() const;
};

// "1 group of 256" / "8 groups of 64", for describe() lines.
std::string groups_text(uint32_t groups, uint32_t local_size);

// Work groups needed for `work_items` invocations of `local_size` each.
uint32_t groups_for(uint64_t work_items, uint32_t local_size);

// The smallest power of two >= n (1 for n <= 1), and its log2.
uint64_t next_power_of_two(uint64_t n);
uint32_t ceil_log2(uint64_t n);
// The largest power of two <= value (1 for value <= 1).
uint32_t floor_power_of_two(uint32_t value);

// The bytes-moved model's units (costs/traffic.hpp): a word, and one key moved (read or written) with
// its value, if the plan carries one.
constexpr uint64_t kWordBytes = 4;
inline uint64_t moved_key_bytes(const Options& options) { return options.values ? 2 * kWordBytes : kWordBytes; }

// Sizes the key (and value) buffers of the primary pair for an in-place plan.
void size_in_place_buffers(Plan& plan);
// Sizes both key (and value) pairs for a plan that moves the keys between them, and the Counts buffer.
void size_ping_pong_buffers(Plan& plan, uint64_t counts_words);

}  // namespace sortscope::algo
