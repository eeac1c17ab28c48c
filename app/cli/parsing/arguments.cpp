// Option parsing with one-line reasons for every mistake.
#include "arguments.hpp"

#include "algorithms/text/quoted.hpp"
#include "option_table.hpp"
#include "whole_number.hpp"

namespace sortscope::cli {

Arguments::Arguments(std::span<char* const> args, const ArgumentSpec& spec) {
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string arg = args[i];
        const auto short_name = spec.short_names.find(arg);
        if (short_name == spec.short_names.end() && arg.rfind("--", 0) != 0) {
            if (m_operands.size() >= spec.max_operands) throw UsageError("unexpected argument " + algo::quoted(arg));
            m_operands.push_back(arg);
            continue;
        }
        const std::string name = short_name != spec.short_names.end() ? short_name->second : arg.substr(2);
        if (spec.flags.count(name) != 0) {
            m_flags.insert(name);
            continue;
        }
        if (spec.value_options.count(name) == 0) throw UsageError("unknown option " + algo::quoted(arg));
        if (i + 1 >= args.size()) throw UsageError(arg + " needs a value");
        if (!m_values.emplace(name, args[++i]).second) throw UsageError(arg + " is given twice");
    }
}

bool asks_for_help(std::span<char* const> args, const ArgumentSpec& spec) {
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (options::is_help_word(arg)) return true;
        const auto short_name = spec.short_names.find(arg);
        const std::string name = short_name != spec.short_names.end() ? short_name->second
                                 : arg.rfind("--", 0) == 0             ? arg.substr(2)
                                                                       : std::string();
        if (spec.value_options.count(name) != 0) ++i;  // its value, whatever it looks like
    }
    return false;
}

std::optional<std::string> Arguments::value(const std::string& name) const {
    auto found = m_values.find(name);
    if (found == m_values.end()) return std::nullopt;
    return found->second;
}

std::string Arguments::required(const std::string& name) const {
    auto text = value(name);
    if (!text) throw UsageError("--" + name + " is required");
    return *text;
}

std::optional<uint64_t> Arguments::number(const std::string& name, uint64_t max) const {
    auto text = value(name);
    if (!text) return std::nullopt;
    return parse_whole_number(*text, max, "--" + name);
}

uint64_t Arguments::required_number(const std::string& name, uint64_t max) const {
    return parse_whole_number(required(name), max, "--" + name);
}

uint64_t parse_whole_number(const std::string& text, uint64_t max, const std::string& what) {
    return options::parse_whole_number(text, 0, max, what);
}

}  // namespace sortscope::cli
