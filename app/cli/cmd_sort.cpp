// `sortscope-cli sort`: sorts keys on the GPU with one algorithm's plan.
//   --algo ID --n N [--dist D] [--seed S] [--input FILE] [--output FILE] [--wg W] [--steps] [--verify]
// The keys come from --input (one per line) or from the named distribution and seed. --steps runs one
// dispatch at a time and prints each; --verify compares the result with std::sort.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "commands.hpp"
#include "gpu_error.hpp"
#include "headless_device.hpp"
#include "key_files.hpp"
#include "runner.hpp"
#include "sortscope/algo/distributions.hpp"
#include "timer.hpp"

namespace sortscope::cli {

namespace {

constexpr uint32_t kPrintKeysUpTo = 32;  // --steps shows the keys after each dispatch up to this n

struct SortInput {
    std::vector<uint32_t> keys;
    std::string label;  // where they came from, for the summary line
};

SortInput sort_input(const Arguments& args) {
    if (auto path = args.value("input")) {
        if (args.value("dist") || args.value("seed")) throw UsageError("--input cannot be combined with --dist or --seed");
        SortInput input{read_key_file(*path), *path};
        if (input.keys.size() > kMaxKeys) throw UsageError(*path + ": more than " + std::to_string(kMaxKeys) + " keys");
        if (auto n = args.number("n", kMaxKeys); n && *n != input.keys.size()) {
            throw UsageError("--n " + std::to_string(*n) + " does not match the " + std::to_string(input.keys.size()) +
                             " keys in " + *path);
        }
        return input;
    }
    const auto n = static_cast<uint32_t>(args.required_number("n", kMaxKeys));
    const std::string dist_name = args.value("dist").value_or("random");
    const auto dist = algo::parse_distribution(dist_name);
    if (!dist) {
        std::string known;
        for (algo::Distribution d : algo::all_distributions()) known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
        throw UsageError("--dist: unknown distribution '" + dist_name + "' (known: " + known + ")");
    }
    const uint64_t seed = args.number("seed", UINT64_MAX).value_or(1);
    return {algo::generate_keys(*dist, n, seed), dist_name + ", seed " + std::to_string(seed)};
}

void print_keys(const std::vector<uint32_t>& keys) {
    std::printf("       [");
    for (size_t i = 0; i < keys.size(); ++i) std::printf("%s%u", i == 0 ? "" : " ", keys[i]);
    std::printf("]\n");
}

// Index of the first position where `result` differs from std::sort of `input`, or -1.
long long first_wrong_index(const std::vector<uint32_t>& input, const std::vector<uint32_t>& result,
                            std::vector<uint32_t>& expected) {
    expected = input;
    std::sort(expected.begin(), expected.end());
    for (size_t i = 0; i < expected.size(); ++i) {
        if (result[i] != expected[i]) return static_cast<long long>(i);
    }
    return -1;
}

}  // namespace

int run_sort(std::span<char* const> args) {
    Arguments parsed(args, {"algo", "n", "dist", "seed", "input", "output", "wg"}, {"steps", "verify"});
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    SortInput input = sort_input(parsed);
    const auto n = static_cast<uint32_t>(input.keys.size());
    const algo::Plan plan = info.build(plan_options(parsed, n));

    try {
        gpu::HeadlessDevice device;
        std::printf("renderer: %s\n", device.summary().c_str());
        gpu::Runner runner(device.programs, device.limits);
        runner.load(plan, input.keys);

        if (parsed.flag("steps")) {
            if (n <= kPrintKeysUpTo) print_keys(input.keys);
            while (!runner.done()) {
                const size_t index = runner.cursor();
                runner.step();
                std::printf("%4zu/%zu %s\n", index + 1, runner.step_count(), algo::describe(plan.steps[index]).c_str());
                if (n <= kPrintKeysUpTo) print_keys(runner.read_keys());
            }
        } else {
            gpu::GpuTimer timer(device.limits.has_timestamp);
            timer.start();
            runner.run_to_end();
            const double ms = timer.stop_ms();
            std::printf("sorted %u keys (%s) with %.*s: %zu dispatches, %.3f ms on the GPU (%s)\n", n,
                        input.label.c_str(), static_cast<int>(info.id.size()), info.id.data(), plan.steps.size(), ms,
                        timer.method());
        }
        const std::vector<uint32_t> result = runner.read_keys();
        if (auto path = parsed.value("output")) write_key_file(*path, result);

        if (parsed.flag("verify")) {
            std::vector<uint32_t> expected;
            const long long wrong = first_wrong_index(input.keys, result, expected);
            if (wrong >= 0) {
                const auto i = static_cast<size_t>(wrong);
                std::printf("FAIL: index %lld holds %u, std::sort puts %u there\n", wrong, result[i], expected[i]);
                return 1;
            }
            std::printf("OK: %u keys match std::sort\n", n);
        }
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
