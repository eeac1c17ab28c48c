// The sortscope-cli commands. Each takes the arguments after its name and returns the exit code; usage
// mistakes are thrown as UsageError and runtime failures as RuntimeFailure (main maps them to 2 and 1).
#pragma once

#include <cstdint>
#include <set>
#include <span>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

int run_list(std::span<char* const> args);
int run_plan(std::span<char* const> args);
int run_sort(std::span<char* const> args);
int run_table(std::span<char* const> args);
int run_verify(std::span<char* const> args);
int run_bench(std::span<char* const> args);
int run_export(std::span<char* const> args);
int run_quiz(std::span<char* const> args);

// [SECTION] Options shared by the commands that build a plan
constexpr uint64_t kMaxKeys = uint64_t{1} << 31;

// --algo --n --wg --keys --batch --radix-bits --block-factor --tile, and the flags --desc --values.
std::set<std::string> plan_value_options();
std::set<std::string> plan_flags();
// Adds `more` to `base`.
std::set<std::string> with(std::set<std::string> base, const std::set<std::string>& more);

const algo::AlgorithmInfo& algorithm_option(const Arguments& args);
// Everything but n and the device: work-group size, key type, direction, payload, batch, radix bits,
// block factor, each checked with a one-line reason.
algo::Options plan_options(const Arguments& args, uint32_t n);

}  // namespace sortscope::cli
