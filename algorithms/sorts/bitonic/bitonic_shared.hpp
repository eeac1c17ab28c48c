// Bitonic sort with shared-memory fusion (seed 000, Zucchi 2013: "bitonic + lds", 7.6 ms -> 2.7 ms).
//
// Seed 000's observation: once the partner distance of a stage is smaller than a work group's tile,
// every comparator of that stage stays inside one tile, so a work group can load the tile into shared
// memory once, run all those stages with a barrier() between them, and write it back once. The network
// is exactly bitonic's (same pairs, same flips, same +infinity rule for n that is not a power of two);
// only the dispatch boundaries move.
//
// Two more fusions cut the barriers and the passes over global memory (the register windows of fast
// GPU bitonic sorts):
// - In a shared dispatch, an invocation holds I keys (--items, items_option_of; 8 by default) in
//   registers: the positions whose log2(I) consecutive bits [lo, lo + log2(I) - 1] vary. Every stage whose distance
//   bit lies in that window pairs two of its own registers, so up to log2(I) stages run between two
//   trips through shared memory: one barrier per window, not per stage.
// - With Options::shuffles On where the device has subgroup shuffles (DeviceCaps::shuffle_size), the bottom
//   window's invocations are laid out so that the next log2(subgroup) distance bits above the window
//   are lane bits of one subgroup: those stages exchange keys with subgroupShuffleXor, in registers,
//   with no shared memory and no barrier (distances 8..128 with 8 keys per invocation and subgroups of
//   32). The whole first 2^(w+s) keys of every tile are sorted without a barrier. Emulated runs the
//   same layout with each shuffle done through shared memory, so CI checks it on llvmpipe.
// - The long-distance stages of a pass (distance >= tile), which cross tiles, run up to w = 5 at a time
//   in bitonic_fused.comp: each invocation reads 2^w keys spaced by the shortest of those distances,
//   runs the w stages in registers, and writes them back. One pass over global memory for w stages.
//
// Mapping to dispatches, for n' = 2^m keys and tiles of T = 2^t keys (T <= n'):
//   dispatch 0 (shared)        passes 0 .. t-1, every stage: each tile is sorted (alternating directions);
//   for each pass p = t .. m-1:
//     ceil((p - t + 1) / 5) fused dispatches   distances 2^p .. 2^t, at most 5 stages each (balanced);
//     1 shared dispatch                        distances 2^(t-1) .. 1: t stages.
// Step count: 1 + sum_{p=t}^{m-1} (1 + ceil((p - t + 1) / 5)); every dispatch reads and writes each key
// once, so this is also the number of passes over global memory. Stages and comparators are bitonic's:
// m(m+1)/2 and n'/2 * m(m+1)/2. When n' fits one tile the whole sort is one dispatch, one work group
// per array: seed 000's batched case (200 arrays of 8192 keys, one work group each).
//
// The tile: Options::tile when given (capped by what fits); else n' when its keys (and values) fit the
// device's shared memory (at most 32 keys per invocation); else kPreferredTileBytes of keys. A shared
// dispatch's work group has T / I invocations (I is lowered for small tiles and raised where T / I
// would pass the device's invocation limit); a fused dispatch's has Options::local_size.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

// Kernel arguments of a bitonic_shared dispatch (shaders/bitonic/bitonic_shared.comp).
struct BitonicSharedArgs {
    uint32_t first_pass;  // passes first_pass .. last_pass run in this dispatch
    uint32_t last_pass;
    uint32_t tile_bit;    // tiles of 2^tile_bit keys; each pass runs distance bits min(pass, tile_bit-1) .. 0
    // Distance bits log2(items) .. log2(items) + shuffle_bits - 1 run by subgroup shuffles (0: none).
    uint32_t shuffle_bits;
    bool shuffles_emulated;  // those shuffles go through shared memory (NetworkShuffles::Emulated)

    static constexpr auto fields() {
        return std::array{param<&BitonicSharedArgs::first_pass>("first_pass"),
                          param<&BitonicSharedArgs::last_pass>("last_pass"),
                          param<&BitonicSharedArgs::tile_bit>("tile_bit"),
                          define<&BitonicSharedArgs::shuffle_bits>("SHUFFLE_BITS"),
                          define<&BitonicSharedArgs::shuffles_emulated>("SHUFFLE_EMULATED")};
    }
};

