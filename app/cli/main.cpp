// sortscope-cli: the headless face of Sortscope. Same engine as the desktop app, scriptable, and the
// tool that runs on a GPU machine with no display. Exit codes: 0 success, 1 runtime failure, 2 usage.
#include <cstdio>
#include <cstring>
#include <span>
#include <string>

#include "commands.hpp"

namespace {

constexpr const char* kUsage = R"(sortscope-cli: GPU sorting, one compute dispatch at a time (OpenGL 4.3, headless EGL)

usage:
  sortscope-cli list
      one line per algorithm: its id and what it does
  sortscope-cli plan --algo ID --n N [--wg W]
      one line per dispatch of the plan, then the numbers of dispatches, stages and comparators
  sortscope-cli sort --algo ID (--n N [--dist D] [--seed S] | --input FILE) [--output FILE]
                     [--wg W] [--steps] [--verify]
      sorts on the GPU. --input/--output: text files, one unsigned 32-bit key per line ('-' for stdout).
      --dist: random (default), sorted, reversed, few-unique, all-equal, zero-one, organ-pipe,
      nearly-sorted. --seed: default 1. --wg: work-group size, a power of two (default 256).
      --steps: run and print one dispatch at a time (and the keys, for n <= 32).
      --verify: compare with std::sort; print OK, or the first wrong index and exit 1.

n may be any whole number from 0 to 2^31, not only a power of two.
exit codes: 0 success, 1 runtime failure (no OpenGL 4.3, out of memory, I/O), 2 bad usage.
)";

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope::cli;
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
        std::strcmp(argv[1], "help") == 0) {
        std::fputs(kUsage, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    const std::span<char* const> args(argv + 2, static_cast<size_t>(argc - 2));
    try {
        if (command == "list") return run_list(args);
        if (command == "plan") return run_plan(args);
        if (command == "sort") return run_sort(args);
        throw UsageError("unknown command '" + command + "' (commands: list, plan, sort; see --help)");
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", command.c_str(), error.what());
        return 2;
    } catch (const RuntimeFailure& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", command.c_str(), error.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "sortscope-cli %s: out of host memory\n", command.c_str());
        return 1;
    }
}
