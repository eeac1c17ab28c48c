// Onesweep: an LSD radix sort with 8-bit digits in the style of Adinets and Merrill, "Onesweep: A Faster
// Least Significant Digit Radix Sort for GPUs" (2022), and CUB's DeviceRadixSort that implements it.
//
// What it does: the 32-bit sort key (sort_key: i32, f32 and descending sort unchanged) is cut into four
// 8-bit digits (256 bins each) and the keys are binned by each digit in turn, least significant first,
// stably, so after the fourth the keys are in order. A payload moves with its key.
//
// Two paths run the same algorithm (OnesweepPath; the plan says which it took):
//
// Look-back (chained scan), 6 dispatches:
//   1. onesweep_histogram: reads the keys once and counts all four digits' 256 bins of every array
//      (global histograms, Counts[hist + (a * 4 + d) * 256 + b], added with atomics).
//   2. onesweep_scan: one work group per (array, digit) turns each histogram into its bins' global
//      starts, Counts[starts + (a * 4 + d) * 256 + b] = a * n + (keys of array a in bins < b), and
//      clears the histogram for the next run.
//   3-6. onesweep_pass, one per digit: a work group draws its tile number g from an atomic counter (in
//      the order groups start, so a tile never waits on one that has not started; the group that draws
//      the last number resets it to 0), takes tile g (TILE = local_size * items consecutive keys, many per
//      invocation), counts the tile's 256 bins and publishes them in its status words (flag AGGREGATE),
//      finds for each bin how many keys the tiles before it hold by a decoupled look-back: walking back
//      over tiles g - 1, g - 2, ..., adding aggregates until it meets a tile whose status is an INCLUSIVE
//      PREFIX, and publishes its own inclusive prefix. It ranks the tile by the digit in shared memory
//      (stably; with a subgroup ranking the look-back runs before the ranking, while other subgroups
//      rank, as CUB does) and scatters it so that each bin's keys land on consecutive addresses:
//      start(bin) + (keys of the bin in earlier tiles) + (rank in the tile). Each key is read once and
//      written once per digit. A status word is flag << 30 | count: n per array must stay below 2^30.
//      Pass p uses status region p % 2 and clears the other region's words of its tile, so the next
//      pass (and the next run's first pass) finds them NOT READY without a clearing dispatch.
//   The look-back needs work groups to progress independently, which no graphics API promises. A tile
//   that waits on a status word for kOnesweepSpinLimit reads counts it itself by reading that tile's
//   keys (a decoupled fallback), so it never spins forever; it is still chosen only on drivers known
//   to schedule work groups fairly (NVIDIA), unless the path is forced.
//
// Portable (reduce then scan), per digit: onesweep_count (radix_count.comp with 256 bins: the tiles'
// bin counts into a table [array][bin][tile]), the multi-level exclusive scan of that table (radix's
// scan_blocks and scan_add), then onesweep_pass reading each tile's bin offsets from the scanned table
// instead of looking back. Each key is read twice per digit and written once.
//
// Ranking inside a tile (OnesweepRanking, chosen by the device's subgroup operations): Match
// (GL_NV_shader_subgroup_partitioned: each subgroup finds the lanes that share a digit in one
// instruction), Ballot (GL_KHR_shader_subgroup_ballot: the same peers from eight ballots, one per digit
// bit), or Split (no subgroup operations: eight stable one-bit splits in shared memory).
//
// Step-count formula: look-back 2 + 4 = 6 dispatches; portable 4 (2L + 1) with L scan levels of the
// count table (as radix). n <= 1: none. Memory: two key (and value) pairs; Counts: look-back
// 2 * batch * 1024 + 2 * batch * tiles * 256 + batch (the tile counters) words; portable batch * 256 *
// tiles + the scan levels.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"
#include "algorithms/sorts/radix/radix.hpp"

