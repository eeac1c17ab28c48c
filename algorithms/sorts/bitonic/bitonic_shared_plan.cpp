// Bitonic sort with shared-memory fusion: the plan builder, its tile and keys per invocation, its
// subgroup shuffles (their names, how many distance bits they run, the extensions they need). See
// bitonic_shared.hpp for the mapping, the step-count formula and the source (seed 000).
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

#include <algorithm>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

namespace sortscope::algo {

namespace {

// Stages a shared dispatch runs: for each pass, distance bits min(pass, tile_bit - 1) .. 0.
uint32_t fused_stage_count(const BitonicSharedArgs& args) {
    uint32_t stages = 0;
    for (uint32_t pass = args.first_pass; pass <= args.last_pass; ++pass) stages += std::min(pass, args.tile_bit - 1) + 1;
    return stages;
}

Step shared_step(const Options& options, uint32_t tile, uint32_t first_pass, uint32_t last_pass, uint32_t& stage) {
    const uint64_t padded = next_power_of_two(options.n);
    // Keys per invocation: the chosen count, at most the tile, at least what keeps the work group
    // within the device's invocation limit.
    const uint32_t max_invocations = floor_power_of_two(options.device.max_invocations);
    const uint32_t items = std::min(tile, std::max(network_items(options), tile / std::min(tile, max_invocations)));
    Step step;
    step.kernel = KernelId::BitonicShared;
    step.params.n = options.n;
    step.params.work_items = static_cast<uint32_t>(padded / 2);
    const uint32_t shuffle_bits = bitonic_shuffle_bits(options, tile, items);
    set_args(step, BitonicSharedArgs{first_pass, last_pass, ceil_log2(tile), shuffle_bits,
                                     shuffle_bits != 0 && network_shuffles_of(options) == NetworkShuffles::Emulated});
    step.local_size = tile / items;
    step.items = items;
    // One work group per tile; tiles that start at or beyond n hold only +infinity and are skipped.
    step.groups = static_cast<uint32_t>((uint64_t{options.n} + tile - 1) / tile);
    step.first_stage = stage;
    step.stage_count = fused_stage_count(bitonic_shared_args(step));
    stage += step.stage_count;
    return step;
}

// Stages high_bit .. high_bit - stages + 1 of pass `pass`, in registers, 2^stages keys per invocation.
Step fused_step(const Options& options, uint32_t pass, uint32_t high_bit, uint32_t stages, uint32_t& stage) {
    const uint64_t invocations = next_power_of_two(options.n) >> stages;
    Step step;
    step.kernel = KernelId::BitonicFused;
    step.params.n = options.n;
    step.params.work_items = static_cast<uint32_t>(invocations);
    set_args(step, BitonicFusedArgs{pass, high_bit, bitonic_flip_parity(options.n, pass)});
    step.local_size = options.local_size;
    step.items = 1u << stages;
    step.groups = groups_for(invocations, options.local_size);
    step.first_stage = stage;
    step.stage_count = stages;
    stage += stages;
    return step;
}

}  // namespace

uint32_t network_items(const Options& options) {
    const uint32_t items = items_option_of(options) == 0 ? kDefaultNetworkItems : items_option_of(options);
    return std::clamp(floor_power_of_two(items), 2u, 32u);
}

BitonicFusedArgs bitonic_fused_args(const Step& step) { return step_args<BitonicFusedArgs>(step); }

BitonicSharedArgs bitonic_shared_args(const Step& step) { return step_args<BitonicSharedArgs>(step); }

std::optional<NetworkShuffles> parse_network_shuffles(std::string_view name) {
    for (NetworkShuffles shuffles : {NetworkShuffles::Off, NetworkShuffles::On, NetworkShuffles::Emulated}) {
        if (name == network_shuffles_name(shuffles)) return shuffles;
    }
    return std::nullopt;
}

const char* network_shuffles_name(NetworkShuffles shuffles) {
    switch (shuffles) {
        case NetworkShuffles::On: return "on";
        case NetworkShuffles::Emulated: return "emulated";
        case NetworkShuffles::Off: break;
    }
    return "off";
}

uint32_t bitonic_shuffle_bits(const Options& options, uint32_t tile, uint32_t items) {
    const uint32_t subgroup = network_shuffles_of(options) == NetworkShuffles::Emulated ? 32u
                              : network_shuffles_of(options) == NetworkShuffles::On    ? options.device.shuffle_size
                                                                           : 0u;
    const uint32_t invocations = tile / std::max(1u, items);
    if (subgroup < 2 || invocations < subgroup) return 0;
    return std::min(ceil_log2(std::min(subgroup, 32u)), ceil_log2(invocations));
}

uint32_t bitonic_shared_tile(const Options& options) {
    if (options.n <= 1) return 1;
    const uint32_t bytes_per_key = options.values ? 8u : 4u;
    // The largest tile: its keys (and values) fit shared memory, at most 32 keys per invocation.
    const uint64_t fits = floor_power_of_two(std::max(2 * bytes_per_key, options.device.max_shared_bytes) / bytes_per_key);
    const uint64_t largest = std::min<uint64_t>(fits, uint64_t{32} * floor_power_of_two(options.device.max_invocations));
    const uint64_t padded = next_power_of_two(options.n);
    uint64_t tile = 0;
    if (options.tile != 0) {
        tile = std::min<uint64_t>(largest, std::max(2u, options.tile));
    } else if (padded <= largest) {
        tile = padded;  // the whole array in one work group: one dispatch
    } else {
        // Arrays that need the global stages take tiles of kPreferredTileBytes: several work groups
        // then share a multiprocessor, so one's memory phase overlaps another's barriers.
        tile = std::min<uint64_t>(largest, std::max<uint64_t>(2, kPreferredTileBytes / bytes_per_key));
    }
    return static_cast<uint32_t>(std::min(tile, padded));
}

Plan build_bitonic_shared_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t passes = bitonic_pass_count(options.n);
    if (passes == 0) return plan;
    const uint32_t tile = bitonic_shared_tile(options);
    const uint32_t tile_bit = ceil_log2(tile);
    uint32_t stage = 0;
    plan.steps.push_back(shared_step(options, tile, 0, std::min(passes, tile_bit) - 1, stage));
    const uint32_t window = ceil_log2(kFusedItems);
    for (uint32_t pass = tile_bit; pass < passes; ++pass) {
        // Distance bits pass .. tile_bit cross tiles: split them into ceil(count / window) runs of
        // nearly equal length (fewer registers than one full run and a short one, same traffic).
        const uint32_t global_stages = pass - tile_bit + 1;
        const uint32_t runs = (global_stages + window - 1) / window;
        uint32_t high_bit = pass;
        for (uint32_t run = 0; run < runs; ++run) {
            const uint32_t stages = global_stages / runs + (run < global_stages % runs ? 1 : 0);
            plan.steps.push_back(fused_step(options, pass, high_bit, stages, stage));
            high_bit -= stages;
        }
        plan.steps.push_back(shared_step(options, tile, pass, pass, stage));
    }
    return plan;
}

std::vector<std::string_view> bitonic_shared_extensions(const Step& step) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    if (args.shuffle_bits == 0 || args.shuffles_emulated) return {};
    return {"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_shuffle"};
}

}  // namespace sortscope::algo
