// sortscope-cli: the headless face of Sortscope. Same engine as the desktop app, scriptable, and the
// tool that runs on a GPU machine with no display. Exit codes: 0 success, 1 runtime failure, 2 usage.
// `sortscope-cli CMD --help` (or `help CMD`) prints a command's help, made from command_table.cpp.
// Interrupted (SIGINT, SIGTERM, SIGHUP): 130, 143, 129, leaving no temporary file behind.
#include <cerrno>
#include <cstdio>
#include <stdexcept>
#include <cstring>
#include <span>
#include <string>

#include "algorithms/text/quoted.hpp"
#include "check_process.hpp"
#include "commands.hpp"
#include "help_text.hpp"
#include "interrupt_cleanup.hpp"
#include "option_table.hpp"

namespace {

// Everything printed goes through stdout's buffer: a write that failed on the way (a full disk, a
// closed pipe, /dev/full) shows at the final flush, and turns a success into exit code 1.
int checked_standard_output(int code, const std::string& shown) {
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
    std::fprintf(stderr, "sortscope-cli %s: cannot write standard output: %s\n", shown.c_str(),
                 errno != 0 ? std::strerror(errno) : "a write failed");
    return 1;
}

bool is_help(const char* word) { return sortscope::options::is_help_word(word); }

// `help`, `--help` or `-h`, alone or before a command's name: the overview, or that command's help.
int run_help(std::span<char* const> words) {
    if (words.empty() || is_help(words[0])) {
        std::fputs(sortscope::cli::overview_text().c_str(), stdout);
        return 0;
    }
    const sortscope::cli::Command* command = sortscope::cli::find_command(words[0]);
    if (command == nullptr) {
        throw sortscope::cli::UsageError("no command " + sortscope::algo::quoted(words[0]) + " to explain (commands: " +
                                         sortscope::cli::command_names() + ")");
    }
    if (words.size() > 1) throw sortscope::cli::UsageError("unexpected argument " + sortscope::algo::quoted(words[1]));
    std::fputs(sortscope::cli::command_help_text(*command).c_str(), stdout);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope::cli;
    // The kernel lab's check-only mode: `lab check` runs this program again this way for each check
    // (app/lab/check_process.hpp). Not a command: no help, no options.
    if (argc == 4 && argv[1] == sortscope::lab::kCheckChildOption) return sortscope::lab::run_check_child(argv[2], argv[3]);
    // SIGINT, SIGTERM and SIGHUP remove the temporary file being written (and a half-made frames folder)
    // and exit with 128 + the signal's number: an interrupted command leaves the old file whole.
    sortscope::exports::install_interrupt_cleanup();
    if (argc < 2) {
        std::fputs(overview_text().c_str(), stderr);
        return 2;
    }
    const std::string name = argv[1];
    const std::string shown = sortscope::algo::printable(name);  // the prefix of every message
    const std::span<char* const> args(argv + 2, static_cast<size_t>(argc - 2));
    try {
        if (name == "help" || is_help(argv[1])) return checked_standard_output(run_help(args), shown);
        const Command* command = find_command(name);
        if (command == nullptr) {
            throw UsageError("unknown command " + sortscope::algo::quoted(name) + " (commands: " + command_names() +
                             "; see --help)");
        }
        if (asks_for_help(args, arguments_of(*command))) {
            std::fputs(command_help_text(*command).c_str(), stdout);
            return checked_standard_output(0, shown);
        }
        return checked_standard_output(command->run(args), shown);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 2;
    } catch (const RuntimeFailure& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "sortscope-cli %s: out of host memory\n", shown.c_str());
        return 1;
    } catch (const std::invalid_argument& error) {
        // A plan builder refused these options (they do not fit the algorithm or the device).
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 2;
    }
}
