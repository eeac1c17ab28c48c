// The algorithm registry: one entry per algorithm, in the order `sortscope-cli list` prints them (see
// registry.hpp for what each field decides).
#include "algorithms/catalogue/registry.hpp"

#include <array>
#include <atomic>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"
#include "algorithms/sorts/network/network_layer.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/onesweep/onesweep_entry.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::algo {

namespace {

constexpr uint32_t kAnyN = UINT32_MAX;
// The O(n^2) sorts: the largest n that sorts in about a second on llvmpipe, measured with
// `sortscope-cli sort --algo ID --n N --verify` (Mesa 22.3 llvmpipe on 2 shared cores, GPU time):
// rank 32768 in 0.65-1.3 s; rank-shared 24576 in 0.6-0.7 s, but 32768 in 1.0-2.0 s (its barriers cost
// more than its shared memory saves on a CPU rasterizer).
constexpr uint32_t kRankQuickN = 32768;
constexpr uint32_t kRankSharedQuickN = 24576;

constexpr std::array kAlgorithms = {
    AlgorithmInfo{
        .id = "bitonic",
        .summary = "bitonic sorting network in global memory, one stage per dispatch (m(m+1)/2 dispatches)",
        .description = "Batcher's bitonic network: sort blocks in alternating directions, then merge them. "
                       "Every stage is its own dispatch, and each invocation finds its pair by inserting a bit into its id.",
        .source = "Zucchi 2013: parallel batch sorting",
        .builder = &build_bitonic_plan,
        .network = true,
        .stable = false,
        .quick_n = kAnyN,
        .reads = {},
        .offered = {},
        .validate = nullptr,
        .picture = Picture::Network,
        .colour = 0x64AAFF,
        .pads_to_power_of_two = true,
        .partner = "bitonic-shared",  // the same network in fewest passes
        .in_default_race = true,
        .table_shows = "pairs, binary indices and flips",
    },
    AlgorithmInfo{
        .id = "bitonic-shared",
        .summary = "bitonic network with the short-distance stages fused in shared memory (Zucchi's bitonic + lds) "
                   "and the long ones five at a time in registers",
        .description = "The same bitonic network, but every run of stages whose pairs stay inside one tile runs in shared "
                       "memory in a single dispatch, and the long-distance stages run up to five at a time in registers: "
                       "far fewer trips through global memory.",
        .source = "Zucchi 2013: parallel batch sorting",
        .builder = &build_bitonic_shared_plan,
        .network = true,
        .stable = false,
        .quick_n = kAnyN,
        .reads = {PlanOption::Tile},
        .offered = {PlanOption::Tile},
        .own_options = kBitonicSharedOwnOptions,
        .validate = &validate_bitonic_shared_options,
        .picture = Picture::Network,
        .colour = 0x3CD7C8,
        .pads_to_power_of_two = true,
        .partner = "bitonic",  // the same network, one stage per dispatch: what the fusion saves
        .in_default_race = true,
        .table_shows = "pairs, binary indices and flips",
    },
    AlgorithmInfo{
        .id = "odd-even-merge",
        .summary = "Batcher's odd-even merge sort, one layer per dispatch up to a tile; larger arrays fuse runs of "
                   "layers in shared memory (26 dispatches at 2^24); batches that fit run in shared memory",
        .description = "Batcher's odd-even merge network: merge sorted groups of 2, 4, 8, ... by merging their odd and "
                       "even elements, then fixing neighbours. Each index finds out from its shifted bits whether it is "
                       "the left end of a pair. Small arrays run every layer as its own dispatch; large ones run many "
                       "layers per trip through global memory, with a halo of neighbours for the layers that cross tiles.",
        .source = "magnickolas: Parallel Sorting on GPU, Part 2 (Batcher 1968, made iterative)",
        .builder = &build_odd_even_merge_plan,
        .network = true,
        .stable = false,
        .quick_n = kAnyN,
        .reads = {PlanOption::Tile},
        .offered = {},
        .validate = nullptr,
        .picture = Picture::Network,
        .colour = 0xBE8CFF,
        .pads_to_power_of_two = true,
        .partner = "bitonic-shared",
        .in_default_race = true,
        .table_shows = "strides",
    },
    AlgorithmInfo{
        .id = "odd-even-transposition",
        .summary = "odd-even transposition sort, one phase per dispatch (n dispatches, n(n-1)/2 comparators)",
        .description = "The simplest sorting network: neighbours compare and swap, starting at even positions in one "
                       "phase and odd positions in the next. After n phases the array is sorted, but it takes n "
                       "dispatches, so it only suits small arrays.",
        .source = "Lefebvre (INRIA): Introduction to data-parallelism and OpenCL, Sorting",
        .builder = &build_odd_even_transposition_plan,
        .dispatches_grow_with_n = true,
        .network = true,
        .stable = true,
        .quick_n = 8192,
        .reads = {},
        .offered = {},
        .validate = nullptr,
        .picture = Picture::Network,
        .colour = 0xFFA550,
        .pads_to_power_of_two = false,
        .partner = "bitonic",  // n dispatches against m(m+1)/2
        .table_shows = "phases and parities",
    },
    AlgorithmInfo{
        .id = "rank",
        .summary = "rank (parallel selection) sort: each key counts the keys before it over all n and moves there (1 dispatch, n^2 comparisons)",
        .description = "Every key looks at all the other keys and counts how many come before it, breaking ties by position; "
                       "that count is exactly where it belongs, so all keys jump to their places in one dispatch.",
        .source = "Bainville 2011: OpenCL Sorting",
        .builder = &build_rank_plan,
        .network = false,
        .stable = true,
        .quick_n = kRankQuickN,
        .reads = {},
        .offered = {},
        .validate = nullptr,
        .picture = Picture::Rank,
        .colour = 0xFA6996,
        .splits_counting = true,
        .partner = "rank-shared",  // the same counting from global memory and from shared memory
        .work_counted = "comparisons",
        .changes_counted = "moves",
        .predict_question = "where a key lands",
        .guess_form = "a position",
        .table_shows = "ranks",
        .picture_shows = "each key's count of the keys before it",
    },
    AlgorithmInfo{
        .id = "rank-shared",
        .summary = "rank sort counting against blocks of keys loaded into shared memory (1 dispatch, n^2 comparisons)",
        .description = "The same counting as rank sort, but each work group first copies a block of keys into fast shared "
                       "memory and all its invocations count against that copy. Fewer slow global-memory reads make the same work quicker.",
        .source = "Bainville 2011: OpenCL Sorting",
        .builder = &build_rank_shared_plan,
        .network = false,
        .stable = true,
        .quick_n = kRankSharedQuickN,
        .reads = {},
        .offered = {},
        .own_options = kRankSharedOwnOptions,
        .validate = &validate_rank_shared_options,
        .picture = Picture::Rank,
        .colour = 0xF0D750,
        .splits_counting = true,
        .partner = "rank",
        .work_counted = "comparisons",
        .changes_counted = "moves",
        .predict_question = "where a key lands",
        .guess_form = "a position",
        .table_shows = "ranks",
        .picture_shows = "each key's count of the keys before it",
    },
    AlgorithmInfo{
        .id = "radix",
        .summary = "LSD radix sort: per digit, count bins per tile, prefix-sum the table on the GPU, stable scatter",
        .description = "The keys are binned by one digit at a time, least significant first: each work group counts "
                       "its tile's keys per bin, a prefix sum of all the counts gives every tile's place in every bin, "
                       "and each tile writes its keys there in order. Because every binning keeps equal digits in "
                       "their order, the last digit leaves the keys sorted.",
        .source = "Huang, Intel 2019: Kernel Deep-Dive: RadixSort (C for Metal tutorial)",
        .builder = &build_radix_plan,
        .network = false,
        .stable = true,
        .quick_n = kAnyN,
        .reads = {PlanOption::Tile},
        .offered = {PlanOption::Tile},
        .own_options = kRadixOwnOptions,
        .validate = &validate_radix_options,
        .picture = Picture::Radix,
        .colour = 0x7DDC69,
        .partner = "bitonic-shared",  // the fastest network against the fewest passes over memory
        .in_default_race = true,
        .work_counted = "keys binned",
        .changes_counted = "moves",
        .predict_question = "a key's bin and where it lands",
        .guess_form = "bin,position",
        .table_shows = "bin counts, prefix sums and bin starts",
        .picture_shows = "the bins and prefix sums",
    },
    AlgorithmInfo{
        .id = "onesweep",
        .summary = "Onesweep LSD radix sort: one histogram read, then one pass per 8-bit digit with a decoupled look-back",
        .description = "One dispatch counts all four 8-bit digits at once; then, per digit, each work group ranks its tile, "
                       "publishes its bin counts and looks back over the tiles before it for its offsets, so every key is "
                       "read and written once per digit. Where look-back is not known to be safe it counts, scans and scatters instead.",
        .source = "Adinets and Merrill 2022: Onesweep (CUB's DeviceRadixSort)",
        .builder = &build_onesweep_plan,
        .network = false,
        .stable = true,
        .quick_n = kAnyN,
        .reads = {PlanOption::Tile},
        // The path is the lesson, and the tiles make the look-back's picture: the app offers both.
        .offered = {PlanOption::Tile},
        .own_options = kOnesweepOwnOptions,
        .own_notes = &kOnesweepNotes,
        .validate = nullptr,
        .picture = Picture::Onesweep,
        .colour = 0xFF6E3C,
        .partner = "radix",  // one pass per digit against count, scan and scatter per digit
        .in_default_race = true,
        .work_counted = "keys binned",
        .changes_counted = "moves",
        .driver_choices = &onesweep_path_text,
        .before_device = &onesweep_options_before_device,
        .step_tables = &onesweep_borrowed_tables,
        .narrate_step = &narrate_onesweep_borrowed,
        .predict_question = "a key's bin and where it lands",
        .guess_form = "bin,position",
        .table_shows = "histograms and, per pass, each tile's counts and offsets",
        .picture_shows = "the tiles and look-back",
        .tile_default = "its work group and tile picked for the device, about 16 tiles",
    },
};

// The loaded network (--network FILE): not in the list above, which every front end offers and every
// test walks without a network to load; found by its id, so a plan's algorithm names it.
constexpr AlgorithmInfo kLoadedNetwork{
    .id = "network",
    .summary = "a comparator network loaded from a file, the library or a generator (--network), one layer per dispatch",
    .description = "Any comparator network, as its file gives it: every layer is one dispatch, and each invocation reads "
                   "one comparator's two wires from a list and orders the keys there.",
    .source = "the loaded network's own (networks/library.hpp names the library's)",
    .builder = &build_network_plan,
    .network = true,
    .stable = false,
    .quick_n = kAnyN,
    .reads = {},
    .offered = {},
    .validate = &validate_network_options,
    .picture = Picture::Network,
    .pads_to_power_of_two = false,
    .partner = "odd-even-merge",
};

std::atomic<uint64_t> g_plan_builds{0};
// One counter per entry of kAlgorithms, and the last for the loaded network.
std::array<std::atomic<uint64_t>, kAlgorithms.size() + 1> g_plan_builds_of{};

size_t entry_index(const AlgorithmInfo& info) {
    for (size_t i = 0; i < kAlgorithms.size(); ++i) {
        if (&kAlgorithms[i] == &info) return i;
    }
    return kAlgorithms.size();  // the loaded network, which is not in the list
}
std::atomic<PlanBuildObserver> g_observer{nullptr};

}  // namespace

