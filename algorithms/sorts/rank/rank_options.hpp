// rank-shared's own option: the block factor (--block-factor), the keys each invocation loads into shared
// memory per block (seed 003). Its rule lives here, and the registry points at
// validate_rank_shared_options; the generic rules are the catalogue's (catalogue/option_rules.hpp).
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Block factors are powers of two from 1 to this (the plan may clamp one to the device's shared memory).
constexpr uint32_t kMaxBlockFactor = 32;

// Refuses a block factor that is not a power of two from 1 to kMaxBlockFactor.
std::optional<OptionProblem> validate_rank_shared_options(const Options& options);

}  // namespace sortscope::algo
