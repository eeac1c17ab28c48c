// The help of sortscope-cli (see help_text.hpp).
#include "help_text.hpp"

#include <algorithm>
#include <vector>

#include "catalogue_words.hpp"

namespace sortscope::cli {

namespace {

constexpr size_t kExampleNoteIndent = 6;

// A usage line's words: it breaks only outside brackets, and never between an option and its value, so
// that "[--dist D]" and "--format svg|pdf" stay whole.
std::vector<std::string> usage_words(std::string_view usage) {
    std::vector<std::string> words;
    std::string word;
    int depth = 0;
    for (const char c : usage) {
        if (c == '[' || c == '(') ++depth;
        if (c == ']' || c == ')') --depth;
        if (c == ' ' && depth == 0) {
            if (!word.empty()) words.push_back(word);
            word.clear();
            continue;
        }
        word += c;
    }
    if (!word.empty()) words.push_back(word);
    std::vector<std::string> joined;
    for (const std::string& next : words) {
        const bool is_value = next[0] != '-' && next[0] != '[' && next[0] != '(';
        if (is_value && !joined.empty() && joined.back()[0] == '-') {
            joined.back() += " " + next;
        } else {
            joined.push_back(next);
        }
    }
    return joined;
}

}  // namespace

std::string overview_text() {
    std::string text =
        "sortscope-cli: GPU sorting, one compute dispatch at a time (OpenGL 4.3, headless EGL)\n\n"
        "usage: sortscope-cli COMMAND [options]\n\ncommands:\n";
    size_t name_width = 0;
    for (const Command& command : all_commands()) name_width = std::max(name_width, command.name.size());
    for (const Command& command : all_commands()) {
        const std::string head = "  " + std::string(command.name) + std::string(name_width - command.name.size() + 2, ' ');
        text += head + wrapped(command.summary, head.size(), head.size());
    }
    text += "\n";
    text += wrapped("sortscope-cli COMMAND --help (or sortscope-cli help COMMAND) shows that command's options and "
                    "examples; man sortscope-cli describes every command and option in full.",
                    0, 0);
    text += "exit codes: 0 success, 1 runtime failure (no OpenGL 4.3, out of memory, I/O), 2 bad usage\n";
    return text;
}

std::string command_help_text(const Command& command) {
    const std::string name(command.name);
    const std::string title = "sortscope-cli " + name + ": ";
    std::string text = title + wrapped(command.summary, title.size(), 2) + "\n";
    for (size_t u = 0; u < command.usage.size(); ++u) {
        const std::string head = (u == 0 ? "usage: " : "       ") + ("sortscope-cli " + name);
        const std::vector<std::string> words = usage_words(command.usage[u]);
        text += head + (words.empty() ? "\n" : " " + wrap_words(words, head.size() + 1, head.size() + 1, kHelpWidth));
    }
    text += "\n" + wrapped(options::with_catalogue_words(command.about), 0, 0);
    for (const OptionGroup& group : command.groups) {
        text += "\n" + std::string(group.title) + ":\n";
        for (const CliOption* option : group.options) text += options::option_line(*option, false);
    }
    if (command.notes != nullptr) {
        const std::string notes = command.notes();
        if (!notes.empty()) text += "\n" + notes;
    }
    text += "\nexamples:\n";
    for (const Example& example : command.examples) {
        text += "  " + std::string(example.line) + "\n";
        text += wrapped(example.note, kExampleNoteIndent, kExampleNoteIndent).insert(0, kExampleNoteIndent, ' ');
    }
    return text;
}

}  // namespace sortscope::cli