Plan AlgorithmInfo::build(const Options& options) const {
    g_plan_builds.fetch_add(1, std::memory_order_relaxed);
    g_plan_builds_of[entry_index(*this)].fetch_add(1, std::memory_order_relaxed);
    if (const PlanBuildObserver observer = g_observer.load(std::memory_order_relaxed)) observer(*this, options);
    Plan plan = builder(options);
    plan.algorithm = this;
    return plan;
}

std::string Plan::name() const {
    // A loaded network by where it came from ("network dobbelaere-16-60-10"), for titles and messages.
    if (algorithm != nullptr && options.network != 0) {
        const std::string label = kept_network_label(options.network);
        if (!label.empty()) return std::string(algorithm->id) + " " + label;
    }
    if (algorithm != nullptr) return std::string(algorithm->id);
    // A plan a builder made directly (the copy bandwidth's, a calibration's): named by its first kernel.
    if (steps.empty()) return "a plan";
    const std::string_view file = kernel_file(steps.front().kernel);
    return std::string(file.substr(0, file.find('.')));
}

bool AlgorithmInfo::few_dispatches(const Options& options) const {
    if (splits_counting) return options.device.max_dispatch_comparisons == 0;
    return !dispatches_grow_with_n;
}

uint64_t plan_builds() { return g_plan_builds.load(std::memory_order_relaxed); }

