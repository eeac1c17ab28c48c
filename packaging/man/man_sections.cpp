// The man pages' parts made from the option and command tables (see man_sections.hpp).
#include "man_sections.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>
#include <stdexcept>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "catalogue_words.hpp"
#include "command_table.hpp"
#include "option_help.hpp"
#include "option_table.hpp"
#include "roff.hpp"

namespace sortscope::man {

namespace {

using options::OptionSpec;

// A help text as a man page's sentence: its catalogue words expanded, a capital first letter (unless
// it starts with an algorithm's id as its subject, "onesweep: ...", "bitonic-shared's ..."), and a full stop.
std::string sentence(std::string_view help_text) {
    std::string text = options::with_catalogue_words(help_text);
    if (text.empty()) return text;
    const size_t word_end = text.find_first_of(" :'");
    const std::string first_word = text.substr(0, word_end);
    const bool names_it = word_end < text.size() && text[word_end] != ' ';  // "onesweep:", "bitonic-shared's"
    const auto algorithms = algo::all_algorithms();
    const bool starts_with_id = names_it && std::any_of(algorithms.begin(), algorithms.end(),
                                                        [&](const algo::AlgorithmInfo& info) { return info.id == first_word; });
    if (!starts_with_id) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (text.back() != '.') text += '.';
    return text;
}

// An option's entry: its usage as the help writes it ("-o, --output FILE") and its text.
std::string option_entry(const OptionSpec& option, bool in_app) {
    std::string head;
    if (!option.short_name.empty()) head = std::string(option.short_name) + ", ";
    head += options::option_usage(option, in_app);
    return ".TP\n" + usage(head) + "\n" + escaped(sentence(option.shown_text(in_app))) + "\n";
}

// A synopsis is set ragged-right and unhyphenated (its unbreakable groups would stretch the spaces of
// an adjusted line), then the page goes on as before.
constexpr const char* kSynopsisStart = ".nh\n.ad l\n";
constexpr const char* kSynopsisEnd = ".ad\n.hy\n";

}  // namespace

std::string cli_synopsis() {
    std::string roff = kSynopsisStart;
    for (const cli::Command& command : cli::all_commands()) {
        for (const std::string_view line : command.usage) {
            roff += ".B sortscope-cli " + std::string(command.name) + "\n";
            if (!line.empty()) roff += usage(line) + "\n";
            roff += ".br\n";
        }
    }
    return roff + ".B sortscope-cli\n" + usage("COMMAND --help") + "\n.br\n.B sortscope-cli \\-\\-help\n" + kSynopsisEnd;
}

std::string cli_plan_options() {
    std::vector<const OptionSpec*> listed;
    for (const cli::Command& command : cli::all_commands()) {
        for (const cli::OptionGroup& group : command.groups) {
            if (group.title != "plan options") continue;
            for (const OptionSpec* option : group.options) {
                if (std::find(listed.begin(), listed.end(), option) == listed.end()) listed.push_back(option);
            }
        }
    }
    std::string roff;
    for (const OptionSpec* option : listed) roff += option_entry(*option, false);
    return roff;
}

std::string cli_command_options(std::string_view name) {
    const cli::Command* command = cli::find_command(name);
    if (command == nullptr) throw std::logic_error("sortscope-cli has no command " + std::string(name));
    std::string entries;
    for (const cli::OptionGroup& group : command->groups) {
        if (group.title != "options") continue;  // inputs and plan options have sections of their own
        for (const OptionSpec* option : group.options) entries += option_entry(*option, false);
    }
    return entries.empty() ? entries : ".RS\n" + entries + ".RE\n";
}

std::string app_synopsis() {
    // As app_usage_text (app/ui/core/app_usage.cpp): every option in brackets, --lessons on a line of its own.
    std::string line;
    for (const OptionSpec* option : options::all_options()) {
        if (!option->app || option == &options::kLessonsOption) continue;
        line += (line.empty() ? "[" : " [") + options::option_usage(*option, true) + "]";
    }
    return kSynopsisStart + std::string(".B sortscope\n") + usage(line) + "\n.br\n.B sortscope\n" + usage(options::option_usage(options::kLessonsOption, true)) +
           "\n.br\n.B sortscope \\-\\-help\n" + kSynopsisEnd;
}

std::string app_options() {
    std::string roff;
    for (const OptionSpec* option : options::all_options()) {
        if (option->app) roff += option_entry(*option, true);
    }
    return roff;
}

std::map<std::string, std::string> sections_of(std::string_view page) {
    if (page == "sortscope-cli") {
        std::map<std::string, std::string> sections = {{"SYNOPSIS", cli_synopsis()}, {"PLAN_OPTIONS", cli_plan_options()}};
        for (const cli::Command& command : cli::all_commands()) {
            std::string options = cli_command_options(command.name);
            if (!options.empty()) sections.emplace("COMMAND_OPTIONS_" + std::string(command.name), std::move(options));
        }
        return sections;
    }
    if (page == "sortscope") return {{"SYNOPSIS", app_synopsis()}, {"OPTIONS", app_options()}};
    return {};
}

std::string filled(std::string_view page_template, const std::map<std::string, std::string>& sections) {
    std::string page;
    std::set<std::string> used;
    size_t start = 0;
    while (start < page_template.size()) {
        const size_t end = std::min(page_template.find('\n', start), page_template.size());
        const std::string_view line = page_template.substr(start, end - start);
        start = end + 1;
        if (line.size() > 2 && line.front() == '@' && line.back() == '@') {
            const std::string marker(line.substr(1, line.size() - 2));
            const auto section = sections.find(marker);
            if (section == sections.end()) throw std::runtime_error("the template's marker @" + marker + "@ names no section");
            page += section->second;
            used.insert(marker);
            continue;
        }
        page += std::string(line) + "\n";
    }
    for (const auto& [marker, text] : sections) {
        if (used.count(marker) == 0) throw std::runtime_error("the template has no @" + marker + "@ line");
    }
    return page;
}

}  // namespace sortscope::man