namespace sortscope::algo {

// How a onesweep tile ranks its keys by digit: the device's subgroup ranking (plan.hpp), capped by
// --onesweep-ranking.
using OnesweepRanking = SubgroupRanking;

// Which form of onesweep runs: the single-pass look-back, or count + scan + scatter per digit.
enum class OnesweepPath : uint8_t { Auto = 0, Lookback, Portable };

// [SECTION] Onesweep's own values in Options (Options::own, own_values.hpp), read and set only here.
// --onesweep-path (Auto unless set).
OnesweepPath onesweep_path_of(const Options& options);
void set_onesweep_path(Options& options, OnesweepPath path);
// The same on own values alone (the app's InputSpec keeps them so).
OnesweepPath onesweep_path_of(const OwnValues& own);
void set_onesweep_path(OwnValues& own, OnesweepPath path);
// --onesweep-ranking: the best ranking a tile may use (it uses the best the device has up to this; Match,
// no cap, unless set), and whether the user gave it. Not given: onesweep_device_defaults may replace the
// cap with its per-device choice. Given unless a front end says otherwise, so tests and examples get
// exactly what they set.
OnesweepRanking onesweep_ranking_cap(const Options& options);
void set_onesweep_ranking_cap(Options& options, OnesweepRanking cap);
bool onesweep_ranking_given(const Options& options);
void set_onesweep_ranking_given(Options& options, bool given);
// The sorted tile staged in this many parts (1 or 2; onesweep_pass.comp's STAGE_PARTS): set by its
// per-device default only (onesweep_device_defaults), which no option of the front ends names.
uint32_t onesweep_stage_parts(const Options& options);
void set_onesweep_stage_parts(Options& options, uint32_t parts);

constexpr uint32_t kOnesweepBits = 8;
constexpr uint32_t kOnesweepBins = 256;
constexpr uint32_t kOnesweepDigits = 4;
// Status words: flag in the top two bits, a count of keys below 2^30 in the rest.
constexpr uint32_t kStatusNotReady = 0;
constexpr uint32_t kStatusAggregate = 1;
constexpr uint32_t kStatusPrefix = 2;
constexpr uint32_t kStatusShift = 30;
constexpr uint32_t kStatusCountMask = (1u << kStatusShift) - 1u;
constexpr uint32_t kOnesweepMaxN = kStatusCountMask;  // keys per array the status words can count
// Reads of one not-ready status word before the waiting tile counts that tile's keys itself: long where
// work groups progress independently (the word will come), short where they may not (llvmpipe runs
// groups a few at a time, and a group waiting on one that has not started would wait in vain).
constexpr uint32_t kOnesweepSpinLimit = 4096;
constexpr uint32_t kOnesweepUnsafeSpinLimit = 64;
// Where work groups are not known to progress independently, a forced look-back may wait on every
// earlier tile and count it itself. llvmpipe (gallivm) gives one invocation 65535 loop iterations in
// all, shared by every loop of the kernel, and when they are spent it leaves each loop after one more
// turn and carries on with wrong sums. So there the look-back is refused unless its worst case fits:
// onesweep_unsafe_loop_iterations() below this budget. llvmpipe also runs a dispatch's work groups in
// one contiguous range per thread, so the first tile of the second range starts with tile 0 and really
// does wait on every tile before it.
constexpr uint64_t kUnsafeLoopBudget = 60000;
// The most keys per invocation in a pass (CUB's SM90 tuning holds 20 per thread of 384: 7680 a tile).
constexpr uint32_t kOnesweepMaxItems = 30;
// Keys each invocation of onesweep_histogram reads per chunk, and the most chunks' groups per array
// (each loops over the chunks; fewer groups add fewer counts to the same global words: on the H100 at
// 2^24, 1,024 groups ran at 1,134 GB/s, 132 or 264 at 1,343).
constexpr uint32_t kHistogramItems = 16;
constexpr uint32_t kHistogramMaxGroups = 256;
// Invocations of onesweep_scan: one per bin.
constexpr uint32_t kScanLocalSize = 256;

struct OnesweepLayout {
    bool lookback = false;
    OnesweepRanking ranking = OnesweepRanking::Split;
    uint32_t subgroup_size = 0;   // SUBGROUP_SIZE for the Match and Ballot rankings
    uint32_t local_size = 0;      // invocations per pass (and count) work group
    uint32_t items = 1;           // keys per invocation: ITEMS
    uint32_t tile = 0;            // local_size * items
    uint32_t stage_parts = 1;     // STAGE_PARTS: the sorted tile staged whole (1) or in two halves (2)
    uint32_t tiles = 0;           // per array: ceil(n / tile)
    // Look-back: the Counts buffer is [hist: batch*4*256][starts: batch*4*256][status 0][status 1]
    // [counters: batch], each status region [array][tile][bin]; a counter is 0 between dispatches.
    uint32_t hist_offset = 0;
    uint32_t starts_offset = 0;
    uint32_t status_offset[2] = {0, 0};
    uint32_t counter_offset = 0;
    uint32_t hist_groups = 0;     // onesweep_histogram work groups per array
    // Portable: the count table [array][bin][tile] at 0 and its scan levels (as radix).
    uint32_t table_entries = 0;
    std::vector<ScanLevel> levels;
    uint64_t counts_words = 0;
};

// The path these options take: the forced one, or look-back where the device is known to be safe.
bool onesweep_uses_lookback(const Options& options);
// The spin limit (SPIN_LIMIT) for these options' device.
uint32_t onesweep_spin_limit(const Options& options);
// The per-device defaults, in one place for both front ends: where the user gave no --wg (no
// --onesweep-ranking either), a device with subgroups of 32, one-word ballots and room for the largest
// tile below (NVIDIA's drivers) gets the Ballot ranking and a tile chosen by n: the fastest measured on
// the H100 (docs/performance.md, issue 21). NVIDIA's GL driver gives all the compute groups of one SM
// about 48 KB of shared memory together (measured: groups of 24 KB run two to an SM, of 28 KB one), so
// a tile staged whole in shared memory holds its SM alone. Keys from 2^23: 512 x 18 staged in two halves
// (21.5 KB, ranks packed to fit the registers), two groups per SM (below 2^23 their one or two waves ran
// now fast, now a third slower); from 2^26 512 x 20 (23.6 KB, on the H200 1 to 2% faster). Pairs from
// 2^23: 512 x 14 in halves, two groups per SM (more keys each: one, for the registers); from 2^22 whole
// tiles of 512 x 10, two groups per SM too. Every key type and order takes the same tiles: the pass holds
// the keys as their tile bits, one program for all of them. From 2^20 otherwise: 1024
// invocations, one group per SM (keys 11 each from 2^22; 8 below, and pairs, as more tiles fill the SMs).
// Below 2^20, latency binds and smaller tiles (more groups) win: 512 x 8 from 2^18, 512 x 4 up to 2^17.
// Options::tile, when given, still sets the tile (staged whole). Ballot stays the front end's choice when
// --wg is given, as ballot at 256 x 30 is slower than match there. Elsewhere (llvmpipe, unknown drivers)
// the options stay as given.
// Idempotent; the plan's options, its layout and its ranking all go through it.
// Why onesweep_fast_tile chose its tile, for `plan` (onesweep_path_text): the one place that decides also
// names the reason, so the text does not work it out again from the thresholds.
enum class OnesweepFastWhy {
    LatencyBound,     // below 2^20: smaller tiles make more work groups
    OneGroupMoreTiles,  // 1024 x 8, one group per SM: fewer keys each make more tiles
    OneGroup,         // 1024 x 11, one group per SM
    KeysHalved,       // keys in halves of 512 x 18, two groups per SM
    KeysLargeHalved,  // the same with more keys each, from kOnesweepFastLargeHalvedFrom
    PairsTwoGroups,   // pairs in whole 512 x 10 tiles, two groups per SM
    PairsHalved,      // pairs in halves of 512 x 14, two groups per SM
};
struct OnesweepFastTile {
    uint32_t local_size;
    uint32_t items;
    uint32_t stage_parts;
    OnesweepFastWhy why;
};
// The tile for options.n keys, with or without values (the same for every key type and order).
OnesweepFastTile onesweep_fast_tile(const Options& options);
constexpr uint32_t kOnesweepFastMaxLocalSize = 1024;
constexpr uint32_t kOnesweepFastMaxItems = 11;
// Keys in whole tiles of kOnesweepFastMaxItems keys each from this n (below it, and pairs below
// kOnesweepFastPairsTwoGroupsFrom, 8 keys each make more tiles to fill the SMs); keys in halved tiles of
// 512 x kOnesweepFastHalvedItems from kOnesweepFastHalvedFrom, and of 512 x kOnesweepFastLargeHalvedItems
// from kOnesweepFastLargeHalvedFrom; pairs in whole tiles of 512 x kOnesweepFastPairsTwoGroupsItems from
// kOnesweepFastPairsTwoGroupsFrom, and in halved tiles of 512 x kOnesweepFastPairsHalvedItems from
// kOnesweepFastPairsHalvedFrom (onesweep_fast_tile).
constexpr uint32_t kOnesweepFastKeysMaxItemsFrom = 1u << 22;
constexpr uint32_t kOnesweepFastHalvedFrom = 1u << 23;
constexpr uint32_t kOnesweepFastHalvedLocalSize = 512;
constexpr uint32_t kOnesweepFastHalvedItems = 18;
constexpr uint32_t kOnesweepFastLargeHalvedFrom = 1u << 26;
constexpr uint32_t kOnesweepFastLargeHalvedItems = 20;
// With more than 15 keys each, a halved tile of pairs holds one group per SM in GL (measured on the H200).
constexpr uint32_t kOnesweepFastPairsHalvedFrom = 1u << 23;
constexpr uint32_t kOnesweepFastPairsHalvedItems = 14;
// Below that, from 2^22: whole tiles of pairs small enough for two groups per SM (registers and 24 KB).
constexpr uint32_t kOnesweepFastPairsTwoGroupsFrom = 1u << 22;
constexpr uint32_t kOnesweepFastPairsTwoGroupsItems = 10;
bool onesweep_fast_device(const DeviceCaps& device);
Options onesweep_device_defaults(const Options& options);
// The ranking a pass work group of options.local_size uses on options.device, and its subgroup size
// (0 for Split): a subgroup ranking needs whole subgroups of at most 128 invocations.
struct OnesweepRankingChoice {
    OnesweepRanking ranking = OnesweepRanking::Split;
    uint32_t subgroup_size = 0;
};
OnesweepRankingChoice onesweep_ranking(const Options& options);
std::string_view onesweep_ranking_name(OnesweepRanking ranking);  // "match", "ballot", "split"
// The paths as the CLI, session files and the app's options name them, in the app's menu order.
constexpr OnesweepPath kOnesweepPaths[] = {OnesweepPath::Auto, OnesweepPath::Lookback, OnesweepPath::Portable};
std::string_view onesweep_path_name(OnesweepPath path);  // "auto", "lookback", "portable"
std::optional<OnesweepPath> parse_onesweep_path(std::string_view name);
// "split", "ballot", "match" or "auto" (no cap: the best the device has) as a ranking cap.
std::optional<OnesweepRanking> parse_onesweep_ranking(std::string_view name);
// One line for `plan` and the GUI: the path, why it was taken, the ranking, and the per-device
// default where it chose the work group and ranking.
std::string onesweep_path_text(const Options& options);
// The options onesweep's plan is estimated with before any device is open (AlgorithmInfo::before_device):
// a look-back path the user forced (--onesweep-path lookback) as on a device that runs work groups
// independently. Whether this one does is decided once it is open, by the plan that runs (so NVIDIA's
// drivers run it at any size, and llvmpipe refuses it with the reason).
Options onesweep_options_before_device(const Options& options);
// The most loop iterations one invocation of a look-back pass can run (onesweep_pass.comp): for each of
// its bins (256 / local_size, at least one), every earlier tile waited on for the spin limit and then
// counted key by key, plus the rest of the kernel's loops (at most 32 per bin and 40 per key: measured
// under 2,035 at 4 invocations x 4 keys on llvmpipe). A turn of the wait counts twice: measured on
// llvmpipe (Mesa 22.3), work groups of 256 with tiles of 256 and every wait at the limit sort correctly
// at 170 tiles and wrongly at 172, 383 iterations per earlier tile = 256 keys + 2 x 64 spins (~65535 / 171).
uint64_t onesweep_unsafe_loop_iterations(uint32_t local_size, uint32_t items, uint32_t tiles, uint32_t spin_limit);
// Shared-memory words a pass work group uses with this ranking (the kernel's banner lists its arrays):
// with a subgroup ranking the per-subgroup counters share their words with the tile, or with the half
// of it that is staged at once when stage_parts is 2 (the Split ranking stages its tile whole); a tile
// of pairs staged in parts adds the word its values' loads read their base from.
uint32_t onesweep_pass_shared_words(OnesweepRanking ranking, uint32_t local_size, uint32_t items, uint32_t subgroup_size,
                                    uint32_t stage_parts = 1, bool values = false);
// Every size of a onesweep plan. Throws std::invalid_argument when n is past the status words' 2^30,
// or the work group cannot rank in the device's shared memory.
OnesweepLayout onesweep_layout(const Options& options);

// Kernel arguments of onesweep_histogram (shaders/onesweep/onesweep_histogram.comp).
struct OnesweepHistogramArgs {
    uint32_t hist;    // the histograms' first word in Counts ([array][digit][bin])
    uint32_t groups;  // G: work groups per array (a grid-stride loop covers any n)

