// `sortscope-cli list`: one line per algorithm, its id then a one-line description.
#include <cstdio>

#include "commands.hpp"

namespace sortscope::cli {

int run_list(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("list"));
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        std::printf("%-24.*s %.*s\n", static_cast<int>(info.id.size()), info.id.data(),
                    static_cast<int>(info.summary.size()), info.summary.data());
    }
    return 0;
}

}  // namespace sortscope::cli
