// Help lines made from the option table (see option_help.hpp).
#include "option_help.hpp"

#include <algorithm>
#include <vector>

#include "catalogue_words.hpp"

namespace sortscope::options {

namespace {

constexpr size_t kOptionColumn = 26;  // where an option's description starts

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    size_t start = 0;
    while (start < text.size()) {
        const size_t end = std::min(text.find(' ', start), text.size());
        if (end > start) words.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

}  // namespace

std::string wrapped(std::string_view text, size_t column, size_t indent, size_t width) {
    return wrap_words(words_of(text), column, indent, width);
}

std::string wrap_words(const std::vector<std::string>& words, size_t column, size_t indent, size_t width) {
    std::string result;
    size_t at = column;
    bool line_empty = true;
    for (const std::string& word : words) {
        if (!line_empty && at + 1 + word.size() > width) {
            result += "\n" + std::string(indent, ' ');
            at = indent;
            line_empty = true;
        }
        if (!line_empty) {
            result += ' ';
            ++at;
        }
        result += word;
        at += word.size();
        line_empty = false;
    }
    return result + "\n";
}

std::string option_usage(const OptionSpec& option, bool in_app) {
    std::string usage = "--" + std::string(option.name);
    const std::string_view value = option.shown_value(in_app);
    if (!value.empty()) usage += " " + std::string(value);
    return usage;
}

std::string option_line(const OptionSpec& option, bool in_app) {
    std::string head = "  ";
    if (!option.short_name.empty()) head += std::string(option.short_name) + ", ";
    head += option_usage(option, in_app);
    if (head.size() + 2 > kOptionColumn) {
        head += "\n" + std::string(kOptionColumn, ' ');
    } else {
        head += std::string(kOptionColumn - head.size(), ' ');
    }
    return head + wrapped(with_catalogue_words(option.shown_text(in_app)), kOptionColumn, kOptionColumn);
}

}  // namespace sortscope::options
