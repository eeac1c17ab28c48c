// bitonic-shared's option rule (see bitonic_shared_options.hpp).
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

#include <string>

namespace sortscope::algo {

std::optional<OptionProblem> validate_bitonic_shared_options(const Options& options) {
    if (options.items != 0 && (options.items < 2 || options.items > kMaxNetworkItems || !is_power_of_two(options.items))) {
        return OptionProblem{"items", "--items: keys per invocation of the fused network kernels must be 2, 4, 8, 16 or 32, got " +
                                          std::to_string(options.items)};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
