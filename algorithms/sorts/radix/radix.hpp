// LSD radix sort: count, prefix sum, stable scatter, one digit at a time (seed 004, Li Huang, Intel
// C for Metal tutorial "Kernel Deep-Dive: RadixSort", 2019).
//
// What it does: the 32-bit sort key (key_order / sort_key, so i32, f32 and descending sort unchanged)
// is cut into D = 32 / RADIX_BITS digits of RADIX_BITS bits (2, 4 or 8: B = 2^RADIX_BITS bins), and the
// keys are binned by each digit in turn, least significant first. Each binning is stable, so after the
// last (most significant) digit the keys are in order. With a payload, each value moves with its key.
//
// Mapping to dispatches, per digit (bits shift .. shift + RADIX_BITS - 1 of the sort key):
//   1. radix_count: work group g of array a counts the keys of its tile (TILE = local_size * items
//      consecutive keys, G = ceil(n / TILE) tiles per array) per bin, into the count table laid out
//      [array][bin][group]: Counts[(a * B + b) * G + g]. Seed 004's cmk_radix_count and Figure 4's
//      blue table, one row per work group.
//   2. The prefix sum of that table on the GPU: one exclusive scan over all T = batch * B * G entries.
//      Because the table is [array][bin][group], the scanned entry (a, b, g) is
//          a * n + (keys of array a in bins < b) + (keys of bin b in tiles < g),
//      which is seed 004's Figure 5 start for bin b of thread K = g,
//          Bin_b start = PrefixSum[T-1][0] + ... + PrefixSum[T-1][b-1] + PrefixSum[K-1][b],
//      offset by the array's place in the batch. The scan is multi-level: scan_blocks scans blocks of
//      S = local_size * kScanItems entries in place and writes each block's total to the next level's
//      area (further along in Counts); the totals are scanned the same way until one block remains;
//      then scan_add adds each scanned total back to its block, level by level downwards. These steps
//      cover one table for the whole batch, so they run with Step::z_groups = 1.
//   3. radix_scatter: work group g re-reads its tile, sorts it stably by the digit in shared memory
//      (RADIX_BITS one-bit split passes) and writes the key at sorted position p of bin b to
//      Counts[(a * B + b) * G + g] + (p - first position of bin b in the sorted tile). It reads the
//      source pair and writes the other one (moves), so the digits ping-pong between the pairs.
//
// Step-count formula: with L scan levels (L = max(1, ceil(log_S T)): the smallest L with
// ceil(T / S^L) = 1), each digit is 1 count + L scan_blocks + (L - 1) scan_add + 1 scatter = 2L + 1
// dispatches, and the plan has D (2L + 1): 16, 8 or 4 digits for 2, 4 or 8 bits. n <= 1: none.
// Memory: the two key (and value) pairs, and Counts = T + the level totals (about T (1 + 1/S)), with
// T ~= batch * n * B / TILE.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/digit_step.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

// Entries each scan invocation handles: a scan block is local_size * kScanItems table entries.
constexpr uint32_t kScanItems = 4;
// The most keys per invocation of radix_count / radix_scatter (fewer when shared memory is short).
constexpr uint32_t kRadixMaxItems = 8;
// Digits of up to this many bins are ranked in radix_scatter with per-bin counters (one scan per tile);
// wider ones with one-bit split passes (one scan per bit), whose shared memory does not grow with bins.
constexpr uint32_t kCounterBins = 16;
// scan_blocks' sums offset for the top level, which is one block and has no total to pass on.
constexpr uint32_t kNoSums = 0xFFFFFFFFu;

// One level of the multi-level scan: `length` entries at `offset` in the Counts buffer, scanned in
// `blocks` blocks. Level 0 is the count table (offset 0, length T); level l + 1 holds the block totals
// of level l (length = level l's blocks) right after it.
struct ScanLevel {
    uint32_t offset = 0;
    uint32_t length = 0;
    uint32_t blocks = 0;
};

