// A loaded network fused into one dispatch for batches of small arrays (see network_fused.hpp).
#include "algorithms/sorts/network/network_fused.hpp"

#include <algorithm>

#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/sorts/network/network_layer.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

uint32_t fused_network(const Step& step) { return step_args<NetworkFusedArgs>(step).network; }

// The largest power of two <= local_size whose group's arrays (keys, and values when carried) fit the
// device's shared memory, rows padded to an odd stride.
uint32_t fused_local_size(const Options& options) {
    uint32_t local_size = options.local_size_given ? options.local_size : kFusedDefaultLocalSize;
    if (fused_loads(options) == FusedLoads::DirectQuads) return local_size;  // no shared memory
    const uint64_t row_bytes = uint64_t{options.n | 1u} * 4 * (options.values ? 2 : 1);
    while (local_size > 1 && local_size * row_bytes > options.device.max_shared_bytes) local_size /= 2;
    return local_size;
}

}  // namespace

FusedLoads fused_loads(const Options& options) {
    if (options.values || options.n % 4 != 0) return FusedLoads::StagedWords;
    return options.n <= 16 ? FusedLoads::StagedQuads : FusedLoads::DirectQuads;
}

Plan build_network_fused_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    size_in_place_buffers(plan);
    if (options.network == 0 || options.n < 2) return plan;
    const ComparatorNetwork& network = kept_network(options.network);
    Step step;
    step.kernel = KernelId::NetworkFused;
    step.params.n = options.n;
    step.params.work_items = options.batch;  // arrays, one per invocation
    set_args(step, NetworkFusedArgs{options.network, static_cast<uint32_t>(fused_loads(options))});
    step.local_size = fused_local_size(options);
    step.items = options.n;
    step.groups = groups_for(options.batch, step.local_size);
    step.z_groups = 1;  // the arrays are counted in the grid, not in z
    step.first_stage = 0;
    step.stage_count = network.depth();
    plan.steps.push_back(step);
    return plan;
}

std::string describe_network_fused_step(const Step& step) {
    return "network fused: " + count_of(step.stage_count, "layer", "layers") + " on each of " +
           count_of(step.params.work_items, "array", "arrays") + " of " + std::to_string(step.params.n) +
           " keys, one array per invocation in registers, " + groups_text(step.groups, step.local_size);
}

std::string narrate_network_fused_step(const Plan&, const Step& step, const StepEffect& effect) {
    return "The whole network in one dispatch: each invocation holds one array of " + std::to_string(step.params.n) +
           " keys in registers and runs every comparator on it, so each key is read and written once. " +
           swaps_sentence(effect.comparisons, effect.swaps);
}

std::vector<std::string_view> network_fused_step_regions(const Step& step) {
    if (step_args<NetworkFusedArgs>(step).loads == static_cast<uint32_t>(FusedLoads::DirectQuads)) return {"load_own", "sort_own", "store_own"};
    return {"stage", "sort", "store"};
}

uint64_t network_fused_step_bytes(const Plan& plan, const Step& step) {
    return uint64_t{step.params.work_items} * step.params.n * 2 * moved_key_bytes(plan.options);
}

void network_fused_step_comparators(const Step& step, ComparatorVisitor visit) {
    for (uint32_t layer = 0; layer < step.stage_count; ++layer) {
        for (const Comparator& c : loaded_layer_comparators(fused_network(step), layer, step.params.n, step.first_stage + layer)) visit(c);
    }
}

uint64_t network_fused_step_comparator_count(const Step& step) {
    uint64_t count = 0;
    network_fused_step_comparators(step, [&](const Comparator&) { ++count; });
    return count;
}

void network_fused_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells) {
    cells.push_back(std::to_string(comparator.stage - step.first_stage + 1));
}

std::vector<ProgramDefine> network_fused_defines(const Plan&, const Step& step) {
    std::string list;
    network_fused_step_comparators(step, [&](const Comparator& c) {
        const uint32_t low = c.ascending ? c.i : c.j;
        const uint32_t high = c.ascending ? c.j : c.i;
        list += "CE(" + std::to_string(low) + "u, " + std::to_string(high) + "u) ";
    });
    return {{"NETWORK_COMPARATORS", list}};
}

}  // namespace sortscope::algo
