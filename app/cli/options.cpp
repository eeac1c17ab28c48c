// Options shared by the commands that build a plan.
#include <string>

#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/text/quoted.hpp"
#include "commands.hpp"

namespace sortscope::cli {

std::set<std::string> plan_value_options() {
    return {"algo", "n", "wg", "keys", "batch", "radix-bits", "block-factor", "tile", "items", "shuffles", "onesweep-path", "onesweep-ranking"};
}

std::set<std::string> plan_flags() { return {"desc", "values"}; }

std::set<std::string> with(std::set<std::string> base, const std::set<std::string>& more) {
    base.insert(more.begin(), more.end());
    return base;
}

const algo::AlgorithmInfo& algorithm_option(const Arguments& args) {
    const std::string id = args.required("algo");
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(id)) return *info;
    throw UsageError("--algo: unknown algorithm " + algo::quoted(id) + " (known: " + algo::known_algorithm_ids() + ")");
}

algo::Options plan_options(const Arguments& args, uint32_t n) {
    algo::Options options;
    options.n = n;
    const uint64_t local_size = args.number("wg", 1024).value_or(256);
    if (local_size == 0 || (local_size & (local_size - 1)) != 0) {
        throw UsageError("--wg: the work-group size must be a power of two from 1 to 1024, got " +
                         std::to_string(local_size));
    }
    options.local_size = static_cast<uint32_t>(local_size);
    if (auto name = args.value("keys")) {
        const auto type = algo::parse_key_type(*name);
        if (!type) throw UsageError("--keys: unknown key type " + algo::quoted(*name) + " (known: u32, i32, f32)");
        options.key_type = *type;
    }
    options.descending = args.flag("desc");
    options.values = args.flag("values");
    const uint64_t batch = args.number("batch", 65535).value_or(1);
    if (batch == 0) throw UsageError("--batch: at least one array is needed, got 0");
    options.batch = static_cast<uint32_t>(batch);
    if (uint64_t{n} * batch > kMaxKeys) {
        throw UsageError("--batch " + std::to_string(batch) + " arrays of " + std::to_string(n) + " keys is more than " +
                         std::to_string(kMaxKeys) + " keys");
    }
    const uint64_t radix_bits = args.number("radix-bits", 64).value_or(4);
    if (radix_bits != 2 && radix_bits != 4 && radix_bits != 8) {
        throw UsageError("--radix-bits: the digit width must be 2, 4 or 8, got " + std::to_string(radix_bits));
    }
    options.radix_bits = static_cast<uint32_t>(radix_bits);
    const uint64_t block_factor = args.number("block-factor", 64).value_or(4);
    if (block_factor == 0 || block_factor > 32 || (block_factor & (block_factor - 1)) != 0) {
        throw UsageError("--block-factor: must be a power of two from 1 to 32, got " + std::to_string(block_factor));
    }
    options.block_factor = static_cast<uint32_t>(block_factor);
    const uint64_t tile = args.number("tile", uint64_t{1} << 20).value_or(0);
    if (tile != 0 && (tile < 2 || (tile & (tile - 1)) != 0)) {
        throw UsageError("--tile: keys per shared-memory tile must be a power of two of at least 2, got " +
                         std::to_string(tile));
    }
    options.tile = static_cast<uint32_t>(tile);
    const uint64_t items = args.number("items", 32).value_or(0);
    if (items != 0 && (items < 2 || (items & (items - 1)) != 0)) {
        throw UsageError("--items: keys per invocation of the fused network kernels must be 2, 4, 8, 16 or 32, got " +
                         std::to_string(items));
    }
    options.items = static_cast<uint32_t>(items);
    if (auto name = args.value("shuffles")) {
        const auto shuffles = algo::parse_network_shuffles(*name);
        if (!shuffles) throw UsageError("--shuffles: must be off, on or emulated, got '" + *name + "'");
        options.shuffles = *shuffles;
    }
    if (auto name = args.value("onesweep-path")) {
        const auto path = algo::parse_onesweep_path(*name);
        if (!path) throw UsageError("--onesweep-path: must be lookback, portable or auto, got " + algo::quoted(*name));
        options.onesweep_path = *path;
    }
    if (auto name = args.value("onesweep-ranking")) {
        const auto ranking = algo::parse_onesweep_ranking(*name);
        if (!ranking) throw UsageError("--onesweep-ranking: must be split, ballot, match or auto, got " + algo::quoted(*name));
        options.onesweep_ranking = *ranking;
    }
    return options;
}

}  // namespace sortscope::cli
