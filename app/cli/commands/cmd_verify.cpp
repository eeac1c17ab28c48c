// `sortscope-cli verify (--algo ID --n N | --network FILE) [plan options]`: runs all 2^n 0/1 inputs
// through a network (the 0-1 principle, seed 002), bit-sliced 64 inputs per word on the CPU
// (algorithms/networks/zero_one_network.hpp), and prints the network's size and OK, or the first 0/1
// input it leaves unsorted with its output (exit code 1); then the redundant comparators, the adjacent
// outputs that can end out of order, and the size and depth beside the best known and proven bounds.
// Refused, with its estimate, where the check would pass the time limit (--max-seconds). With --gpu the
// check also runs on the GPU (app/gpu/checks/network_check.hpp) and must give the same report.
#include <cstdio>
#include <string>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/networks/check_report.hpp"
#include "algorithms/networks/plan_network.hpp"
#include "algorithms/networks/zero_one_network.hpp"
#include "algorithms/text/counts.hpp"
#include "checks/network_check.hpp"
#include "commands.hpp"
#include "device/headless_device.hpp"
#include "network_option.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

int run_verify(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("verify"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    if (!info.network) {
        throw UsageError("--algo " + std::string(info.id) + " is not a comparator network; verify checks networks (" +
                         "use sort --verify for the others)");
    }
    const uint32_t n = required_n_option(parsed);
    if (n > algo::kMaxCheckedWires) {
        throw UsageError("--n " + std::to_string(n) + ": verify runs all 2^n inputs, so n must be at most " +
                         std::to_string(algo::kMaxCheckedWires));
    }
    const algo::Budget budget = budget_option(parsed);
    const algo::Options options = parse_plan_options(parsed, n, info);
    note_missing_features(parsed, options, false);
    auto build = plan_builder(info, options);
    auto cost = [](const algo::Plan& sized) { return algo::listing_cost(sized); };
    const algo::Plan plan = plan_within_budget("verify of " + std::string(info.id), n, build, cost, budget);
    const algo::ComparatorNetwork network = algo::network_of_plan(plan);
    const double seconds = algo::estimate_cpu_check_seconds(network);
    if (seconds * 1e3 > budget.max_ms) {
        throw UsageError("verify of " + std::string(info.id) + " at n = " + std::to_string(n) + ": the check of all " +
                         algo::count_of(uint64_t{1} << n, "0/1 input", "0/1 inputs") + " through " +
                         algo::count_of(network.size(), "comparator", "comparators") + " is estimated at " +
                         std::to_string(static_cast<uint64_t>(seconds + 0.5)) + " s on the CPU, over " + budget.time_limit);
    }
    const algo::NetworkCheck check = algo::check_network(network);
    const LoadedNetwork* loaded = network_option(parsed);
    std::printf("%s, n = %u: %s, %s, %s; %s\n", loaded != nullptr ? ("network " + loaded->label).c_str() : plan.algorithm.c_str(), n,
                algo::count_of(network.size(), "comparator", "comparators").c_str(),
                algo::count_of(plan.stage_count(), "stage", "stages").c_str(),
                algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(),
                algo::count_of(check.inputs, "0/1 input", "0/1 inputs").c_str());
    std::fputs(algo::check_report_text(network, check).c_str(), stdout);
    if (parsed.flag("gpu")) {
        // The same check on the GPU, compared with the CPU's field by field.
        const gpu::HeadlessDevice device;
        const algo::NetworkCheck on_gpu = gpu::check_network_on_gpu(network);
        if (!(on_gpu == check)) {
            throw RuntimeFailure("the GPU's check (" + device.summary() + ") differs from the CPU's: " +
                                 (on_gpu.sorts ? "it says the network sorts" : "it says the network fails on input " +
                                  algo::bits_text(on_gpu.failing_input)));
        }
        std::printf("the GPU's check agrees: %s\n", device.summary().c_str());
    }
    return check.sorts ? 0 : 1;
}

}  // namespace sortscope::cli
