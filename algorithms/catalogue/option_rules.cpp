// The generic option rules and the one check that runs every rule (see option_rules.hpp).
#include "algorithms/catalogue/option_rules.hpp"

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::algo {

std::optional<OptionProblem> check_generic_options(const Options& options) {
    if (!is_power_of_two(options.local_size) || options.local_size > kMaxLocalSize) {
        return OptionProblem{"wg", "--wg: the work-group size must be a power of two from 1 to " + std::to_string(kMaxLocalSize) +
                                       ", got " + std::to_string(options.local_size)};
    }
    if (options.batch == 0) return OptionProblem{"batch", "--batch: at least one array is needed, got 0"};
    if (options.batch > kMaxBatch) {
        return OptionProblem{"batch", "--batch: at most " + std::to_string(kMaxBatch) + " arrays (2^31, the most keys), got " +
                                          std::to_string(options.batch)};
    }
    if (uint64_t{options.n} * options.batch > kMaxKeys) {
        return OptionProblem{"batch", "--batch " + std::to_string(options.batch) + " arrays of " + std::to_string(options.n) +
                                          " keys is more than " + std::to_string(kMaxKeys) + " keys"};
    }
    if (options.tile != 0 && (options.tile < 2 || !is_power_of_two(options.tile))) {
        return OptionProblem{"tile", "--tile: keys per shared-memory tile must be a power of two of at least 2, got " +
                                         std::to_string(options.tile)};
    }
    if (options.tile > kMaxTile) {
        return OptionProblem{"tile", "--tile: keys per shared-memory tile must be at most " + std::to_string(kMaxTile) +
                                         ", got " + std::to_string(options.tile)};
    }
    return std::nullopt;
}

std::optional<OptionProblem> check_options(const Options& options) {
    if (auto problem = check_generic_options(options)) return problem;
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (info.validate == nullptr) continue;
        if (auto problem = info.validate(options)) return problem;
    }
    return loaded_network_algorithm().validate(options);
}

}  // namespace sortscope::algo
