// Command-line parsing for sortscope-cli: `--name value` options and `--name` flags, checked against
// what each command accepts (command_table.hpp says what that is). Every problem is a UsageError with a
// one-line reason (exit code 2).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "option_spec.hpp"
#include "usage_error.hpp"

namespace sortscope::cli {

// Bad usage (exit code 2): the one error both programs' option parsers throw.
using UsageError = options::UsageError;

// A failure while running (no GL, out of memory, an unwritable file): exit code 1.
class RuntimeFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What a command accepts: its options that take a value and its flags (names without the dashes), and
// short spellings of them ("-o" -> "output").
struct ArgumentSpec {
    std::set<std::string> value_options;
    std::set<std::string> flags;
    std::map<std::string, std::string> short_names;
    size_t max_operands = 0;  // words that are not options (`lab check NAME FILE`), at most this many
};

class Arguments {
public:
    // `args` excludes the program and command names. Throws UsageError for an unknown option, a missing
    // value, or an option given twice.
    Arguments(std::span<char* const> args, const ArgumentSpec& spec);

    bool flag(const std::string& name) const { return m_flags.count(name) != 0; }
    // The words that are not options, in order (at most ArgumentSpec::max_operands).
    const std::vector<std::string>& operands() const { return m_operands; }
    std::optional<std::string> value(const std::string& name) const;
    std::string required(const std::string& name) const;

    // Whole numbers in [0, max]; anything else ("abc", "-5", "1e3", "99999999999") is a UsageError
    // naming the option and the text.
    std::optional<uint64_t> number(const std::string& name, uint64_t max) const;
    uint64_t required_number(const std::string& name, uint64_t max) const;

    // The same by the option table's entry (app/options/option_table.hpp), so that code names an option
    // by its entry rather than by its name written out.
    bool flag(const options::OptionSpec& option) const { return flag(std::string(option.name)); }
    std::optional<std::string> value(const options::OptionSpec& option) const { return value(std::string(option.name)); }
    std::string required(const options::OptionSpec& option) const { return required(std::string(option.name)); }
    std::optional<uint64_t> number(const options::OptionSpec& option, uint64_t max) const { return number(std::string(option.name), max); }

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
    std::vector<std::string> m_operands;
};

// Whether `args` ask for the command's help: --help or -h where an option may stand, not as the value
// of an option (`export -o -h` writes a file named -h).
bool asks_for_help(std::span<char* const> args, const ArgumentSpec& spec);

// Parses a whole number in [0, max]; `what` names the input in the error ("--n", "keys.txt:3").
uint64_t parse_whole_number(const std::string& text, uint64_t max, const std::string& what);

}  // namespace sortscope::cli
