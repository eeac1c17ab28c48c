// The man pages' generated parts (packaging/man/man_sections.*, roff.*) against the help as the programs
// print it: sortscope-cli.1's SYNOPSIS names each command's options in the order its usage lines do,
// its PLAN OPTIONS has an entry for each option of the commands' "plan options" groups and each command's
// entry in COMMANDS one for each of its own ("options"), in the help's order and with the help's text; sortscope.1's SYNOPSIS and OPTIONS do the same for `sortscope --help`.
// Then the roff escaping and the filling of a template.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "command_table.hpp"
#include "core/app_usage.hpp"
#include "help_text.hpp"
#include "man_sections.hpp"
#include "roff.hpp"

using namespace sortscope;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// Every run of white space as one space, none at either end.
std::string squeezed(const std::string& text) {
    std::string result;
    for (const char c : text) {
        if (c == ' ' || c == '\n') {
            if (!result.empty() && result.back() != ' ') result += ' ';
        } else {
            result += c;
        }
    }
    if (!result.empty() && result.back() == ' ') result.pop_back();
    return result;
}

// Roff as a reader sees it: fonts and \% \& dropped, \- a hyphen, "\ " a space, \e a backslash.
std::string plain(const std::string& roff) {
    std::string text;
    for (size_t k = 0; k < roff.size(); ++k) {
        if (roff[k] != '\\' || k + 1 == roff.size()) {
            text += roff[k];
            continue;
        }
        const char next = roff[++k];
        if (next == 'f' && k + 1 < roff.size()) {
            ++k;  // \fB, \fI, \fR
        } else if (next == '-') {
            text += '-';
        } else if (next == ' ') {
            text += ' ';
        } else if (next == 'e') {
            text += '\\';
        } else if (next != '%' && next != '&') {
            text += '\\';
            text += next;
        }
    }
    return text;
}

// The "--names" of `text`, in order (repeats kept).
std::vector<std::string> options_in(const std::string& text) {
    std::vector<std::string> names;
    for (size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
        size_t end = at + 2;
        while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) != 0 || text[end] == '-')) ++end;
        if (end > at + 2) names.push_back(text.substr(at, end - at));
        at = end - 2;
    }
    return names;
}

// A help's option lines (option_help.cpp: the option from column 2, its text from column 26, continued
// on lines indented 26), from `start` to the first blank line: each option's "--name" and its text.
std::vector<std::pair<std::string, std::string>> help_options(const std::string& help, const std::string& start) {
    std::vector<std::pair<std::string, std::string>> options;
    const size_t from = help.find(start);
    REQUIRE(from != std::string::npos);
    for (const std::string& line : lines_of(help.substr(from + start.size()))) {
        if (line.empty()) break;
        const bool continued = line.starts_with(std::string(26, ' '));
        if (!continued) {
            REQUIRE(line.starts_with("  -"));
            const std::vector<std::string> names = options_in(line.substr(0, std::min<size_t>(line.size(), 26)));
            REQUIRE_FALSE(names.empty());
            options.emplace_back(names.front(), "");
        }
        REQUIRE_FALSE(options.empty());
        const bool text_here = continued || (line.size() > 26 && line[24] == ' ' && line[25] == ' ');
        if (text_here) options.back().second += " " + line.substr(26);
    }
    for (auto& option : options) option.second = squeezed(option.second);
    return options;
}

// A generated section's entries (.TP, the option's head, its text): each option's "--name" and its text.
std::vector<std::pair<std::string, std::string>> section_entries(const std::string& roff) {
    std::vector<std::pair<std::string, std::string>> entries;
    const std::vector<std::string> lines = lines_of(roff);
    for (size_t k = 0; k + 2 < lines.size(); ++k) {
        if (lines[k] != ".TP") continue;
        const std::vector<std::string> names = options_in(plain(lines[k + 1]));
        REQUIRE_FALSE(names.empty());
        entries.emplace_back(names.front(), squeezed(plain(lines[k + 2])));
    }
    return entries;
}

// The man page's sentence is the help's text with a capital and a full stop: compare them without.
std::string as_help_says(std::string sentence) {
    if (!sentence.empty() && sentence.back() == '.') sentence.pop_back();
    if (!sentence.empty()) sentence[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(sentence[0])));
    return sentence;
}

void check_entries(const std::string& section, const std::vector<std::pair<std::string, std::string>>& help) {
    const auto entries = section_entries(section);
    REQUIRE(entries.size() == help.size());
    for (size_t k = 0; k < help.size(); ++k) {
        INFO("entry " << k << ": the help has " << help[k].first << ", the page " << entries[k].first);
        CHECK(entries[k].first == help[k].first);
        std::string help_text = help[k].second;
        if (!help_text.empty()) help_text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(help_text[0])));
        CHECK(as_help_says(entries[k].second) == help_text);
    }
}

}  // namespace

