// The keys a command works on: from a key file (--input) or a named distribution and seed (--n, --dist,
// --seed; algo::default_input: small keys a class can read up to 64 keys per array), for every array of a
// batch, in the plan's key type.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/costs/budget.hpp"
#include "algorithms/inputs/key_file.hpp"
#include "algorithms/plan/plan.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

// The most keys one run takes, all arrays together (algo::kMaxKeys, catalogue/option_rules.hpp).
constexpr uint64_t kMaxKeysOfAFile = uint64_t{1} << 31;

struct SortInput {
    std::vector<uint32_t> keys;  // every array of the batch, one after another
    uint32_t n = 0;              // keys per array
    std::string label;           // where they came from: "random, random seed 7" or the file name
};

// The input options checked without reading or making any keys: --input alone, or --n with a known
// --dist and a --seed that is a number. Throws UsageError.
void check_input_options(const Arguments& args);

// `shape`: the plan options as parse_plan_options made them with n_option (the key type, the batch and
// --n, their rules already checked). A key file gives n itself (kMaxKeys at most, so n * batch keeps the
// rule). Throws UsageError naming the option, file or line.
SortInput read_input(const Arguments& args, const algo::Options& shape, const algo::KeyFileBounds& bounds = {});

// The keys of --input, read now (the file gives n, which is set in `shape`); or nullopt when the keys
// are made from --n, --dist and --seed, which a command does only once it fits its budget (read_input).
// A file that may hold more keys than `budget`'s memory holds is refused (UsageError) without reading it;
// a pipe (--input /dev/stdin or -) is read up to the same bound and refused past it, and past
// `max_keys` (named by `keys_bound`: "a quiz takes at most 64"), each naming the input and the bound.
std::optional<SortInput> file_input(const Arguments& args, algo::Options& shape, const algo::Budget& budget,
                                    uint64_t max_keys = kMaxKeysOfAFile, const std::string& keys_bound = "");

}  // namespace sortscope::cli
