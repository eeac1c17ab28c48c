// `sortscope-cli plan --algo ID --n N [plan options]`: one line per dispatch, then the totals. Plans
// are made for the GL minimum of shared memory (32 KiB), as no GL context is opened; `sort --steps`
// shows the plan sized for the real device.
#include <cstdio>

#include "commands.hpp"
#include "sortscope/algo/network.hpp"

namespace sortscope::cli {

int run_plan(std::span<char* const> args) {
    Arguments parsed(args, plan_value_options(), plan_flags());
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    const auto n = static_cast<uint32_t>(parsed.required_number("n", kMaxKeys));
    const algo::Plan plan = info.build(plan_options(parsed, n));
    std::printf("# %.*s, n = %u, work-group size %u\n", static_cast<int>(info.id.size()), info.id.data(), n,
                plan.options.local_size);
    for (size_t i = 0; i < plan.steps.size(); ++i) {
        std::printf("%4zu  %s\n", i, algo::describe(plan.steps[i]).c_str());
    }
    if (plan.is_network()) {
        std::printf("# %zu dispatches, %u stages, %llu comparators\n", plan.steps.size(), plan.stage_count(),
                    static_cast<unsigned long long>(algo::comparator_count(plan)));
    } else {
        std::printf("# %zu dispatches\n", plan.steps.size());
    }
    return 0;
}

}  // namespace sortscope::cli