    static constexpr auto fields() {
        return std::array{param<&OnesweepHistogramArgs::hist>("hist"), param<&OnesweepHistogramArgs::groups>("groups")};
    }
};
// Kernel arguments of onesweep_scan (shaders/onesweep/onesweep_scan.comp).
struct OnesweepScanArgs {
    uint32_t hist;    // the histograms' first word in Counts
    uint32_t starts;  // where the bin starts go, laid out the same way

    static constexpr auto fields() {
        return std::array{param<&OnesweepScanArgs::hist>("hist"), param<&OnesweepScanArgs::starts>("starts")};
    }
};
// Kernel arguments of onesweep_pass (shaders/onesweep/onesweep_pass.comp). The portable path's count runs
// radix_count.comp with RadixArgs (8 bits).
struct OnesweepPassArgs {
    uint32_t shift;      // the digit's lowest bit
    uint32_t tiles;      // tiles per array
    uint32_t digit;      // 0 = least significant
    uint32_t status;     // look-back: this pass's status region; portable: the scanned table (0)
    uint32_t clear;      // look-back: the status region this pass clears; portable: kNoSums
    uint32_t starts;     // look-back: the global bin starts of this digit's array 0
    uint32_t counter;    // look-back: the tile counters (one word per array, 0 between dispatches)
    bool lookback;       // LOOKBACK: the offsets come from a look-back (else from the scanned table)
    OnesweepRanking ranking;  // RANKING: how a tile ranks its keys
    uint32_t subgroup_size;   // SUBGROUP_SIZE of the Match and Ballot rankings (1 for Split)
    uint32_t spin_limit;      // SPIN_LIMIT: reads of a not-ready status word before counting that tile
    uint32_t stage_parts;     // STAGE_PARTS: the sorted tile staged whole (1) or in two halves (2)
    // NEVER_READY, for tests only (the plan builder leaves it off): every status word read is taken as NOT
    // READY, so each wait lasts the spin limit and every earlier tile is counted by the waiting one: the
    // look-back's worst case, whatever the scheduler does. The result must not change.
    bool never_ready = false;

