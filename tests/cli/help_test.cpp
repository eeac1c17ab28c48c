// sortscope-cli's help, without running the program: the commands' table (command_table.hpp) and the
// option texts (app/options/option_table.hpp) against what the commands really do. The help's text as printed, and
// the man page, are checked end to end by tests/cli/command_help.cmake and man_page_commands.cmake.
#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"
#include "command_table.hpp"
#include "help_text.hpp"
#include "plan_runs.hpp"
#include "run_limit.hpp"

using namespace sortscope;

namespace {

std::vector<std::string> words_of(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

std::vector<char*> argv_of(std::vector<std::string>& words) {
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    return argv;
}

bool mentions(std::string_view text, const std::string& part) { return text.find(part) != std::string_view::npos; }

}  // namespace

TEST_CASE("every example in the help is a valid command line of its command", "[cli][help]") {
    for (const cli::Command& command : cli::all_commands()) {
        CHECK(command.examples.size() >= 2);
        CHECK(command.examples.size() <= 3);
        for (const cli::Example& example : command.examples) {
            INFO(example.line);
            std::vector<std::string> words = words_of(example.line);
            REQUIRE(words.size() >= 2);
            CHECK(words[0] == "sortscope-cli");
            const cli::Command* target = cli::find_command(words[1]);
            REQUIRE(target != nullptr);
            std::vector<char*> argv = argv_of(words);
            const std::span<char* const> args = std::span<char* const>(argv).subspan(2);
            CHECK_NOTHROW(cli::Arguments(args, cli::arguments_of(*target)));
            CHECK_FALSE(cli::asks_for_help(args, cli::arguments_of(*target)));
            CHECK_FALSE(example.note.empty());
        }
    }
}

TEST_CASE("no command takes two options of one name", "[cli][help]") {
    for (const cli::Command& command : cli::all_commands()) {
        INFO(command.name);
        std::set<std::string_view> names;
        for (const cli::OptionGroup& group : command.groups) {
            for (const cli::CliOption* option : group.options) {
                INFO(option->name);
                CHECK(names.insert(option->name).second);
                if (!option->short_name.empty()) CHECK(names.insert(option->short_name).second);
            }
        }
    }
}

TEST_CASE("the defaults the help names are the ones the commands use", "[cli][help]") {
    const algo::Options defaults;
    CHECK(mentions(options::kWorkGroupOption.text, "default " + std::to_string(defaults.local_size)));
    CHECK(mentions(algo::kRadixBitsOption.text, "default " + std::to_string(algo::radix_bits_of(defaults))));
    CHECK(mentions(algo::kBlockFactorOption.text, "default " + std::to_string(algo::block_factor_of(defaults))));
    CHECK(mentions(options::kMaxSecondsOption.text, "default " + std::to_string(cli::kDefaultMaxSeconds)));
    CHECK(mentions(options::kCopyMibOption.text, "default " + std::to_string(measure::kCopyBandwidthBytes >> 20)));
}

TEST_CASE("the help of --dist names every distribution", "[cli][help]") {
    for (const algo::Distribution distribution : algo::all_distributions()) {
        const std::string name(algo::distribution_name(distribution));
        INFO(name);
        CHECK(mentions(options::kDistOption.text, name));
    }
}

TEST_CASE("--help counts where an option may stand, not as the value of an option", "[cli][help]") {
    const cli::ArgumentSpec spec = cli::command_arguments("export");
    std::vector<std::string> asking = {"--algo", "bitonic", "-h"};
    std::vector<std::string> naming_a_file = {"--algo", "bitonic", "-o", "-h", "--format", "svg"};
    std::vector<std::string> value_named_help = {"--frames", "--help"};
    std::vector<std::string> after_a_flag = {"--shade", "--help"};
    std::vector<char*> argv = argv_of(asking);
    CHECK(cli::asks_for_help(argv, spec));
    argv = argv_of(naming_a_file);
    CHECK_FALSE(cli::asks_for_help(argv, spec));
    argv = argv_of(value_named_help);
    CHECK_FALSE(cli::asks_for_help(argv, spec));
    argv = argv_of(after_a_flag);
    CHECK(cli::asks_for_help(argv, spec));
}

TEST_CASE("help text wraps at spaces within the width, a long word alone on its line", "[cli][help]") {
    CHECK(cli::wrapped("one two three", 0, 2, 9) == "one two\n  three\n");
    CHECK(cli::wrapped("one two", 5, 0, 9) == "one\ntwo\n");
    CHECK(cli::wrapped("a muchtoolongword b", 0, 1, 6) == "a\n muchtoolongword\n b\n");
    CHECK(cli::wrapped("", 0, 0, 10) == "\n");
}

TEST_CASE("a command's help has its usage, every option it takes and its examples", "[cli][help]") {
    for (const cli::Command& command : cli::all_commands()) {
        INFO(command.name);
        const std::string help = cli::command_help_text(command);
        CHECK(mentions(help, "usage: sortscope-cli " + std::string(command.name)));
        const cli::ArgumentSpec spec = cli::arguments_of(command);
        for (const std::string& name : spec.value_options) {
            CHECK((mentions(help, "\n  --" + name + " ") || mentions(help, ", --" + name + " ")));
        }
        for (const std::string& name : spec.flags) CHECK(mentions(help, "\n  --" + name + " "));
        for (const cli::Example& example : command.examples) CHECK(mentions(help, "\n  " + std::string(example.line) + "\n"));
        CHECK(mentions(cli::overview_text(), "\n  " + std::string(command.name) + " "));
    }
}
