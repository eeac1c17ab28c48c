// The sortscope-cli commands. Each takes the arguments after its name and returns the exit code; usage
// mistakes are thrown as UsageError and runtime failures as RuntimeFailure (main maps them to 2 and 1).
// Each parses its arguments with command_arguments(its name): the options command_table.cpp gives it.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "arguments.hpp"
#include "command_table.hpp"

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

// [SECTION] Options shared by the commands that build a plan
using algo::kMaxKeys;  // the most keys of one run, all arrays together (catalogue/option_rules.hpp)

const algo::AlgorithmInfo& algorithm_option(const Arguments& args);
// --n, or 0 when it is not given (the keys then come from a file, which gives n).
uint32_t n_option(const Arguments& args);
// The plan options' text parsed into Options with `n` keys per array (bench: its largest size; 0 until a
// key file gives it), the device left at the GL minimum. Every rule is algo::check_options's, and its
// refusal is a UsageError naming the option, the rule and the value.
algo::Options parse_plan_options(const Arguments& args, uint32_t n);

}  // namespace sortscope::cli
