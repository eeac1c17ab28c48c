// rank-shared's option rule (see rank_options.hpp).
#include "algorithms/sorts/rank/rank_options.hpp"

#include <string>

namespace sortscope::algo {

std::optional<OptionProblem> validate_rank_shared_options(const Options& options) {
    if (!is_power_of_two(options.block_factor) || options.block_factor > kMaxBlockFactor) {
        return OptionProblem{"block-factor", "--block-factor: must be a power of two from 1 to " + std::to_string(kMaxBlockFactor) +
                                                 ", got " + std::to_string(options.block_factor)};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
