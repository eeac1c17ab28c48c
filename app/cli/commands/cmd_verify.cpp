// `sortscope-cli verify (--algo ID --n N | --network FILE) [plan options]`: runs all 2^n 0/1 inputs
// through a network (the 0-1 principle, seed 002), bit-sliced 64 inputs per word on the CPU
// (algorithms/networks/zero_one_network.hpp), and prints the network's size and OK, or the first 0/1
// input it leaves unsorted with its output (exit code 1); then the redundant comparators, the adjacent
// outputs that can end out of order, and the size and depth beside the best known and proven bounds.
// Refused, with its estimate, where the check would pass the time limit (--max-seconds). With --gpu the
// check also runs on the GPU and must give the same report, with a kernel generated for the network
// (app/gpu/checks/network_kernel_check.hpp: wires in registers, up to 48 wires and 8,192 comparators),
// after that kernel has passed its self-test on the device. Where the CPU's check alone would pass the
// limit (always past 32 wires), the GPU's report is printed, and the limit is checked against the
// kernel's own estimate, timed on the device's first dispatches.
#include <cstdio>
#include <optional>
#include <string>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/networks/check_report.hpp"
#include "algorithms/networks/plan_network.hpp"
#include "algorithms/networks/zero_one_network.hpp"
#include "algorithms/text/counts.hpp"
#include "checks/network_kernel_check.hpp"
#include "commands.hpp"
#include "device/headless_device.hpp"
#include "network_option.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

namespace {

std::string seconds_text(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, seconds < 10 ? "%.1f s" : "%.0f s", seconds);
    return text;
}

}  // namespace

