// `sortscope-cli sort`: sorts keys on the GPU with one algorithm's plan.
//   --algo ID (--n N [--dist D] [--seed S] | --input FILE) [--output FILE] [plan options] [--steps] [--verify]
// The keys come from --input (one per line) or from the named distribution and seed. --steps runs one
// dispatch at a time and prints each; --verify compares the result with std::stable_sort.
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/verify/check.hpp"
#include "commands.hpp"
#include "device/gpu_error.hpp"
#include "device/headless_device.hpp"
#include "memory/vulkan_memory.hpp"
#include "inputs.hpp"
#include "key_files.hpp"
#include "progress.hpp"
#include "run_limit.hpp"
#include "runner.hpp"
#include "timing/speed_probe.hpp"
#include "timing/timer.hpp"

namespace sortscope::cli {

namespace {

constexpr uint32_t kPrintKeysUpTo = 32;  // --steps shows the keys after each dispatch up to this many

void print_keys(const std::vector<uint32_t>& keys, algo::KeyType type) {
    std::printf("       [%s]\n", algo::format_keys(type, keys).c_str());
}

std::string shape_label(const algo::Options& options) {
    std::string label = std::string(algo::key_type_name(options.key_type)) + (options.descending ? " descending" : "");
    if (options.values) label += " + values";
    if (options.batch > 1) label = std::to_string(options.batch) + " arrays x " + std::to_string(options.n) + ", " + label;
    return label;
}

// A memory refusal's suggestion fits memory only: at that n the run may still take days (rank's
// suggested 765,460,480) or need more than the device's largest buffer. So the device's speed is probed
// as a run's would be, and the suggestion made again within memory, time and the buffer together.
std::string refusal_within_device(const std::string& memory_refusal, const algo::AlgorithmInfo& info, const algo::Options& unsplit,
                                  const algo::Budget& budget, algo::FunctionRef<algo::Cost(const algo::Plan&)> memory_cost,
                                  gpu::HeadlessDevice& device) {
    try {
        const PlanBuilder build{&info, unsplit};
        algo::DeviceSpeed speed = gpu::probe_device_speed(device.programs, device.limits);
        speed = gpu::calibrated_speed(device.programs, device.limits, speed, build, unsplit.n);
        const uint64_t max_buffer = device.limits.max_storage_block_bytes;
        auto cost = [&](const algo::Plan& plan) {
            algo::Cost both = memory_cost(plan);
            both.ms = algo::estimate_plan_ms(plan, speed);
            if (max_buffer != 0 && algo::largest_buffer_bytes(plan) > max_buffer) {
                both.beyond = "would need a buffer of " + algo::bytes_text(algo::largest_buffer_bytes(plan)) +
                              ", more than this device's largest storage buffer (" + algo::bytes_text(max_buffer) + ")";
            }
            return both;
        };
        const algo::BudgetCheck check = algo::check_budget(std::string(info.id), unsplit.n, build, cost, budget, speed.source);
        // The reason stays the memory's; the suggestion is the one that fits every limit (its source
        // says the probe on this device).
        const std::string tail = "; the largest n that fits";
        const size_t old_tail = memory_refusal.find(tail);
        const size_t new_tail = check.refusal.find(tail);
        if (!check.plan && old_tail != std::string::npos && new_tail != std::string::npos) {
            return memory_refusal.substr(0, old_tail) + check.refusal.substr(new_tail);
        }
    } catch (const gpu::GpuError&) {
    } catch (const std::invalid_argument&) {
    }
    return memory_refusal;
}

}  // namespace

int run_sort(std::span<char* const> args) {
    // Every option is checked before the GL context or the keys exist: a usage error costs nothing. The
    // budget's check runs once the device is open, with its sizes and features, so that the plan it
    // builds is the plan that runs: one build (resolve_run.hpp).
    const Arguments parsed(args, command_arguments("sort"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    const algo::Budget budget = budget_option(parsed);
    const std::optional<std::string> output = parsed.value("output");
    if (output && output->empty()) throw UsageError("--output: a file name is needed, got nothing ('-': standard output)");
    // The key type and batch are needed to read the input; n comes from --n or the key file.
    algo::Options options = parse_plan_options(parsed, n_option(parsed), info);
    // A key file gives n, so it is read now; keys from --n are made only once the command fits its budget.
    std::optional<SortInput> input = file_input(parsed, options, budget);
    const bool verify = parsed.flag("verify");
    auto cost = [&](const algo::Plan& plan) { return algo::sort_cost(plan, verify, output.has_value()); };

    try {
        gpu::HeadlessDevice device;
        options.device = gpu::device_caps(device.limits);
        algo::Options unsplit = options;
        unsplit.device.max_dispatch_comparisons = 0;
        algo::Plan checked;
        try {
            checked = plan_within_budget(std::string(info.id), options.n, PlanBuilder{&info, unsplit}, cost, budget);
        } catch (const UsageError& refusal) {
            throw UsageError(refusal_within_device(refusal.what(), info, unsplit, budget, cost, device));
        }
        std::printf("renderer: %s\n", device.summary().c_str());
        std::printf("buffers: %s\n", gpu::buffer_memory_text().c_str());
        note_missing_features(parsed, options, true);
        const PlannedRun run = plan_run(budget, info, options, device.programs, device.limits, std::move(checked));
        if (!input) input = read_input(parsed, options);
        const algo::Plan& plan = run.plan;
        const RunBudget& run_budget = run.budget;
        // What the run was allowed on (scripts/check-estimates compares it with the run's time).
        std::printf("estimate: about %s on this device (from %s)\n", algo::duration_text(run_budget.estimate_ms).c_str(),
                    run_budget.speed.source.c_str());
        const std::vector<uint32_t> values = options.values ? algo::index_values(input->keys.size()) : std::vector<uint32_t>{};
        gpu::Runner runner(device.programs, device.limits);
        runner.load(plan, input->keys, values);

        if (parsed.flag("steps")) {
            const bool show = input->keys.size() <= kPrintKeysUpTo;
            if (show) print_keys(input->keys, options.key_type);
            while (!runner.done()) {
                const size_t index = runner.cursor();
                runner.step();
                // "3/10" after the third step: numbered as `plan` and the app number steps.
                std::printf("%4llu/%zu %s\n", static_cast<unsigned long long>(algo::step_number(index)), runner.step_count(),
                            algo::describe(plan.steps[index]).c_str());
                if (show) print_keys(runner.read_keys(), options.key_type);
            }
        } else {
            gpu::GpuTimer timer(device.limits.has_timestamp);
            runner.wait_for_input();
            Progress progress("sort: " + std::string(info.id) + " of " + std::to_string(input->keys.size()) + " keys");
            timer.start();
            if (progress.shown() && run_budget.estimate_ms > kProbeAfterMs) {
                // Step by step, waiting for the GPU only when a progress line is due (four times a second).
                double done_ms = 0.0;
                while (!runner.done()) {
                    done_ms += algo::estimate_step_ms(plan, plan.steps[runner.cursor()], run_budget.speed);
                    runner.step();
                    if (progress.due()) {
                        runner.wait_for_gpu();
                        progress.update(done_ms / run_budget.estimate_ms);
                    }
                }
            }
            runner.run_to_end();
            const double ms = timer.stop_ms();
            progress.clear();
            std::printf("sorted %s (%s; %s) with %.*s: %s, %.3f ms on the GPU (%s)\n",
                        algo::count_of(input->keys.size(), "key", "keys").c_str(), input->label.c_str(),
                        shape_label(options).c_str(), static_cast<int>(info.id.size()), info.id.data(),
                        algo::count_of(plan.steps.size(), "dispatch", "dispatches").c_str(), ms, timer.method());
        }
        const std::vector<uint32_t> result = runner.read_keys();
        const std::vector<uint32_t> result_values = runner.read_values();
        if (output) write_key_file(*output, result, options.key_type, result_values);

        if (parsed.flag("verify")) {
            const algo::ExpectedSort expected = algo::expected_sort(options, input->keys, values);
            const algo::SortCheck check = algo::check_sort(options, info.stable, expected, result, result_values);
            if (!check.ok) {
                std::printf("FAIL: %s\n", check.message.c_str());
                return 1;
            }
            std::printf("OK: %s %s std::stable_sort%s\n", algo::count_of(result.size(), "key", "keys").c_str(),
                        result.size() == 1 ? "matches" : "match",
                        options.values ? (info.stable ? ", values in stable order" : ", values travel with their keys") : "");
        }
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