BitonicSharedArgs bitonic_shared_args(const Step& step);

// Kernel arguments of a bitonic_fused dispatch (shaders/bitonic/bitonic_fused.comp); it runs stage_count stages.
struct BitonicFusedArgs {
    uint32_t pass_bit;     // blocks of 2^(pass_bit+1) keys are being merged
    uint32_t high_bit;     // the first stage's distance bit; the last is high_bit - stage_count + 1
    uint32_t flip_parity;  // as bitonic_step's

    static constexpr auto fields() {
        return std::array{param<&BitonicFusedArgs::pass_bit>("pass_bit"), param<&BitonicFusedArgs::high_bit>("high_bit"),
                          param<&BitonicFusedArgs::flip_parity>("flip_parity")};
    }
};

BitonicFusedArgs bitonic_fused_args(const Step& step);

// The shuffle_bits a shared dispatch of `tile` keys, `items` per invocation, takes on options.device:
// log2 of the subgroup size (at most 5, and only whole subgroups), capped by the tile; 0 without
// shuffles or with --shuffles off. Emulated takes subgroups of 32 on any device.
uint32_t bitonic_shuffle_bits(const Options& options, uint32_t tile, uint32_t items);

// Whether bitonic-shared's tile kernel exchanges keys between invocations by subgroup shuffles.
// Its own option --shuffles (bitonic_shared_options.hpp), kept in Options::own.
enum class NetworkShuffles : uint8_t {
    Off = 0,   // the portable shared-memory windows on every device (the default until the shuffle
               // path is measured on a GPU: see the README's performance section)
    On,        // subgroupShuffleXor where the device has it (DeviceCaps::shuffle_size), else Off
    Emulated,  // the shuffle path's layout and logic with each shuffle done through shared memory, in
               // subgroups of 32, on any device: how CI tests that path on drivers without subgroups
};

// The shuffles asked for (--shuffles; Off unless given), and setting them.
NetworkShuffles network_shuffles_of(const Options& options);
void set_network_shuffles(Options& options, NetworkShuffles shuffles);

// "off", "on", "emulated" and back.
std::optional<NetworkShuffles> parse_network_shuffles(std::string_view name);
const char* network_shuffles_name(NetworkShuffles shuffles);

// Keys per tile for these options: a power of two >= 2 (1 when n <= 1).
uint32_t bitonic_shared_tile(const Options& options);

// The keys each invocation of the shared kernel holds in registers when --items is not given
// (items_option_of is 0): on the H100 (2026-11-23) 8 beat 16 and 32, whose register use leaves fewer
// work groups per multiprocessor.
constexpr uint32_t kDefaultNetworkItems = 8;
// items_option_of(options) or its default, as a power of two in [2, 32].
uint32_t network_items(const Options& options);
// The keys a fused dispatch's invocation holds at most: 5 long stages per pass over global memory.
constexpr uint32_t kFusedItems = 32;
// Tiles of arrays larger than the largest tile (H100, 2026-11-23: 16 KiB tiles beat 32 KiB ones).
constexpr uint32_t kPreferredTileBytes = 16384;

Plan build_bitonic_shared_plan(const Options& options);

// The catalogue entries' hooks for bitonic_shared and bitonic_fused. Both read and write every key (and
// value) once, whatever the stages they run: 8 bytes per key (16 with values). A shared dispatch with
// subgroup shuffles needs the subgroup extensions.
std::string describe_bitonic_shared_step(const Step& step);
std::string narrate_bitonic_shared_step(const Plan& plan, const Step& step, const StepEffect& effect);
void bitonic_shared_comparators(const Step& step, ComparatorVisitor visit);
void bitonic_shared_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
uint64_t bitonic_shared_comparator_count(const Step& step);
std::vector<std::string_view> bitonic_shared_extensions(const Step& step);
std::string describe_bitonic_fused_step(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> bitonic_shared_regions(const Step& step);
std::vector<std::string_view> bitonic_fused_regions(const Step& step);
std::string narrate_bitonic_fused_step(const Plan& plan, const Step& step, const StepEffect& effect);
void bitonic_fused_comparators(const Step& step, ComparatorVisitor visit);
void bitonic_fused_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
uint64_t bitonic_fused_comparator_count(const Step& step);
uint64_t bitonic_one_pass_bytes(const Plan& plan, const Step& step);

}  // namespace sortscope::algo
