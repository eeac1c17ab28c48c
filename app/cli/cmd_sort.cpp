// `sortscope-cli sort`: sorts keys on the GPU with one algorithm's plan.
//   --algo ID (--n N [--dist D] [--seed S] | --input FILE) [--output FILE] [plan options] [--steps] [--verify]
// The keys come from --input (one per line) or from the named distribution and seed. --steps runs one
// dispatch at a time and prints each; --verify compares the result with std::stable_sort.
#include <cstdio>
#include <string>
#include <vector>

#include "commands.hpp"
#include "gpu_error.hpp"
#include "headless_device.hpp"
#include "key_files.hpp"
#include "runner.hpp"
#include "sortscope/algo/check.hpp"
#include "sortscope/algo/distributions.hpp"
#include "timer.hpp"

namespace sortscope::cli {

namespace {

constexpr uint32_t kPrintKeysUpTo = 32;  // --steps shows the keys after each dispatch up to this many

struct SortInput {
    std::vector<uint32_t> keys;  // every array of the batch, one after another
    uint32_t n = 0;              // keys per array
    std::string label;           // where they came from, for the summary line
};

std::string known_distributions() {
    std::string known;
    for (algo::Distribution d : algo::all_distributions()) {
        known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
    }
    return known;
}

SortInput sort_input(const Arguments& args, const algo::Options& shape) {
    const uint32_t batch = shape.batch;
    if (auto path = args.value("input")) {
        if (args.value("dist") || args.value("seed")) throw UsageError("--input cannot be combined with --dist or --seed");
        SortInput input{read_key_file(*path, shape.key_type), 0, *path};
        if (input.keys.size() > kMaxKeys) throw UsageError(*path + ": more than " + std::to_string(kMaxKeys) + " keys");
        if (input.keys.size() % batch != 0) {
            throw UsageError("--batch " + std::to_string(batch) + ": the " + std::to_string(input.keys.size()) +
                             " keys in " + *path + " do not split into " + std::to_string(batch) + " equal arrays");
        }
        input.n = static_cast<uint32_t>(input.keys.size() / batch);
        if (auto n = args.number("n", kMaxKeys); n && *n != input.n) {
            throw UsageError("--n " + std::to_string(*n) + " does not match the " + std::to_string(input.n) +
                             " keys per array in " + *path);
        }
        return input;
    }
    const auto n = static_cast<uint32_t>(args.required_number("n", kMaxKeys));
    const std::string dist_name = args.value("dist").value_or("random");
    const auto dist = algo::parse_distribution(dist_name);
    if (!dist) throw UsageError("--dist: unknown distribution '" + dist_name + "' (known: " + known_distributions() + ")");
    const uint64_t seed = args.number("seed", UINT64_MAX).value_or(1);
    if (uint64_t{n} * batch > kMaxKeys) {
        throw UsageError("--batch " + std::to_string(batch) + " arrays of " + std::to_string(n) + " keys is more than " +
                         std::to_string(kMaxKeys) + " keys");
    }
    return {algo::generate_input(*dist, n, batch, shape.key_type, seed), n, dist_name + ", seed " + std::to_string(seed)};
}

void print_keys(const std::vector<uint32_t>& keys, algo::KeyType type) {
    std::printf("       [");
    for (size_t i = 0; i < keys.size(); ++i) std::printf("%s%s", i == 0 ? "" : " ", algo::format_key(type, keys[i]).c_str());
    std::printf("]\n");
}

std::string shape_label(const algo::Options& options) {
    std::string label = std::string(algo::key_type_name(options.key_type)) + (options.descending ? " descending" : "");
    if (options.values) label += " + values";
    if (options.batch > 1) label = std::to_string(options.batch) + " arrays x " + std::to_string(options.n) + ", " + label;
    return label;
}

}  // namespace

int run_sort(std::span<char* const> args) {
    Arguments parsed(args, with(plan_value_options(), {"dist", "seed", "input", "output"}),
                     with(plan_flags(), {"steps", "verify"}));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    // The key type and batch are needed to read the input; n comes from the input.
    algo::Options options = plan_options(parsed, 0);
    SortInput input = sort_input(parsed, options);
    options.n = input.n;
    const std::vector<uint32_t> values = options.values ? algo::index_values(input.keys.size()) : std::vector<uint32_t>{};

    try {
        gpu::HeadlessDevice device;
        std::printf("renderer: %s\n", device.summary().c_str());
        options.device = gpu::device_caps(device.limits);
        const algo::Plan plan = info.build(options);
        gpu::Runner runner(device.programs, device.limits);
        runner.load(plan, input.keys, values);

        if (parsed.flag("steps")) {
            const bool show = input.keys.size() <= kPrintKeysUpTo;
            if (show) print_keys(input.keys, options.key_type);
            while (!runner.done()) {
                const size_t index = runner.cursor();
                runner.step();
                std::printf("%4zu/%zu %s\n", index + 1, runner.step_count(), algo::describe(plan.steps[index]).c_str());
                if (show) print_keys(runner.read_keys(), options.key_type);
            }
        } else {
            gpu::GpuTimer timer(device.limits.has_timestamp);
            timer.start();
            runner.run_to_end();
            const double ms = timer.stop_ms();
            std::printf("sorted %llu keys (%s; %s) with %.*s: %zu dispatches, %.3f ms on the GPU (%s)\n",
                        static_cast<unsigned long long>(input.keys.size()), input.label.c_str(),
                        shape_label(options).c_str(), static_cast<int>(info.id.size()), info.id.data(),
                        plan.steps.size(), ms, timer.method());
        }
        const std::vector<uint32_t> result = runner.read_keys();
        const std::vector<uint32_t> result_values = runner.read_values();
        if (auto path = parsed.value("output")) write_key_file(*path, result, options.key_type, result_values);

        if (parsed.flag("verify")) {
            const algo::ExpectedSort expected = algo::expected_sort(options, input.keys, values);
            const algo::SortCheck check = algo::check_sort(options, info.stable, expected, result, result_values);
            if (!check.ok) {
                std::printf("FAIL: %s\n", check.message.c_str());
                return 1;
            }
            std::printf("OK: %llu keys match std::stable_sort%s\n", static_cast<unsigned long long>(result.size()),
                        options.values ? (info.stable ? ", values in stable order" : ", values travel with their keys") : "");
        }
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
