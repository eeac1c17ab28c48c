// Bitonic sort with shared-memory fusion: the plan builder and the comparators of a fused dispatch.
// See bitonic_shared.hpp for the mapping, the step-count formula and the source (seed 000).
#include "sortscope/algo/bitonic_shared.hpp"

#include <algorithm>
#include <sstream>

#include "sortscope/algo/bitonic.hpp"

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
    const uint32_t local_size = std::min(options.local_size, tile / 2);
    Step step;
    step.kernel = KernelId::BitonicShared;
    step.params.n = options.n;
    step.params.work_items = static_cast<uint32_t>(padded / 2);
    step.params.arg[0] = first_pass;
    step.params.arg[1] = last_pass;
    step.params.arg[2] = ceil_log2(tile);
    step.local_size = local_size;
    step.items = tile / (2 * local_size);
    // One work group per tile; tiles that start at or beyond n hold only +infinity and are skipped.
    step.groups = static_cast<uint32_t>((uint64_t{options.n} + tile - 1) / tile);
    step.first_stage = stage;
    step.stage_count = fused_stage_count(bitonic_shared_args(step));
    stage += step.stage_count;
    return step;
}

Step global_step(const Options& options, uint32_t pass_bit, uint32_t distance_bit, uint32_t& stage) {
    const uint64_t comparators = next_power_of_two(options.n) / 2;
    Step step;
    step.kernel = KernelId::BitonicStep;
    step.params.n = options.n;
    step.params.work_items = static_cast<uint32_t>(comparators);
    step.params.arg[0] = pass_bit;
    step.params.arg[1] = distance_bit;
    step.params.arg[2] = bitonic_flip_parity(options.n, pass_bit);
    step.local_size = options.local_size;
    step.groups = groups_for(comparators, options.local_size);
    step.first_stage = stage++;
    step.stage_count = 1;
    return step;
}

}  // namespace

BitonicSharedArgs bitonic_shared_args(const Step& step) {
    return {step.params.arg[0], step.params.arg[1], step.params.arg[2]};
}

uint32_t bitonic_shared_tile(const Options& options) {
    if (options.n <= 1) return 1;
    const uint32_t bytes_per_key = options.values ? 8u : 4u;
    uint32_t tile = 2;
    while (uint64_t{tile} * 2 * bytes_per_key <= options.device.max_shared_bytes) tile *= 2;
    if (options.tile != 0) tile = std::min(tile, std::max(2u, options.tile));
    return static_cast<uint32_t>(std::min<uint64_t>(tile, next_power_of_two(options.n)));
}

Plan build_bitonic_shared_plan(const Options& options) {
    Plan plan;
    plan.algorithm = "bitonic-shared";
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t passes = bitonic_pass_count(options.n);
    if (passes == 0) return plan;
    const uint32_t tile = bitonic_shared_tile(options);
    const uint32_t tile_bit = ceil_log2(tile);
    uint32_t stage = 0;
    plan.steps.push_back(shared_step(options, tile, 0, std::min(passes, tile_bit) - 1, stage));
    for (uint32_t pass = tile_bit; pass < passes; ++pass) {
        for (uint32_t distance_bit = pass + 1; distance_bit-- > tile_bit;) {
            plan.steps.push_back(global_step(options, pass, distance_bit, stage));
        }
        plan.steps.push_back(shared_step(options, tile, pass, pass, stage));
    }
    return plan;
}

std::string describe_bitonic_shared_step(const Step& step) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    const uint64_t tile = uint64_t{1} << args.tile_bit;
    std::ostringstream out;
    if (args.first_pass == 0) {
        out << "bitonic-shared: sort each tile of " << tile << " keys in shared memory, passes 0.." << args.last_pass;
    } else {
        out << "bitonic-shared: finish pass " << args.first_pass << " in shared memory, distances "
            << (tile / 2) << "..1";
    }
    out << " (" << step.stage_count << " stages fused, one barrier between each); "
        << groups_text(step.groups, step.local_size) << ", " << step.items << " comparators per invocation per stage";
    return out.str();
}

void bitonic_shared_comparators(const Step& step, ComparatorVisitor visit) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    uint32_t stage = step.first_stage;
    for (uint32_t pass = args.first_pass; pass <= args.last_pass; ++pass) {
        const uint32_t flip_parity = bitonic_flip_parity(step.params.n, pass);
        for (uint32_t distance_bit = std::min(pass, args.tile_bit - 1) + 1; distance_bit-- > 0; ++stage) {
            const BitonicArgs stage_args{pass, distance_bit, flip_parity};
            for (uint32_t lid = 0; lid < step.params.work_items; ++lid) {
                const BitonicPair pair = bitonic_pair(lid, stage_args);
                if (pair.p1 < step.params.n) visit({pair.p0, pair.p1, !pair.flip, stage});
            }
        }
    }
}

}  // namespace sortscope::algo
