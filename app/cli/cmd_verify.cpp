// `sortscope-cli verify --algo ID --n N [plan options]`: runs all 2^n 0/1 inputs through a network
// algorithm's comparators (the 0-1 principle, seed 002) and prints the network's size and OK, or the
// first 0/1 input it leaves unsorted (exit code 1).
#include <cstdio>
#include <string>

#include "algorithms/verify/zero_one.hpp"
#include "commands.hpp"

namespace sortscope::cli {

namespace {

std::string bits_text(const std::vector<uint8_t>& bits) {
    std::string text;
    for (uint8_t bit : bits) text += bit != 0 ? '1' : '0';
    return text;
}

}  // namespace

int run_verify(std::span<char* const> args) {
    Arguments parsed(args, plan_value_options(), plan_flags());
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
    const algo::Plan plan = info.build(parse_plan_options(parsed, n));
    const algo::ZeroOneReport report = algo::check_zero_one(plan);
    std::printf("%s, n = %u: %llu comparators, %u stages, %zu dispatch%s; %llu 0/1 inputs\n", plan.algorithm.c_str(), n,
                static_cast<unsigned long long>(report.comparators), plan.stage_count(), plan.steps.size(),
                plan.steps.size() == 1 ? "" : "es", static_cast<unsigned long long>(report.inputs));
    if (!report.ok) {
        std::printf("FAIL: input %s (position 0 first) comes out as %s\n", bits_text(report.input).c_str(),
                    bits_text(report.output).c_str());
        return 1;
    }
    std::printf("OK: the network sorts every 0/1 input, so by the 0-1 principle it sorts every input\n");
    return 0;
}

}  // namespace sortscope::cli
