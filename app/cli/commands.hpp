// The sortscope-cli commands. Each takes the arguments after its name and returns the exit code; usage
// mistakes are thrown as UsageError and runtime failures as RuntimeFailure (main maps them to 2 and 1).
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "arguments.hpp"
#include "sortscope/algo/registry.hpp"

namespace sortscope::cli {

int run_list(std::span<char* const> args);
int run_plan(std::span<char* const> args);
int run_sort(std::span<char* const> args);

// Shared option handling.
constexpr uint64_t kMaxKeys = uint64_t{1} << 31;
const algo::AlgorithmInfo& algorithm_option(const Arguments& args);
algo::Options plan_options(const Arguments& args, uint32_t n);

}  // namespace sortscope::cli
