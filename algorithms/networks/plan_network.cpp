// Network plans as comparator networks (see plan_network.hpp).
#include "algorithms/networks/plan_network.hpp"

#include <stdexcept>

#include "algorithms/catalogue/network.hpp"

namespace sortscope::algo {

ComparatorNetwork network_of_plan(const Plan& plan, std::vector<std::pair<uint32_t, uint32_t>>* stages_out) {
    if (!plan.is_network()) throw std::invalid_argument(plan.name() + " is not a comparator network");
    ComparatorNetwork network;
    network.wires = plan.options.n;
    for (const Step& step : plan.steps) {
        std::vector<LayerPairs> stages(step.stage_count);
        std::vector<std::vector<std::pair<uint32_t, uint32_t>>> keys(step.stage_count);
        for_each_comparator(step, [&](const Comparator& c) {
            const bool smaller_to_i = c.ascending != plan.options.descending;
            stages[c.stage - step.first_stage].push_back(smaller_to_i ? WirePair{c.i, c.j} : WirePair{c.j, c.i});
            keys[c.stage - step.first_stage].emplace_back(c.stage, c.i);
        });
        for (size_t k = 0; k < stages.size(); ++k) {
            if (stages[k].empty()) continue;
            network.layers.push_back(std::move(stages[k]));
            if (stages_out != nullptr) stages_out->insert(stages_out->end(), keys[k].begin(), keys[k].end());
        }
    }
    return network;
}

ComparatorNetwork first_wires(const ComparatorNetwork& network, uint32_t n) {
    ComparatorNetwork result;
    result.wires = n;
    for (const LayerPairs& layer : network.layers) {
        LayerPairs kept;
        for (const WirePair& pair : layer) {
            if (pair.low < n && pair.high < n) kept.push_back(pair);
        }
        if (!kept.empty()) result.layers.push_back(std::move(kept));
    }
    return result;
}

}  // namespace sortscope::algo
