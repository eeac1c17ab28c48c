// Batcher's odd-even merge sort, iterative form (seed 001, magnickolas): the plan builder, the seed's
// left-index predicate and the comparators of both kernels. See odd_even_merge.hpp for the mapping to
// dispatches, the step-count formula and the source.
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/text/counts.hpp"

#include <algorithm>
#include <sstream>

namespace sortscope::algo {

namespace {

// Visits the comparators of one layer, in increasing i: every left index i whose partner is < n.
void visit_layer(uint32_t n, const OddEvenMergeLayer& layer, uint32_t stage, ComparatorVisitor visit) {
    if (n <= layer.stride) return;
    for (uint32_t i = 0; i < n - layer.stride; ++i) {
        if (odd_even_merge_is_left(i, layer)) visit({i, i + layer.stride, true, stage});
    }
}

// "i <-> i+2 where i_loc = i>>1 is odd and not last in its group of 4; 2 comparators per group of 8"
std::string layer_text(const OddEvenMergeLayer& layer) {
    std::ostringstream out;
    const uint32_t tz = layer.stride_trailing_zeros;
    const std::string i_loc = tz == 0 ? std::string("i") : "i_loc = i>>" + std::to_string(tz);
    out << "i <-> i+" << layer.stride << " where " << i_loc;
    if (layer.inner_remainder == 0) {
        out << " is even";
    } else {
        out << " is odd and not last in its group of " << layer.inner_size();
    }
    // First layer: every even i_loc pairs with the next, size/2 comparators. Others: the odd i_loc below
    // inner_last, inner_size/2 - 1 of them, each standing for `stride` indices.
    const uint32_t per_group =
        layer.inner_remainder == 0 ? layer.size() / 2 : (layer.inner_size() / 2 - 1) * layer.stride;
    out << "; " << count_of(per_group, "comparator", "comparators") << " per group of " << layer.size();
    return out.str();
}

// The one-dispatch batched plan: one work group per array holds the padded array n' in shared memory.
Step shared_step(const Options& options) {
    const uint32_t n = options.n;
    const uint32_t layers = odd_even_merge_layer_count(n);
    // The work group is the
    // plan's work-group size, capped at n' and at the device; each invocation takes n'/LOCAL_SIZE
    // indices (ITEMS), so any n' that fits in shared memory runs, even past the invocation limit.
    const auto padded = static_cast<uint32_t>(next_power_of_two(n));
    const uint32_t local_size =
        std::min({options.local_size, padded, floor_power_of_two(options.device.max_invocations)});
    Step step;
    step.kernel = KernelId::OddEvenMergeShared;
    step.params.n = n;
    step.params.work_items = n;
    step.params.arg[0] = ceil_log2(n);
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
    const OddEvenMergeLayer args = odd_even_merge_layer(layer);
    Step step;
    step.kernel = KernelId::OddEvenMergeStep;
    step.params.n = n;
    step.params.work_items = n;  // every index is tested, as in the seed
    step.params.arg[0] = args.stride;
    step.params.arg[1] = args.stride_trailing_zeros;
    step.params.arg[2] = args.inner_remainder;
    step.params.arg[3] = args.inner_last;
    step.local_size = options.local_size;
    step.items = kIndicesPerInvocation;
    step.groups = groups_for(n, options.local_size * kIndicesPerInvocation);
    step.first_stage = layer;
    step.stage_count = 1;
    return step;
}

}  // namespace

OddEvenMergeLayer odd_even_merge_layer(uint32_t layer) {
    // Sizes 2^1, 2^2, ... have 1, 2, ... layers: size 2^s starts at layer s(s-1)/2.
    uint32_t size_bit = 1;
    uint32_t within = layer;  // position among the layers of this size
    while (within >= size_bit) {
        within -= size_bit;
        ++size_bit;
    }
    const uint32_t stride_bit = size_bit - 1 - within;  // strides size/2, size/4, ..., 1
    return {1u << stride_bit, stride_bit, within == 0 ? 0u : 1u, (1u << (size_bit - stride_bit)) - 1u};
}

OddEvenMergeLayer odd_even_merge_layer_args(const Step& step) {
    return {step.params.arg[0], step.params.arg[1], step.params.arg[2], step.params.arg[3]};
}

bool odd_even_merge_is_left(uint32_t i, const OddEvenMergeLayer& layer) {
    const uint32_t i_loc = i >> layer.stride_trailing_zeros;
    return (i_loc & 1u) == layer.inner_remainder && (i_loc & layer.inner_last) < layer.inner_last;
}

uint32_t odd_even_merge_layer_count(uint32_t n) {
    const uint32_t m = ceil_log2(n);
    return m * (m + 1) / 2;
}

uint64_t odd_even_merge_power_of_two_comparators(uint32_t m) {
    if (m == 0) return 0;
    // (m^2 - m + 4) 2^(m-2) - 1, written with 2^m / 4 so that m = 1 stays integral: 4 * 2 / 4 - 1 = 1.
    return (uint64_t{m} * m - m + 4) * (uint64_t{1} << m) / 4 - 1;
}

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
    plan.algorithm = "odd-even-merge";
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
    plan.algorithm = "odd-even-merge";
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
        step.params.arg[0] = first_layer;
        step.params.arg[1] = count;
        step.params.arg[2] = low_bit;
        step.params.arg[3] = lane_bits;
        step.params.arg[4] = segment_rows;
        step.params.arg[5] = halo_rows;
        step.local_size = local_size;
        step.items = tile / local_size;
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
std::string describe_odd_even_merge_step(const Step& step) {
    const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
    std::ostringstream out;
    out << "odd-even merge, groups of " << layer.size() << ", stride " << layer.stride << ": " << layer_text(layer)
        << "; " << step.params.work_items << " indices tested, " << step.items << " per invocation, "
        << groups_text(step.groups, step.local_size);
    return out.str();
}

void odd_even_merge_step_comparators(const Step& step, ComparatorVisitor visit) {
    visit_layer(step.params.n, odd_even_merge_layer_args(step), step.first_stage, visit);
}

std::string describe_odd_even_merge_shared(const Step& step) {
    const uint32_t padded = 1u << step.params.arg[0];
    std::ostringstream out;
    out << "odd-even merge in shared memory: all " << step.stage_count << " layers (groups of 2 to " << padded
        << ") in one dispatch, barrier() between layers; one work group of " << step.local_size
        << " per array, " << step.items << (step.items == 1 ? " index" : " indices") << " per invocation";
    return out.str();
}

void odd_even_merge_shared_comparators(const Step& step, ComparatorVisitor visit) {
    for (uint32_t k = 0; k < step.stage_count; ++k) {
        const uint32_t stage = step.first_stage + k;
        visit_layer(step.params.n, odd_even_merge_layer(stage), stage, visit);
    }
}

OddEvenMergeWindowArgs odd_even_merge_window_args(const Step& step) {
    const StepParams& p = step.params;
    return {p.arg[0], p.arg[1], p.arg[2], p.arg[3], p.arg[4], p.arg[5]};
}

uint32_t odd_even_merge_register_layers(const Step& step) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const uint32_t item_bits = ceil_log2(step.items);
    const uint32_t lanes = 1u << args.lane_bits;
    if (step.items < 2 || args.halo_rows != 0) return 0;
    const uint32_t tile_sort_layers = item_bits * (item_bits + 1) / 2;
    if (args.first_layer == 0) return args.low_bit == 0 && args.layer_count >= tile_sort_layers ? tile_sort_layers : 0;
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const uint32_t window_rows = step.local_size * step.items >> args.lane_bits;
    const bool whole_merge = first.inner_remainder == 0 && (first.size() >> args.low_bit) == window_rows;
    return whole_merge && args.layer_count >= item_bits && step.local_size >= lanes ? item_bits : 0;
}

