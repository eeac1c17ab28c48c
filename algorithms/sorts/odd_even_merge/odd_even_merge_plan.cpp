// Batcher's odd-even merge sort (seed 001, magnickolas): the plan builders of its three forms (one
// dispatch per layer, the whole network per work group for batches, and the fused windows of large
// arrays), and how each form is chosen. See odd_even_merge.hpp for the mapping to dispatches and the
// step-count formulas.
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

#include <algorithm>

namespace sortscope::algo {

namespace {

// The one-dispatch batched plan: one work group per array holds the padded array n' in shared memory.
Step shared_step(const Options& options) {
    const uint32_t n = options.n;
    const uint32_t layers = odd_even_merge_layer_count(n);
    // The work group is the plan's work-group size, capped at n' and at the device; each invocation takes n'/LOCAL_SIZE
    // indices (ITEMS), so any n' that fits in shared memory runs, even past the invocation limit.
    const auto padded = static_cast<uint32_t>(next_power_of_two(n));
    const uint32_t local_size =
        std::min({options.local_size, padded, floor_power_of_two(options.device.max_invocations)});
    Step step;
    step.kernel = KernelId::OddEvenMergeShared;
    step.params.n = n;
    step.params.work_items = n;
    set_args(step, OddEvenMergeSharedArgs{ceil_log2(n)});
    step.local_size = local_size;
    step.items = padded / local_size;
    step.groups = 1;
    step.first_stage = 0;
    step.stage_count = layers;
    return step;
}

// One layer in global memory (odd_even_merge_step.comp), every index tested as in the seed.
Step layer_step(const Options& options, uint32_t layer) {
    const uint32_t n = options.n;
    Step step;
    step.kernel = KernelId::OddEvenMergeStep;
    step.params.n = n;
    step.params.work_items = n;  // every index is tested, as in the seed
    set_args(step, odd_even_merge_layer(layer));
    step.local_size = options.local_size;
    step.items = kIndicesPerInvocation;
    step.groups = groups_for(n, options.local_size * kIndicesPerInvocation);
    step.first_stage = layer;
    step.stage_count = 1;
    return step;
}

// How many of a window dispatch's layers odd_even_merge_window.comp runs in registers before its keys
// reach shared memory (its banner): dispatch 0 (rows of one key from layer 0, no halo), the merges of
// groups 2 .. items; a top window holding a whole merge group from its first layer, the merge's first
// log2(items) layers; 0 otherwise (and with one key per invocation).
uint32_t register_layers(const OddEvenMergeWindowArgs& args, uint32_t local_size, uint32_t items) {
    const uint32_t item_bits = ceil_log2(items);
    const uint32_t lanes = 1u << args.lane_bits;
    if (items < 2 || args.halo_rows != 0) return 0;
    const uint32_t tile_sort_layers = item_bits * (item_bits + 1) / 2;
    if (args.first_layer == 0) return args.low_bit == 0 && args.layer_count >= tile_sort_layers ? tile_sort_layers : 0;
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const uint32_t window_rows = local_size * items >> args.lane_bits;
    const bool whole_merge = first.inner_remainder == 0 && (first.size() >> args.low_bit) == window_rows;
    return whole_merge && args.layer_count >= item_bits && local_size >= lanes ? item_bits : 0;
}

}  // namespace

bool odd_even_merge_uses_shared(const Options& options) {
    if (options.batch <= 1 || options.n < 2) return false;
    const uint64_t words = next_power_of_two(options.n) * (options.values ? 2u : 1u);
    return words * 4 <= options.device.max_shared_bytes;
}

uint32_t odd_even_merge_tile(const Options& options) {
    if (options.n <= 1) return 1;
    const uint32_t bytes_per_key = options.values ? 8u : 4u;
    uint32_t tile = 2;
    while (uint64_t{tile} * 2 * bytes_per_key <= options.device.max_shared_bytes) tile *= 2;
    if (options.tile != 0) tile = std::min(tile, std::max(2u, options.tile));
    return static_cast<uint32_t>(std::min<uint64_t>(tile, next_power_of_two(options.n)));
}

OddEvenMergeFusion odd_even_merge_fusion(uint32_t tile) {
    const uint32_t t = ceil_log2(tile);
    OddEvenMergeFusion fusion;
    // Bottom: one key per row, halo T/4 on each side, T/2 rows written: t - 2 layers (sum of strides
    // 2^(t-2) - 1 < T/4).
    fusion.bottom_layers = t >= 3 ? t - 2 : 0;
    // Rows of 8 keys (32 bytes, one memory sector): the top window holds 2^(t - lane bits) rows, a whole
    // q-group, so it runs up to t - 3 layers and the middle windows fewer. On the H100 (2^24 keys) rows
    // of 8 keys ran the whole sort at 2.24 G keys/s, 16 at 2.21, 32 at 2.17.
    fusion.top_lane_bits = std::min(3u, t / 2);
    fusion.top_layers = t - fusion.top_lane_bits;
    // Middle: 2^(t - lane bits) rows, a quarter of them halo on each side.
    fusion.middle_lane_bits = std::min(5u, t / 2);
    fusion.middle_layers = t >= fusion.middle_lane_bits + 3 ? t - fusion.middle_lane_bits - 2 : 0;
    return fusion;
}

Plan build_odd_even_merge_layered_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t n = options.n;
    const uint32_t layers = odd_even_merge_layer_count(n);
    if (layers == 0) return plan;