void observe_plan_builds(PlanBuildObserver observer) { g_observer.store(observer, std::memory_order_relaxed); }

uint64_t plan_builds(const AlgorithmInfo& info) {
    return g_plan_builds_of[entry_index(info)].load(std::memory_order_relaxed);
}

std::span<const AlgorithmInfo> all_algorithms() { return kAlgorithms; }

void leave_own_options_to_device(Options& options) {
    for (const AlgorithmInfo& info : kAlgorithms) {
        for (const OwnOption* option : info.own_options) {
            if (option->named.not_given != nullptr) option->named.not_given(options);
        }
    }
}

const AlgorithmInfo& loaded_network_algorithm() { return kLoadedNetwork; }

const AlgorithmInfo* find_algorithm(std::string_view id) {
    for (const AlgorithmInfo& info : kAlgorithms) {
        if (info.id == id) return &info;
    }
    if (id == kLoadedNetwork.id) return &kLoadedNetwork;
    return nullptr;
}

std::string known_algorithm_ids() {
    std::string known;
    for (const AlgorithmInfo& info : kAlgorithms) known += (known.empty() ? "" : ", ") + std::string(info.id);
    return known;
}

std::string unknown_algorithm(std::string_view id) {
    return "unknown algorithm " + quoted(id) + " (known: " + known_algorithm_ids() + ")";
}

}  // namespace sortscope::algo
