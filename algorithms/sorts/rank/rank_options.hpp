// rank-shared's own option: the block factor (--block-factor), the keys each invocation loads into shared
// memory per block (seed 003), declared here once (kBlockFactorOption, which its catalogue entry lists in
// own_options) and kept in Options::own (block_factor_of). Its rule lives here, and the registry points at
// validate_rank_shared_options; the generic rules are the catalogue's (catalogue/option_rules.hpp).
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Block factors are powers of two from 1 to this (the plan may clamp one to the device's shared memory).
constexpr uint32_t kMaxBlockFactor = 32;

// The block factor asked for (default 4; the plan may lower it: rank_shared_block_factor), and setting it.
inline constexpr OwnValue kBlockFactorValue{"block-factor", 4};
uint32_t block_factor_of(const OwnValueHolder auto& holder) { return own_value(holder, kBlockFactorValue); }
void set_block_factor(OwnValueHolder auto& holder, uint32_t factor) { set_own_value(holder, kBlockFactorValue, factor); }

// --block-factor (session key "block_factor"; sortscope-cli's command line, and the app's controls under
// Kernels).
extern const OwnOption kBlockFactorOption;
extern const OwnOption* const kRankSharedOwnOptions[1];

// Refuses a block factor that is not a power of two from 1 to kMaxBlockFactor.
std::optional<OptionProblem> validate_rank_shared_options(const Options& options);

}  // namespace sortscope::algo