TEST_CASE("sortscope-cli.1's synopsis names each command's options as its help's usage lines do", "[cli][man]") {
    const std::vector<std::string> synopsis = lines_of(man::cli_synopsis());
    size_t commands = 0;
    for (const cli::Command& command : cli::all_commands()) {
        INFO("sortscope-cli " << command.name);
        const std::string help = cli::command_help_text(command);
        // The help's usage lines: "usage: sortscope-cli NAME ..." and the lines under it up to a blank line.
        std::string help_usage;
        for (const std::string& line : lines_of(help.substr(help.find("usage:")))) {
            if (line.empty()) break;
            help_usage += line + "\n";
        }
        std::string page_usage;
        size_t forms = 0;
        const std::string head = ".B sortscope-cli " + std::string(command.name);
        for (size_t k = 0; k < synopsis.size(); ++k) {
            if (synopsis[k] != head) continue;
            ++forms;
            if (k + 1 < synopsis.size() && synopsis[k + 1] != ".br") page_usage += plain(synopsis[k + 1]) + "\n";
        }
        CHECK(forms == command.usage.size());
        CHECK(options_in(page_usage) == options_in(help_usage));
        // Word for word, once the help's "usage:" and "sortscope-cli NAME" before each form are left out.
        std::string help_words = " " + squeezed(help_usage) + " ";
        for (const std::string& cut : {std::string(" usage:"), " sortscope-cli " + std::string(command.name)}) {
            for (size_t at = help_words.find(cut + " "); at != std::string::npos; at = help_words.find(cut + " ")) {
                help_words.erase(at, cut.size());
            }
        }
        CHECK(squeezed(page_usage) == squeezed(help_words));
        ++commands;
    }
    CHECK(commands >= 10);
}

TEST_CASE("sortscope-cli.1's PLAN OPTIONS has each plan option of the help, in its order and words", "[cli][man]") {
    std::vector<std::pair<std::string, std::string>> help;
    for (const cli::Command& command : cli::all_commands()) {
        const std::string text = cli::command_help_text(command);
        if (text.find("\nplan options:\n") == std::string::npos) continue;
        for (const auto& option : help_options(text, "\nplan options:\n")) {
            bool listed = false;
            for (const auto& known : help) listed = listed || known.first == option.first;
            if (!listed) help.push_back(option);
        }
    }
    REQUIRE(help.size() >= 15);
    check_entries(man::cli_plan_options(), help);
}

TEST_CASE("sortscope-cli.1's COMMANDS lists each command's own options as its help does", "[cli][man]") {
    size_t listed = 0;
    for (const cli::Command& command : cli::all_commands()) {
        INFO("sortscope-cli " << command.name);
        const std::string help = cli::command_help_text(command);
        const std::string section = man::cli_command_options(command.name);
        if (help.find("\noptions:\n") == std::string::npos) {
            CHECK(section.empty());
            continue;
        }
        CHECK(section.starts_with(".RS\n"));
        CHECK(section.ends_with(".RE\n"));
        check_entries(section, help_options(help, "\noptions:\n"));
        ++listed;
    }
    CHECK(listed >= 9);
    CHECK_THROWS_AS(man::cli_command_options("nonesuch"), std::logic_error);
}

TEST_CASE("sortscope.1's synopsis and OPTIONS are sortscope --help's, in its order and words", "[cli][man]") {
    const std::string help = ui::app_usage_text();
    const auto help_list = help_options(help, "\noptions:\n");
    REQUIRE(help_list.size() >= 30);
    check_entries(man::app_options(), help_list);
    const std::string help_usage = help.substr(help.find("usage:"), help.find("\n\noptions:") - help.find("usage:"));
    CHECK(options_in(plain(man::app_synopsis())) == options_in(help_usage + "\n--help"));
}

TEST_CASE("roff escaping: options, backslashes and lines that would be requests", "[cli][man]") {
    CHECK(man::escaped("--wg W") == "\\%\\-\\-wg W");
    CHECK(man::escaped("few-unique keys") == "few-unique keys");
    CHECK(man::escaped("from -inf (- for stdin)") == "from \\%\\-inf \\%(\\- for stdin)");
    CHECK(man::escaped("see sortscope-cli list") == "see \\%sortscope-cli list");
    CHECK(man::escaped("\\input it") == "\\einput it");
    CHECK(man::escaped(".B no request") == "\\&.B no request");
    CHECK(man::escaped("'t no request\n.x") == "\\&'t no request\n\\&.x");
    CHECK(man::usage("--n N [--format text|csv] [plan options]") ==
          "\\fB\\-\\-n\\fR\\ \\fIN\\fR [\\fB\\-\\-format\\fR\\ \\fBtext\\fR|\\fBcsv\\fR] [\\fIplan options\\fR]");
}

TEST_CASE("a template's markers are replaced by their sections, and a missing one is an error", "[cli][man]") {
    const std::map<std::string, std::string> sections = {{"A", "one\n"}, {"B", "two\n"}};
    CHECK(man::filled(".TH X\n@A@\ntext\n@B@\n", sections) == ".TH X\none\ntext\ntwo\n");
    CHECK_THROWS_AS(man::filled(".TH X\n@A@\n", sections), std::runtime_error);
    CHECK_THROWS_AS(man::filled("@A@\n@B@\n@C@\n", sections), std::runtime_error);
    CHECK(man::sections_of("sortscope-cli").count("PLAN_OPTIONS") == 1);
    CHECK(man::sections_of("sortscope-cli").count("COMMAND_OPTIONS_export") == 1);
    CHECK(man::sections_of("sortscope-cli").count("COMMAND_OPTIONS_list") == 0);  // list takes no option
    CHECK(man::sections_of("sortscope").count("OPTIONS") == 1);
    CHECK(man::sections_of("nonesuch").empty());
}
