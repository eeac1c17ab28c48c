// A loaded network's plan, one dispatch per layer (see network_layer.hpp for the mapping).
#include "algorithms/sorts/network/network_layer.hpp"

#include <algorithm>

#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/sorts/network/network_fused.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

bool below(const WirePair& pair, uint32_t n) { return pair.low < n && pair.high < n; }

}  // namespace

std::vector<Comparator> loaded_layer_comparators(uint32_t network_id, uint32_t layer, uint32_t n, uint32_t stage) {
    const ComparatorNetwork& network = kept_network(network_id);
    std::vector<Comparator> comparators;
    if (layer >= network.layers.size()) return comparators;
    for (const WirePair& pair : network.layers[layer]) {
        if (!below(pair, n)) continue;
        comparators.push_back({std::min(pair.low, pair.high), std::max(pair.low, pair.high), pair.low < pair.high, stage});
    }
    std::sort(comparators.begin(), comparators.end(), [](const Comparator& a, const Comparator& b) { return a.i < b.i; });
    return comparators;
}

NetworkLayerArgs network_layer_args(const Step& step) { return step_args<NetworkLayerArgs>(step); }

std::optional<OptionProblem> validate_network_options(const Options& options) {
    if (options.network_fused && options.network == 0) return OptionProblem{"fused", "--fused runs a loaded network: give --network"};
    if (options.network == 0) return std::nullopt;
    const ComparatorNetwork& network = kept_network(options.network);
    if (options.network_fused && options.n > kMaxFusedKeys) {
        return OptionProblem{"fused", "--fused sorts arrays of at most " + std::to_string(kMaxFusedKeys) +
                                          " keys in registers, got --n " + std::to_string(options.n)};
    }
    if (options.n > network.wires) {
        return OptionProblem{"n", "--n " + std::to_string(options.n) + ": the network has " + std::to_string(network.wires) +
                                      " wires, so it sorts at most " + std::to_string(network.wires) + " keys per array"};
    }
    return std::nullopt;
}

Plan build_network_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    if (options.network_fused) return build_network_fused_plan(options);
    size_in_place_buffers(plan);
    if (options.network == 0) return plan;
    const ComparatorNetwork& network = kept_network(options.network);
    const uint32_t n = options.n;
    for (uint32_t layer = 0; layer < network.depth(); ++layer) {
        const std::vector<Comparator> comparators = loaded_layer_comparators(options.network, layer, n, layer);
        Step step;
        step.kernel = KernelId::NetworkLayer;
        step.params.n = n;
        step.params.work_items = static_cast<uint32_t>(comparators.size());
        set_args(step, NetworkLayerArgs{options.network, layer, static_cast<uint32_t>(plan.counts_input.size())});
        for (const Comparator& c : comparators) {
            const uint32_t low = c.ascending ? c.i : c.j;
            const uint32_t high = c.ascending ? c.j : c.i;
            plan.counts_input.push_back(low | (high << 16));
        }
        step.local_size = options.local_size;
        step.groups = groups_for(comparators.size(), options.local_size);
        step.first_stage = layer;
        step.stage_count = 1;
        plan.steps.push_back(step);
    }
    plan.buffer_words[static_cast<size_t>(BufferId::Counts)] = std::max<uint64_t>(1, plan.counts_input.size());
    return plan;
}

std::string describe_network_layer_step(const Step& step) {
    const NetworkLayerArgs args = network_layer_args(step);
    return "network layer " + std::to_string(args.layer + 1) + ": " +
           count_of(step.params.work_items, "comparator", "comparators") + " from the loaded list, " +
           groups_text(step.groups, step.local_size);
}

std::string narrate_network_layer_step(const Plan&, const Step& step, const StepEffect& effect) {
    const NetworkLayerArgs args = network_layer_args(step);
    return "Layer " + std::to_string(args.layer + 1) + " of the loaded network: each invocation reads one comparator's two "
           "wires from the list and orders the keys there. No two comparators of a layer share a wire, so they all run "
           "at once. " + swaps_sentence(effect.comparisons, effect.swaps);
}

std::vector<std::string_view> network_layer_step_regions(const Step&) { return {"pair", "exchange"}; }

uint64_t network_layer_step_bytes(const Plan& plan, const Step& step) {
    return plan.options.batch * uint64_t{step.params.work_items} * (4 * moved_key_bytes(plan.options) + kWordBytes);
}

void network_layer_step_comparators(const Step& step, ComparatorVisitor visit) {
    const NetworkLayerArgs args = network_layer_args(step);
    for (const Comparator& c : loaded_layer_comparators(args.network, args.layer, step.params.n, step.first_stage)) visit(c);
}

uint64_t network_layer_step_comparator_count(const Step& step) { return step.params.work_items; }

// Layers counted from 1, as verify's report and the errors of network files count them.
std::vector<std::string> network_layer_comparator_columns(const Step&) { return {"layer"}; }

void network_layer_comparator_cells(const Step& step, const Comparator&, std::vector<std::string>& cells) {
    cells.push_back(std::to_string(network_layer_args(step).layer + 1));
}

}  // namespace sortscope::algo