// Every size of a radix plan, from its options alone.
struct RadixLayout {
    uint32_t bits = 4;         // RADIX_BITS
    uint32_t bins = 16;        // B = 2^bits
    uint32_t digits = 8;       // D = 32 / bits
    uint32_t local_size = 0;   // invocations per work group, every kernel
    uint32_t items = 1;        // keys per invocation of count and scatter (the shader's ITEMS)
    uint32_t tile = 0;         // keys per work group: local_size * items
    bool counters = false;     // radix_scatter ranks with per-bin counters (radix_counter_ranking)
    uint32_t groups = 0;       // G: tiles (count / scatter work groups) per array, ceil(n / tile)
    uint32_t table_entries = 0;  // T = batch * bins * groups
    uint32_t scan_block = 0;   // S = local_size * kScanItems entries per scan work group
    std::vector<ScanLevel> levels;  // empty when the plan has no steps (n <= 1)
    uint64_t counts_words = 0;      // the count table and all level totals
};

// The sizes for these options. Throws std::invalid_argument for a digit width other than 2, 4 or 8,
// or a table too large for 32-bit indices.
RadixLayout radix_layout(const Options& options);
// The levels of the multi-level exclusive scan of a table of `entries` words in blocks of `scan_block`.
std::vector<ScanLevel> make_scan_levels(uint32_t entries, uint32_t scan_block);
// Appends the scan_blocks steps (upwards) and scan_add steps (downwards) that scan those levels of the
// Counts buffer in place, for the digit `digit` of `bits` bits (describe and tables only).
void append_scan_steps(Plan& plan, const std::vector<ScanLevel>& levels, uint32_t local_size, uint32_t digit,
                       uint32_t bits, Pair source);
// Whether radix_scatter ranks with per-bin counters (COUNTER_RANKING 1): up to kCounterBins bins, and the
// counters of a work group of this size fit in the shared memory. Otherwise with one-bit split passes.
bool radix_counter_ranking(uint32_t local_size, uint32_t bins, uint32_t max_shared_bytes);
// Shared-memory words radix_scatter uses with either ranking (its banner lists the arrays).
uint32_t radix_scatter_shared_words(uint32_t local_size, uint32_t items, uint32_t bins, bool counters);
// The most keys per invocation (8, 4, 2 or 1) whose scatter fits in `max_shared_bytes`.
uint32_t radix_items(uint32_t local_size, uint32_t bins, uint32_t max_shared_bytes);

// The digit of a raw key that a pass at bit `shift` bins it by: bits shift.. of its sort key.
uint32_t radix_digit(const Options& options, uint32_t key, uint32_t shift);

// Entry (array, bin, group) of the count table [array][bin][group]: Counts[(array * B + bin) * G + group].
size_t radix_table_index(const RadixLayout& layout, uint32_t array, uint32_t bin, uint32_t group);

// Keys [begin, end) of the batch buffer.
struct KeyRange {
    size_t begin;
    size_t end;
};
// The keys of tile `tile` (of `tile_size` keys; the last one may be partial) of array `array`.
KeyRange tile_keys(const Options& options, uint32_t tile_size, uint32_t array, uint32_t tile);

// Kernel arguments of radix_count and radix_scatter (shaders/radix/radix_count.comp, radix_scatter.comp);
// onesweep's portable count runs radix_count.comp with them too.
struct RadixArgs {
    uint32_t shift;         // the digit's lowest bit
    uint32_t groups;        // G, tiles per array (the count table's row length)
    uint32_t digit;         // which digit, 0 = least significant (for describe and tables)
    uint32_t bits;          // RADIX_BITS, the digit width: kBins = 2^bits in the kernels
    bool counters;          // radix_scatter: ranked with per-bin counters (COUNTER_RANKING 1), else split passes