    static constexpr auto fields() {
        return std::array{param<&OnesweepPassArgs::shift>("shift"),
                          param<&OnesweepPassArgs::tiles>("tiles"),
                          param<&OnesweepPassArgs::digit>("digit"),
                          param<&OnesweepPassArgs::status>("status"),
                          param<&OnesweepPassArgs::clear>("clear"),
                          param<&OnesweepPassArgs::starts>("starts"),
                          param<&OnesweepPassArgs::counter>("counter"),
                          define<&OnesweepPassArgs::lookback>("LOOKBACK"),
                          define<&OnesweepPassArgs::ranking>("RANKING", ArgFormat::Int),
                          define<&OnesweepPassArgs::subgroup_size>("SUBGROUP_SIZE"),
                          define<&OnesweepPassArgs::spin_limit>("SPIN_LIMIT"),
                          define<&OnesweepPassArgs::stage_parts>("STAGE_PARTS"),
                          define<&OnesweepPassArgs::never_ready>("NEVER_READY")};
    }
    // The status words' layout: flag << kStatusShift | count.
    static constexpr auto constants() {
        return std::array{ArgConstant{"kStatusShift", kStatusShift}, ArgConstant{"kStatusAggregate", kStatusAggregate},
                          ArgConstant{"kStatusPrefix", kStatusPrefix}};
    }
};
OnesweepHistogramArgs onesweep_histogram_args(const Step& step);
OnesweepScanArgs onesweep_scan_args(const Step& step);
OnesweepPassArgs onesweep_pass_args(const Step& step);
// The digit each kernel's step works on, and its part of it (KernelInfo::digit_step); the histogram and
// scan work on all kOnesweepDigits at once.
DigitStep onesweep_histogram_digit(const Step& step);
DigitStep onesweep_scan_digit(const Step& step);
DigitStep onesweep_count_digit(const Step& step);
DigitStep onesweep_pass_digit(const Step& step);

Plan build_onesweep_plan(const Options& options);

// The catalogue entries' hooks for the four kernels: describe, narration, CPU reference, bytes moved
// (histogram: every key read once; scan: three tables of 1024 words per array; a pass: every key (and
// value) read and written once, plus its tiles' status words or table rows), and the GLSL extensions a
// pass's ranking needs. The portable count moves what radix_count does (radix_count_bytes).
std::string describe_onesweep_histogram(const Step& step);
std::string describe_onesweep_scan(const Step& step);
std::string describe_onesweep_count(const Step& step);
std::string describe_onesweep_pass(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> onesweep_histogram_regions(const Step& step);
std::vector<std::string_view> onesweep_scan_regions(const Step& step);
std::vector<std::string_view> onesweep_pass_regions(const Step& step);
std::string narrate_onesweep_histogram(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_onesweep_scan(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_onesweep_count(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_onesweep_pass(const Plan& plan, const Step& step, const StepEffect& effect);
// The narration of radix's prefix-sum steps (scan_blocks, scan_add) in a onesweep plan.
std::string narrate_onesweep_prefix_sum(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t onesweep_histogram_bytes(const Plan& plan, const Step& step);
uint64_t onesweep_scan_bytes(const Plan& plan, const Step& step);
uint64_t onesweep_pass_bytes(const Plan& plan, const Step& step);
std::vector<std::string_view> onesweep_pass_extensions(const Step& step);
// "digit 2 of 4 (bits 16..23)", for describe lines and table titles.
std::string onesweep_digit_text(uint32_t digit);

StepEffect onesweep_histogram_reference(const Plan& plan, const Step& step, State& state);
StepEffect onesweep_scan_reference(const Plan& plan, const Step& step, State& state);
StepEffect onesweep_count_reference(const Plan& plan, const Step& step, State& state);
StepEffect onesweep_pass_reference(const Plan& plan, const Step& step, State& state);

// The digit a onesweep step works on (the histogram step: none, kOnesweepDigits).
uint32_t onesweep_step_digit(const Step& step);
// The 8-bit digit of a raw key at bit `shift` of its sort key.
uint32_t onesweep_digit(const Options& options, uint32_t key, uint32_t shift);

// What a pass does, tile by tile, for array 0, from the keys before it: the exact counts and offsets,
// and one schedule of the look-back (a model: the order the GPU ran the tiles in cannot be observed).
struct LookbackRead {
    uint32_t tile;        // the earlier tile whose status word was read
    uint32_t status;      // what it held when read: kStatusAggregate or kStatusPrefix (model)
    uint32_t count;       // the count that word carried for the bin
};
struct TileAccount {
    std::vector<uint32_t> counts;        // [bin]: the tile's keys in each bin
    std::vector<uint32_t> exclusive;     // [bin]: keys of the bin in earlier tiles
    std::vector<uint32_t> offset;        // [bin]: where the tile's first key of the bin goes
};
struct PassAccount {
    uint32_t digit = 0;
    uint32_t shift = 0;
    uint32_t tile = 0;                    // keys per tile
    std::vector<uint32_t> starts;         // [bin]: the bin's global start (the scanned histogram)
    std::vector<TileAccount> tiles;
    // The model schedule: tiles run in waves of `wave` at once; every tile of a wave publishes its
    // aggregate before any of them looks back, and a wave starts when the one before it has published
    // its inclusive prefixes. `lookback(tile, bin)` lists the status words tile `tile` read for `bin`.
    uint32_t wave = 4;
    std::vector<LookbackRead> lookback(uint32_t tile, uint32_t bin) const;
};
PassAccount onesweep_pass_account(const Plan& plan, const Step& step, const State& before);
// The four digits' histograms of array 0: [digit][bin].
std::vector<std::vector<uint32_t>> onesweep_histograms(const Plan& plan, const State& before);

// The tables of any onesweep step: the histograms and bin starts (histogram and scan steps), or a
// pass's per-tile counts, earlier-tile sums and offsets, and each bin's start.
std::vector<Table> onesweep_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows = UINT64_MAX);

}  // namespace sortscope::algo