std::string describe_odd_even_merge_window(const Step& step) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
    const uint32_t lanes = 1u << args.lane_bits;
    const uint32_t tile = step.local_size * step.items;
    std::ostringstream out;
    if (args.first_layer == 0) {
        out << "odd-even merge tiles in shared memory: layers 0.." << args.layer_count - 1 << " (groups of 2 to "
            << last.size() << ") fused, one tile of " << tile << " keys per work group";
        if (const uint32_t in_registers = odd_even_merge_register_layers(step); in_registers != 0) {
            out << "; layers 0.." << in_registers - 1 << " (groups of 2 to " << step.items << ") in each invocation's "
                << step.items << " consecutive keys in registers";
        }
    } else {
        out << "odd-even merge, groups of " << last.size() << ", strides " << first.stride << ".." << last.stride
            << ": " << args.layer_count << (args.layer_count == 1 ? " layer" : " layers") << " fused in shared memory";
        const char* unit = " keys";
        if (args.low_bit != 0) {
            out << " on rows " << (1u << args.low_bit) << " keys apart, " << lanes << " consecutive keys per row";
            unit = " rows";
        }
        if (args.halo_rows == 0) {
            out << "; " << args.segment_rows << unit << " per work group (whole groups)";
            if (const uint32_t in_registers = odd_even_merge_register_layers(step); in_registers != 0) {
                out << (in_registers == args.layer_count ? "; all of them" : "; the first " + std::to_string(in_registers))
                    << " in registers (" << step.items << " rows " << (args.segment_rows / step.items)
                    << " apart per invocation)";
            }
        } else {
            out << "; writes " << args.segment_rows << unit << " per work group, loads a halo of " << args.halo_rows
                << unit << " on each side";
        }
    }
    out << "; " << groups_text(step.groups, step.local_size) << ", " << step.items << " keys per invocation";
    return out.str();
}

void odd_even_merge_window_comparators(const Step& step, ComparatorVisitor visit) {
    // The network's layers, whole: the halo makes the dispatch's result equal to running them in order.
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    for (uint32_t k = 0; k < args.layer_count; ++k) {
        const uint32_t stage = args.first_layer + k;
        visit_layer(step.params.n, odd_even_merge_layer(stage), stage, visit);
    }
}

std::vector<std::string> odd_even_merge_comparator_columns(const Step&) {
    return {"stride", "size", "inner_size", "i_loc"};
}

void odd_even_merge_comparator_cells(const Step&, const Comparator& comparator, std::vector<std::string>& cells) {
    // Both kernels number their stages as the network's layers, so the stage names the layer.
    const OddEvenMergeLayer layer = odd_even_merge_layer(comparator.stage);
    cells.push_back(std::to_string(layer.stride));
    cells.push_back(std::to_string(layer.size()));
    cells.push_back(std::to_string(layer.inner_size()));
    cells.push_back(std::to_string(comparator.i >> layer.stride_trailing_zeros));
}

}  // namespace sortscope::algo
