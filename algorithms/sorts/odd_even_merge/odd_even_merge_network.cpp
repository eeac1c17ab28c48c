// Batcher's odd-even merge network (seed 001, magnickolas): its layers and the seed's left-index
// predicate, the comparators each of its three kernels runs (all of them, those touching a window of
// wires, or their count), and the seed's table columns.
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

namespace sortscope::algo {

namespace {

// Visits the comparators of one layer, in increasing i: every left index i whose partner is < n.
void visit_layer(uint32_t n, const OddEvenMergeLayer& layer, uint32_t stage, ComparatorVisitor visit) {
    if (n <= layer.stride) return;
    for (uint32_t i = 0; i < n - layer.stride; ++i) {
        if (odd_even_merge_is_left(i, layer)) visit({i, i + layer.stride, true, stage});
    }
}

// The comparators of one layer with an end in `wires`.
void visit_layer_touching(uint32_t n, const OddEvenMergeLayer& layer, uint32_t stage, WireRange wires,
                          ComparatorVisitor visit) {
    visit_stage_touching(n, wires, [&](uint32_t wire) -> std::optional<Comparator> {
        if (odd_even_merge_is_left(wire, layer)) {
            if (uint64_t{wire} + layer.stride >= n) return std::nullopt;
            return Comparator{wire, wire + layer.stride, true, stage};
        }
        if (wire >= layer.stride && odd_even_merge_is_left(wire - layer.stride, layer)) {
            return Comparator{wire - layer.stride, wire, true, stage};
        }
        return std::nullopt;
    }, visit);
}

// Every layer a dispatch runs, in execution order, numbered as the network's stages: the one description
// of each kernel's layers that its comparators, its windowed comparators and its count all read.
using LayerVisitor = FunctionRef<void(const OddEvenMergeLayer& layer, uint32_t stage)>;

void for_each_step_layer(const Step& step, LayerVisitor visit) { visit(odd_even_merge_layer_args(step), step.first_stage); }

void for_each_shared_layer(const Step& step, LayerVisitor visit) {
    for (uint32_t k = 0; k < step.stage_count; ++k) visit(odd_even_merge_layer(step.first_stage + k), step.first_stage + k);
}

// The network's layers, whole: the halo makes the dispatch's result equal to running them in order.
void for_each_window_layer(const Step& step, LayerVisitor visit) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    for (uint32_t k = 0; k < args.layer_count; ++k) visit(odd_even_merge_layer(args.first_layer + k), args.first_layer + k);
}

using LayerWalk = void (*)(const Step&, LayerVisitor);

void visit_layers(LayerWalk layers, const Step& step, ComparatorVisitor visit) {
    layers(step, [&](const OddEvenMergeLayer& layer, uint32_t stage) { visit_layer(step.params.n, layer, stage, visit); });
}

void visit_layers_touching(LayerWalk layers, const Step& step, WireRange wires, ComparatorVisitor visit) {
    layers(step, [&](const OddEvenMergeLayer& layer, uint32_t stage) {
        visit_layer_touching(step.params.n, layer, stage, wires, visit);
    });
}

uint64_t count_layers(LayerWalk layers, const Step& step) {
    uint64_t count = 0;
    layers(step, [&](const OddEvenMergeLayer& layer, uint32_t) { count += odd_even_merge_layer_comparator_count(step.params.n, layer); });
    return count;
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

OddEvenMergeLayer odd_even_merge_layer_args(const Step& step) { return step_args<OddEvenMergeLayer>(step); }

OddEvenMergeWindowArgs odd_even_merge_window_args(const Step& step) { return step_args<OddEvenMergeWindowArgs>(step); }

OddEvenMergeSharedArgs odd_even_merge_shared_args(const Step& step) { return step_args<OddEvenMergeSharedArgs>(step); }

uint32_t odd_even_merge_register_layers(const Step& step) { return odd_even_merge_window_args(step).register_layers; }

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

void odd_even_merge_step_comparators(const Step& step, ComparatorVisitor visit) {
    visit_layers(&for_each_step_layer, step, visit);
}

void odd_even_merge_shared_comparators(const Step& step, ComparatorVisitor visit) {
    visit_layers(&for_each_shared_layer, step, visit);
}

void odd_even_merge_window_comparators(const Step& step, ComparatorVisitor visit) {
    visit_layers(&for_each_window_layer, step, visit);
}

void odd_even_merge_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_layers_touching(&for_each_step_layer, step, wires, visit);
}

void odd_even_merge_shared_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_layers_touching(&for_each_shared_layer, step, wires, visit);
}

void odd_even_merge_window_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_layers_touching(&for_each_window_layer, step, wires, visit);
}

uint64_t odd_even_merge_shared_comparator_count(const Step& step) { return count_layers(&for_each_shared_layer, step); }

uint64_t odd_even_merge_window_comparator_count(const Step& step) { return count_layers(&for_each_window_layer, step); }

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
