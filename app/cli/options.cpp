// Options shared by several commands: --algo and --wg.
#include <string>

#include "commands.hpp"

namespace sortscope::cli {

const algo::AlgorithmInfo& algorithm_option(const Arguments& args) {
    const std::string id = args.required("algo");
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(id)) return *info;
    std::string known;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) known += (known.empty() ? "" : ", ") + std::string(info.id);
    throw UsageError("--algo: unknown algorithm '" + id + "' (known: " + known + ")");
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
    return options;
}

}  // namespace sortscope::cli
