// The commands of sortscope-cli, in one table: each command's name, what it does, how it is called, the
// options it takes from the option table (grouped as its help shows them), examples, and the function that runs it. This is
// the one place that says which options a command takes: its parser accepts exactly these
// (command_arguments) and its --help lists exactly these (help_text.hpp), and main dispatches through
// it, so a command cannot exist without its help.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arguments.hpp"
#include "option_table.hpp"

namespace sortscope::cli {

// An option of the table (app/options/option_table.hpp), as the commands list them.
using CliOption = options::OptionSpec;

struct OptionGroup {
    std::string_view title;  // "options", "inputs", "plan options"
    std::vector<const CliOption*> options;
};

struct Example {
    std::string line;  // a whole command line, starting with sortscope-cli
    std::string note;  // what it shows
};

struct Command {
    std::string_view name;
    std::string_view summary;            // one line of the overview (sortscope-cli --help)
    std::vector<std::string_view> usage; // one line per form, each after "sortscope-cli NAME "
    std::string_view about;              // what it does, one paragraph ({race}...: catalogue_words.hpp)
    std::vector<OptionGroup> groups;
    std::vector<Example> examples;
    int (*run)(std::span<char* const> args) = nullptr;  // takes the arguments after the command's name
    std::string (*notes)() = nullptr;    // help made from the catalogue at run time, or null
    size_t max_operands = 0;             // words it takes that are not options (`lab check NAME FILE`)
};

// Every command, in the order the overview lists them.
std::span<const Command> all_commands();
// The command named `name`, or null.
const Command* find_command(std::string_view name);
// "list, plan, sort, ...": for messages that name the commands.
std::string command_names();

// What `command` accepts: every option of its groups.
ArgumentSpec arguments_of(const Command& command);
// The same by name, for the commands' own parsers; `name` must be in the table.
ArgumentSpec command_arguments(std::string_view name);

}  // namespace sortscope::cli
