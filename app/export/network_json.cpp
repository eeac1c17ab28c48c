// The network as JSON (see network_json.hpp). Written by hand, one stage per line, so that the file
// reads well in a diff and can be written a stage at a time; ids are the registry's, which need no escaping.
#include "network_json.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "algorithms/catalogue/network.hpp"

namespace sortscope::exports {

void write_network_json(const algo::Plan& plan, size_t first_step, size_t last_step,
                        algo::FunctionRef<void(std::string_view)> sink) {
    sink("{\"algorithm\": \"" + plan.name() + "\", \"n\": " + std::to_string(plan.options.n) + ", \"stages\": [");
    bool first_stage = true;
    const size_t last = std::min(last_step, plan.steps.size() - 1);
    for (size_t s = first_step; !plan.steps.empty() && s <= last; ++s) {
        const algo::Step& step = plan.steps[s];
        std::vector<std::string> stages(step.stage_count);
        algo::for_each_comparator(step, [&](const algo::Comparator& c) {
            const bool smaller_to_i = c.ascending != plan.options.descending;
            std::string& text = stages[c.stage - step.first_stage];
            text += (text.empty() ? "[" : ", [") + std::to_string(smaller_to_i ? c.i : c.j) + ", " +
                    std::to_string(smaller_to_i ? c.j : c.i) + "]";
        });
        for (const std::string& comparators : stages) {
            sink(std::string(first_stage ? "\n" : ",\n") + "  {\"dispatch\": " + std::to_string(s) + ", \"comparators\": [" +
                 comparators + "]}");
            first_stage = false;
        }
    }
    sink(first_stage ? "]}\n" : "\n]}\n");
}

}  // namespace sortscope::exports
