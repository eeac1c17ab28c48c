// bitonic-shared's option rule, and how its --shuffles is read (see bitonic_shared_options.hpp).
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

#include <string>

#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

namespace sortscope::algo {

std::optional<OptionProblem> validate_bitonic_shared_options(const Options& options) {
    if (options.items != 0 && (options.items < 2 || options.items > kMaxNetworkItems || !is_power_of_two(options.items))) {
        return OptionProblem{"items", "--items: keys per invocation of the fused network kernels must be 2, 4, 8, 16 or 32, got " +
                                          std::to_string(options.items)};
    }
    return std::nullopt;
}

const NamedOptionValue kShufflesValue{"off, on or emulated", [](Options& options, std::string_view name) {
    const auto shuffles = parse_network_shuffles(name);
    if (shuffles) options.shuffles = *shuffles;
    return shuffles.has_value();
}, nullptr};

}  // namespace sortscope::algo