int run_verify(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("verify"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    if (!info.network) {
        throw UsageError("--algo " + std::string(info.id) + " is not a comparator network; verify checks networks (" +
                         "use sort --verify for the others)");
    }
    const uint32_t n = required_n_option(parsed);
    const bool on_gpu = parsed.flag("gpu");
    if (n > gpu::kMaxKernelCheckedWires || (n > algo::kMaxCheckedWires && !on_gpu)) {
        throw UsageError("--n " + std::to_string(n) + ": verify runs all 2^n inputs, so n must be at most " +
                         std::to_string(algo::kMaxCheckedWires) + " on the CPU, or " + std::to_string(gpu::kMaxKernelCheckedWires) +
                         " with --gpu");
    }
    // The 0-1 check runs bits through the network's comparators: values and the key type change nothing.
    for (const char* name : {"values", "keys"}) {
        if (parsed.flag(name) || parsed.value(name)) {
            throw UsageError(std::string("--") + name + " changes nothing in verify: it runs every 0/1 input through the network's "
                             "comparators, which are the same for any key type and with or without values");
        }
    }
    const algo::Budget budget = budget_option(parsed);
    const algo::Options options = parse_plan_options(parsed, n, info);
    note_missing_features(parsed, options, false);
    auto build = plan_builder(info, options);
    auto cost = [](const algo::Plan& sized) { return algo::listing_cost(sized); };
    const algo::Plan plan = plan_within_budget("verify of " + std::string(info.id), n, build, cost, budget);
    const algo::ComparatorNetwork network = algo::network_of_plan(plan);
    const double cpu_seconds = algo::estimate_cpu_check_seconds(network);
    const bool cpu_fits = n <= algo::kMaxCheckedWires && cpu_seconds * 1e3 <= budget.max_ms;
    // The GPU checks with the generated kernel, which measures its own estimate on the device and must
    // first pass its self-test there (gpu::kernel_check_self_test: it caught a driver fault on NVIDIA's 580).
    if (on_gpu && !gpu::kernel_check_takes(network)) {
        throw UsageError("verify of " + std::string(info.id) + " at n = " + std::to_string(n) + ": the GPU check unrolls the network, which takes up to " +
                         std::to_string(gpu::kMaxKernelCheckedWires) + " wires and at most " +
                         algo::count_of(gpu::kMaxKernelCheckComparators, "comparator", "comparators") + "; this one has " +
                         algo::count_of(n, "wire", "wires") + " and " + std::to_string(network.size()) +
                         (n <= algo::kMaxCheckedWires ? " (without --gpu the CPU checks it)" : ""));
    }
    const std::string what = "verify of " + std::string(info.id) + " at n = " + std::to_string(n) + ": the check of all " +
                             algo::count_of(uint64_t{1} << n, "0/1 input", "0/1 inputs") + " through " +
                             algo::count_of(network.size(), "comparator", "comparators");
    // On the CPU alone the estimate decides here; on the GPU the kernel's own estimate decides (below).
    if (!on_gpu && !cpu_fits) {
        throw UsageError(what + " is estimated at " + seconds_text(cpu_seconds) + " on the CPU, over " + budget.time_limit);
    }
    std::optional<algo::NetworkCheck> cpu_check;
    if (cpu_fits) cpu_check = algo::check_network(network);
    std::optional<algo::NetworkCheck> gpu_check;
    std::string gpu_line;
    if (on_gpu) {
        // The same check on the GPU, compared with the CPU's field by field where the CPU's ran.
        const gpu::HeadlessDevice device;
        if (const std::string failed = gpu::kernel_check_self_test(); !failed.empty()) {
            throw RuntimeFailure("verify of " + std::string(info.id) + " at n = " + std::to_string(n) +
                                 ": the GPU check is a kernel generated for the network, and on " + device.summary() +
                                 " it failed its self-test against the CPU (" + failed + "), so no GPU check is reported" +
                                 (n <= algo::kMaxCheckedWires ? " (without --gpu the CPU checks it)" : ""));
        }
        gpu::KernelCheckOptions check_options;
        check_options.max_ms = budget.max_ms;
        double dispatch_ms = 0;
        std::string kernel;
        try {
            const gpu::KernelCheckRun run = gpu::check_network_with_kernel(network, check_options);
            gpu_check = run.check;
            dispatch_ms = run.dispatch_ms;
            kernel = "a kernel generated for the network, " + algo::count_of(run.dispatches, "dispatch", "dispatches");
        } catch (const gpu::CheckOverBudget& refused) {
            throw UsageError(what + " is estimated at " + seconds_text(refused.estimate_ms / 1e3) + " on " + device.summary() +
                             " (timed on its first dispatches), over " + budget.time_limit);
        }
        if (cpu_check && !(*gpu_check == *cpu_check)) {
            throw RuntimeFailure("the GPU's check (" + device.summary() + ") differs from the CPU's: " +
                                 (gpu_check->sorts ? "it says the network sorts" : "it says the network fails on input " +
                                  algo::bits_text(gpu_check->failing_input)));
        }
        char time[64];
        std::snprintf(time, sizeof time, "%.3f ms", dispatch_ms);
        const std::string cpu_note = n > algo::kMaxCheckedWires
                                         ? "the CPU check stops at " + std::to_string(algo::kMaxCheckedWires) + " wires"
                                         : "the CPU check, estimated at " + seconds_text(cpu_seconds) + ", is over " + budget.time_limit;
        gpu_line = std::string(cpu_check ? "the GPU's check agrees" : "the report is the GPU's (" + cpu_note + ")") + ": " + time +
                   " of dispatches (" + kernel + ") on " + device.summary() + "\n";
    }
    const algo::NetworkCheck& check = cpu_check ? *cpu_check : *gpu_check;
    const LoadedNetwork* loaded = network_option(parsed);
    std::printf("%s, n = %u: %s, %s, %s; %s\n", loaded != nullptr ? ("network " + loaded->label).c_str() : plan.name().c_str(), n,
                algo::count_of(network.size(), "comparator", "comparators").c_str(),
                algo::count_of(plan.stage_count(), "stage", "stages").c_str(),
                algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(),
                algo::count_of(check.inputs, "0/1 input", "0/1 inputs").c_str());
    std::fputs(algo::check_report_text(network, check).c_str(), stdout);
    std::fputs(gpu_line.c_str(), stdout);
    return check.sorts ? 0 : 1;
}

}  // namespace sortscope::cli
