// `sortscope-cli plan --algo ID --n N [plan options]`: one line per step (dispatch), numbered from 1 as
// every front end numbers steps (algorithms/text/steps.hpp), then the totals. Plans
// are made for the GL minimum of shared memory (32 KiB), as no GL context is opened; `sort --steps`
// shows the plan sized for the real device. Where a plan depends on what the driver supports
// (AlgorithmInfo::driver_choices: a path and a ranking), the headless device is opened when there
// is one, and the plan says what it chose and why. With --kernel-source K: the kernel listing of step K
// (algorithms/teaching/kernel_listing.hpp, the text the program cache compiles) instead.
#include <cstdio>
#include <string>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/teaching/kernel_listing.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "commands.hpp"
#include "device/headless_device.hpp"
#include "run_limit.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::cli {

int run_plan(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("plan"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    const algo::Budget budget = budget_option(parsed);
    const auto n = required_n_option(parsed);
    algo::Options options = parse_plan_options(parsed, n, info);
    // A plan that depends on the driver is planned for the device, opened first, so that the budget's
    // check builds the plan listed: once (the options as given, where there is no device).
    if (info.driver_choices != nullptr) {
        try {
            gpu::HeadlessDevice device;
            options.device = gpu::device_caps(device.limits);
            std::printf("# device: %s\n", device.summary().c_str());
        } catch (const std::exception& error) {
            std::printf("# no GL device (%s): planned for the GL minimum, no subgroup operations\n", error.what());
        }
    }
    const PlanBuilder build = info.driver_choices != nullptr ? PlanBuilder{&info, options} : plan_builder(info, options);
    auto cost = [](const algo::Plan& sized) { return algo::listing_cost(sized); };
    const algo::Plan plan = plan_within_budget("plan of " + std::string(info.id), n, build, cost, budget);
    note_missing_features(parsed, options, false);
    if (const auto step = step_option(parsed, plan, "kernel-source")) {
        const algo::Step& kernel_step = plan.steps[*step];
        const std::string text = gpu::load_shader_text(std::string(algo::kernel_file(kernel_step.kernel)));
        std::printf("# %s: %s\n", algo::step_name(*step).c_str(), algo::describe(kernel_step).c_str());
        std::fputs(algo::format_kernel_listing(algo::kernel_listing(plan, kernel_step, text)).c_str(), stdout);
        return 0;
    }
    std::printf("# %.*s, n = %u, work-group size %u\n", static_cast<int>(info.id.size()), info.id.data(), n,
                plan.options.local_size);
    if (info.driver_choices != nullptr) std::printf("# %s\n", info.driver_choices(plan.options).c_str());
    for (size_t i = 0; i < plan.steps.size(); ++i) {
        std::printf("%4llu  %s\n", static_cast<unsigned long long>(algo::step_number(i)), algo::describe(plan.steps[i]).c_str());
    }
    std::string totals = algo::count_of(plan.steps.size(), "dispatch", "dispatches");
    if (plan.is_network()) {
        totals += ", " + algo::count_of(plan.stage_count(), "stage", "stages") + ", " +
                  algo::count_of(algo::comparator_count(plan), "comparator", "comparators");
    }
    std::printf("# %s\n", totals.c_str());
    std::printf("# %.1f bytes of global memory moved per key (read + written, the model of traffic.hpp)\n",
                algo::bytes_per_key(plan));
    std::printf("# %.1f passes over global memory (%.0f bytes per key each: every key read and written once)\n",
                algo::global_passes(plan), algo::pass_bytes_per_key(plan));
    return 0;
}

}  // namespace sortscope::cli
