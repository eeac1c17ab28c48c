// rank-shared's own option, its block factor, and its rule (see rank_options.hpp).
#include "algorithms/sorts/rank/rank_options.hpp"

#include <iterator>
#include <string>

namespace sortscope::algo {

namespace {

const OwnValue kBlockFactorValue{"block-factor", 4};

// The factors the rule takes, which the app's controls offer.
constexpr uint32_t kBlockFactors[] = {1, 2, 4, 8, 16, 32};
static_assert(kBlockFactors[std::size(kBlockFactors) - 1] == kMaxBlockFactor);

}  // namespace

uint32_t block_factor_of(const OwnValues& own) { return own.get(kBlockFactorValue); }
uint32_t block_factor_of(const Options& options) { return block_factor_of(options.own); }
void set_block_factor(OwnValues& own, uint32_t factor) { own.set(kBlockFactorValue, factor); }
void set_block_factor(Options& options, uint32_t factor) { set_block_factor(options.own, factor); }

const OwnOption kBlockFactorOption{
    .name = "block-factor",
    .value = "F",
    .text = "rank-shared: keys each invocation loads per block, 1 to 32 (default 4)",
    .app = false,
    .app_text = {},
    .session_key = "block_factor",
    .named = {},
    .number = {.value = &kBlockFactorValue,
               .app_default = 0,
               .app_default_differs = false,
               .values = kBlockFactors,
               .value_label = nullptr,
               .heading = nullptr},
    .choices = {},
    .control_label = "Block factor",
    .refused_on_device = nullptr,
    .note_on_device = nullptr,
};

const OwnOption* const kRankSharedOwnOptions[1] = {&kBlockFactorOption};

std::optional<OptionProblem> validate_rank_shared_options(const Options& options) {
    if (!is_power_of_two(block_factor_of(options)) || block_factor_of(options) > kMaxBlockFactor) {
        return OptionProblem{"block-factor", "--block-factor: must be a power of two from 1 to " + std::to_string(kMaxBlockFactor) +
                                                 ", got " + std::to_string(block_factor_of(options))};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
