// rank-shared's own option, its block factor, and its rule (see rank_options.hpp).
#include "algorithms/sorts/rank/rank_options.hpp"

#include <iterator>
#include <string>

namespace sortscope::algo {

namespace {

// The factors the rule takes, which the app's controls offer.
constexpr uint32_t kBlockFactors[] = {1, 2, 4, 8, 16, 32};
static_assert(kBlockFactors[std::size(kBlockFactors) - 1] == kMaxBlockFactor);

}  // namespace

const OwnOption kBlockFactorOption = own_number_option({
    .name = "block-factor",
    .value = "F",
    .text = "rank-shared: keys each invocation loads per block, 1 to 32 (default 4)",
    .session_key = "block_factor",
    .control_label = "Block factor",
    .number = {.value = &kBlockFactorValue, .values = kBlockFactors},
});

const OwnOption* const kRankSharedOwnOptions[1] = {&kBlockFactorOption};

std::optional<OptionProblem> validate_rank_shared_options(const Options& options) {
    if (!is_power_of_two(block_factor_of(options)) || block_factor_of(options) > kMaxBlockFactor) {
        return OptionProblem{"block-factor", "--block-factor: must be a power of two from 1 to " + std::to_string(kMaxBlockFactor) +
                                                 ", got " + std::to_string(block_factor_of(options))};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