    if (odd_even_merge_uses_shared(options)) {
        plan.steps.push_back(shared_step(options));
        return plan;
    }
    for (uint32_t layer = 0; layer < layers; ++layer) plan.steps.push_back(layer_step(options, layer));
    return plan;
}

Plan build_odd_even_merge_plan(const Options& options) {
    const uint32_t n = options.n;
    const uint32_t tile = odd_even_merge_tile(options);
    // Batches that fit in shared memory (one dispatch), and single arrays that fit in one tile, where
    // the form no longer matters for speed, keep the seed's form: one dispatch per layer.
    if (odd_even_merge_layer_count(n) == 0 || odd_even_merge_uses_shared(options) || next_power_of_two(n) <= tile) {
        return build_odd_even_merge_layered_plan(options);
    }
    Plan plan;
    plan.options = options;
    size_ping_pong_buffers(plan, 0);  // window dispatches read one pair and write the other
    const uint32_t t = ceil_log2(tile);
    Pair pair = Pair::Primary;  // where the keys are before the next dispatch
    const uint32_t m = ceil_log2(n);
    // At least T/4 invocations per tile (up to 1024): a layer's pairs are then at most two per
    // invocation (four for 8192-key tiles), so few run one after another between barriers. On the H100
    // work groups of 1024 ran the windows twice as fast as groups of 256.
    const uint32_t local_size =
        std::min({std::max(options.local_size, std::min(1024u, tile / 4)), tile / 2,
                  floor_power_of_two(options.device.max_invocations)});
    // One odd_even_merge_window dispatch: layers first_layer .. first_layer + count - 1, whose strides
    // are all >= 2^low_bit.
    auto window = [&](uint32_t first_layer, uint32_t count, uint32_t low_bit, uint32_t lane_bits,
                      uint32_t segment_rows, uint32_t halo_rows) {
        Step step;
        step.kernel = KernelId::OddEvenMergeWindow;
        step.params.n = n;
        step.params.work_items = n;
        step.local_size = local_size;
        step.items = tile / local_size;
        OddEvenMergeWindowArgs args{first_layer, count, low_bit, lane_bits, segment_rows, halo_rows, 0};
        args.register_layers = register_layers(args, local_size, step.items);
        set_args(step, args);
        const uint64_t rows = ((uint64_t{n} - 1) >> low_bit) + 1;  // rows q that hold a key of some residue
        const uint64_t segments = (rows + segment_rows - 1) / segment_rows;
        step.groups = static_cast<uint32_t>((uint64_t{1} << (low_bit - lane_bits)) * segments);
        step.first_stage = first_layer;
        step.stage_count = count;
        step.source = pair;
        step.moves = true;
        pair = other(pair);
        plan.steps.push_back(step);
    };
    // The network's index of the layer of stride 2^stride_bit in the merge of groups of 2^size_bit.
    auto layer_of = [](uint32_t size_bit, uint32_t stride_bit) {
        return size_bit * (size_bit - 1) / 2 + (size_bit - 1 - stride_bit);
    };

    // Dispatch 0: every merge of groups up to the tile, inside each tile (rows of one key).
    window(0, t * (t + 1) / 2, 0, 0, tile, 0);

    const OddEvenMergeFusion fusion = odd_even_merge_fusion(tile);
    for (uint32_t size_bit = t + 1; size_bit <= m; ++size_bit) {
        // Top: the highest strides in a window of whole merge groups in q (no halo).
        const uint32_t bottom = fusion.bottom_layers;
        const uint32_t top = std::min(fusion.top_layers, size_bit - bottom);
        const uint32_t top_low = size_bit - top;
        window(layer_of(size_bit, size_bit - 1), top, top_low, std::min(t - top, top_low), uint32_t{1} << top, 0);
        // Middle: halo windows of up to middle_layers strides each, or one dispatch per layer.
        uint32_t next = top_low;  // the stride bits still to cover are next - 1 .. 0
        while (next > bottom) {
            const uint32_t hi = next - 1;
            const uint32_t count = std::min(fusion.middle_layers, next - bottom);
            if (count == 0) {
                plan.steps.push_back(layer_step(options, layer_of(size_bit, hi)));
                plan.steps.back().source = pair;  // in place, on the pair that holds the keys
                next = hi;
                continue;
            }
            const uint32_t low = hi + 1 - count;
            const uint32_t lane_bits = std::min(fusion.middle_lane_bits, low);
            const uint32_t halo = uint32_t{1} << count;
            // The rows written: a power of two that leaves room for both halos and stays in one merge group.
            const uint32_t segment =
                std::min(floor_power_of_two((tile >> lane_bits) - 2 * halo), uint32_t{1} << (size_bit - low));
            window(layer_of(size_bit, hi), count, low, lane_bits, segment, halo);
            next = low;
        }
        // Bottom: a halo window of the lowest strides, rows of one key.
        if (bottom > 0) window(layer_of(size_bit, bottom - 1), bottom, 0, 0, tile / 2, uint32_t{1} << bottom);
    }
    return plan;
}

}  // namespace sortscope::algo
