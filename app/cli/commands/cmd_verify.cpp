// `sortscope-cli verify --algo ID --n N [plan options]`: runs all 2^n 0/1 inputs through a network
// algorithm's comparators (the 0-1 principle, seed 002) and prints the network's size and OK, or the
// first 0/1 input it leaves unsorted (exit code 1).
#include <cstdio>
#include <string>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/verify/zero_one.hpp"
#include "commands.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

namespace {

std::string bits_text(const std::vector<uint8_t>& bits) {
    std::string text;
    for (uint8_t bit : bits) text += bit != 0 ? '1' : '0';
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
    const auto n = static_cast<uint32_t>(parsed.required_number("n", kMaxKeys));
    if (n > algo::kMaxZeroOneN) {
        throw UsageError("--n " + std::to_string(n) + ": verify runs all 2^n inputs, so n must be at most " +
                         std::to_string(algo::kMaxZeroOneN));
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
    auto cost = [](const algo::Plan& sized) { return algo::zero_one_cost(sized); };
    const algo::Plan plan = plan_within_budget("verify of " + std::string(info.id), n, build, cost, budget);
    const algo::ZeroOneReport report = algo::check_zero_one(plan);
    std::printf("%s, n = %u: %s, %s, %s; %s\n", plan.algorithm.c_str(), n,
                algo::count_of(report.comparators, "comparator", "comparators").c_str(),
                algo::count_of(plan.stage_count(), "stage", "stages").c_str(),
                algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(),
                algo::count_of(report.inputs, "0/1 input", "0/1 inputs").c_str());
    if (!report.ok) {
        std::printf("FAIL: input %s (position 0 first) comes out as %s\n", bits_text(report.input).c_str(),
                    bits_text(report.output).c_str());
        return 1;
    }
    std::printf("OK: the network sorts every 0/1 input, so by the 0-1 principle it sorts every input\n");
    return 0;
}

}  // namespace sortscope::cli
