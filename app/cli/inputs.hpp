// The keys a command works on: from a key file (--input) or a named distribution and seed (--n, --dist,
// --seed; algo::default_input: small keys a class can read up to 64 keys per array), for every array of a
// batch, in the plan's key type.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

struct SortInput {
    std::vector<uint32_t> keys;  // every array of the batch, one after another
    uint32_t n = 0;              // keys per array
    std::string label;           // where they came from: "random, random seed 7" or the file name
};

// `shape`: the plan options as parse_plan_options made them with n_option (the key type, the batch and
// --n, their rules already checked). A key file gives n itself (kMaxKeys at most, so n * batch keeps the
// rule). Throws UsageError naming the option, file or line.
SortInput read_input(const Arguments& args, const algo::Options& shape);

}  // namespace sortscope::cli