    static constexpr auto fields() {
        return std::array{param<&RadixArgs::shift>("shift"), param<&RadixArgs::groups>("groups"),
                          param<&RadixArgs::digit>("digit"), define<&RadixArgs::bits>("RADIX_BITS"),
                          define<&RadixArgs::counters>("COUNTER_RANKING")};
    }
};
// Kernel arguments of scan_blocks and scan_add (shaders/radix/scan_blocks.comp, scan_add.comp).
struct ScanArgs {
    uint32_t offset;        // this level's first entry in Counts
    uint32_t length;        // this level's entries
    uint32_t sums;          // the next level's entries (block totals), or kNoSums at the top
    uint32_t level;         // 0 = the count table itself (describe and tables)
    uint32_t digit;         // the radix digit this prefix sum belongs to (describe and tables)
    uint32_t bits;          // the digit width (describe and tables)

    static constexpr auto fields() {
        return std::array{param<&ScanArgs::offset>("offset"), param<&ScanArgs::length>("length"),
                          param<&ScanArgs::sums>("sums"),     param<&ScanArgs::level>("level"),
                          param<&ScanArgs::digit>("digit"),   param<&ScanArgs::bits>("bits")};
    }
    static constexpr auto constants() { return std::array{ArgConstant{"kNoSums", kNoSums}}; }
};
RadixArgs radix_args(const Step& step);
ScanArgs scan_args(const Step& step);
// The digit each kernel's step works on, and its part of it (KernelInfo::digit_step): the prefix-sum
// kernels serve onesweep's portable path too.
DigitStep radix_count_digit(const Step& step);
DigitStep radix_scatter_digit(const Step& step);
DigitStep scan_digit(const Step& step);

Plan build_radix_plan(const Options& options);

// The catalogue entries' hooks for the four kernels: describe, narration (seed 004's words), the CPU
// reference and the bytes moved (radix_traffic.cpp spells out each count).
std::string describe_radix_count(const Step& step);
std::string describe_scan_blocks(const Step& step);
std::string describe_scan_add(const Step& step);
std::string describe_radix_scatter(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> radix_count_regions(const Step& step);
std::vector<std::string_view> scan_blocks_regions(const Step& step);
std::vector<std::string_view> scan_add_regions(const Step& step);
std::vector<std::string_view> radix_scatter_regions(const Step& step);
std::string narrate_radix_count(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_scan_blocks(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_scan_add(const Plan& plan, const Step& step, const StepEffect& effect);
std::string narrate_radix_scatter(const Plan& plan, const Step& step, const StepEffect& effect);
// "radix digit 2 of 8" and "(bits 8..11)", for describe lines and table titles.
std::string radix_digit_name(uint32_t digit, uint32_t bits);
std::string radix_digit_bits(uint32_t shift, uint32_t bits);

StepEffect radix_count_reference(const Plan& plan, const Step& step, State& state);
// What radix_count.comp computes (radix's count, and onesweep's portable one): the count table
// [array][bin][tile] of the digit of `bits` bits at `shift`, for tiles of `tile` keys, `tiles` per array.
void count_digit(const Options& options, const std::vector<uint32_t>& keys, std::vector<uint32_t>& counts,
                 uint32_t bits, uint32_t shift, uint32_t tile, uint32_t tiles);
StepEffect scan_blocks_reference(const Plan& plan, const Step& step, State& state);
StepEffect scan_add_reference(const Plan& plan, const Step& step, State& state);
StepEffect radix_scatter_reference(const Plan& plan, const Step& step, State& state);

uint64_t radix_count_bytes(const Plan& plan, const Step& step);
uint64_t scan_blocks_bytes(const Plan& plan, const Step& step);
uint64_t scan_add_bytes(const Plan& plan, const Step& step);
uint64_t radix_scatter_bytes(const Plan& plan, const Step& step);

// Seed 004's Figures 4 and 5 for the digit a step belongs to, for the first array, computed from the
// keys before the step (the digit's input: the same tables for its count, scan and scatter steps):
// the bin counts of each work group, their running sums over work groups, each bin's total and global
// start, and where each work group writes each of its bins.
std::vector<Table> radix_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows = UINT64_MAX);

}  // namespace sortscope::algo
