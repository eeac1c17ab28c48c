// The sortscope-cli commands. Each takes the arguments after its name and returns the exit code; usage
// mistakes are thrown as UsageError and runtime failures as RuntimeFailure (main maps them to 2 and 1).
// Each parses its arguments with command_arguments(its name): the options command_table.cpp gives it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "arguments.hpp"
#include "command_table.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

int run_list(std::span<char* const> args);
int run_plan(std::span<char* const> args);
int run_sort(std::span<char* const> args);
int run_table(std::span<char* const> args);
int run_verify(std::span<char* const> args);
int run_bench(std::span<char* const> args);
int run_export(std::span<char* const> args);
int run_quiz(std::span<char* const> args);
int run_lab(std::span<char* const> args);
int run_network(std::span<char* const> args);

// [SECTION] Options shared by the commands that build a plan
using algo::kMaxKeys;  // the most keys of one run, all arrays together (catalogue/option_rules.hpp)

// --algo's entry, or the loaded network's with --network (never both).
const algo::AlgorithmInfo& algorithm_option(const Arguments& args);
// --n, or 0 when it is not given (the keys then come from a file, which gives n).
// With --network and no --n (nor --input): the network's wire count.
uint32_t n_option(const Arguments& args);
// --n, required unless --network gives it.
uint32_t required_n_option(const Arguments& args);
// The plan options' text parsed into Options with `n` keys per array (bench: its largest size; 0 until a
// key file gives it), the device left at the GL minimum. Every rule is algo::check_options's, and its
// refusal is a UsageError naming the option, the rule and the value. An option that none of
// `algorithms` reads (AlgorithmInfo::reads and own_options: --tile for bitonic) is refused the same way, in every
// command.
algo::Options parse_plan_options(const Arguments& args, uint32_t n, std::span<const algo::AlgorithmInfo* const> algorithms);
algo::Options parse_plan_options(const Arguments& args, uint32_t n, const algo::AlgorithmInfo& info);
// The plan of `info` for `options` at any n keys per array: what the budget's walk builds (run_limit.hpp),
// before any device is open, with the options the algorithm estimates such a plan with
// (AlgorithmInfo::before_device: a forced path that the device decides).
inline PlanBuilder plan_builder(const algo::AlgorithmInfo& info, const algo::Options& options) {
    return PlanBuilder{&info, info.before_device != nullptr ? info.before_device(options) : options};
}

// A note on stderr for an algorithm's own option that the device cannot honour, so the run does not go
// without it quietly (OwnOption::note_on_device, as the algorithm words it). With the device opened, an
// own option forced to what the device cannot run is refused (OwnOption::refused_on_device, UsageError).
void note_missing_features(const Arguments& args, const algo::Options& options, bool device_opened);

// [SECTION] Step numbers, by the one numbering (algorithms/text/steps.hpp): step 1 is the first dispatch
// The index in plan.steps of step `number` given to `option`; 0 (the input) is refused, as it names no
// dispatch. A number past the plan is left to the caller, which names the plan's steps.
size_t step_index_option(uint64_t number, const std::string& option);
// --step K (or another option naming a step) as an index into plan.steps, or nothing when not given; 0
// or past the plan is a UsageError that names the plan's steps.
std::optional<size_t> step_option(const Arguments& args, const algo::Plan& plan, const std::string& option = "step");

}  // namespace sortscope::cli
