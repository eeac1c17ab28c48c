// Batcher's odd-even merge sort, iterative form (seed 001, magnickolas): the plan builder, the seed's
// left-index predicate and the comparators of both kernels. See odd_even_merge.hpp for the mapping to
// dispatches, the step-count formula and the source.
#include "sortscope/algo/odd_even_merge.hpp"

#include <algorithm>
#include <sstream>

namespace sortscope::algo {

namespace {

// The largest power of two <= value (value >= 1).
uint32_t floor_power_of_two(uint32_t value) {
    uint32_t p = 1;
    while (p <= value / 2) p <<= 1;
    return p;
}

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
    out << "; " << per_group << (per_group == 1 ? " comparator" : " comparators") << " per group of " << layer.size();
    return out.str();
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

Plan build_odd_even_merge_plan(const Options& options) {
    Plan plan;
    plan.algorithm = "odd-even-merge";
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t n = options.n;
    const uint32_t layers = odd_even_merge_layer_count(n);
    if (layers == 0) return plan;

    if (odd_even_merge_uses_shared(options)) {
        // One work group per array holds the padded array n' in shared memory. The work group is the
        // plan's work-group size, capped at n' and at the device; each invocation takes n'/LOCAL_SIZE
        // indices (ITEMS), so any n' that fits in shared memory runs, even past the invocation limit.
        const auto padded = static_cast<uint32_t>(next_power_of_two(n));
        const uint32_t local_size =
            std::min({options.local_size, padded, floor_power_of_two(std::max(1u, options.device.max_invocations))});
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
        plan.steps.push_back(step);
        return plan;
    }

    for (uint32_t layer = 0; layer < layers; ++layer) {
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
        plan.steps.push_back(step);
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
