// Roff text and fonts for the man pages (see roff.hpp).
#include "roff.hpp"

#include <cctype>

namespace sortscope::man {

namespace {

bool is_letter_or_digit(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// Where a word may start: "-" after one of these begins an option (or a minus sign).
bool starts_word(std::string_view text, size_t at) {
    if (at == 0) return true;
    const char before = text[at - 1];
    return before == ' ' || before == '(' || before == '[' || before == '|' || before == '/' || before == '"' || before == '\n';
}

// A word of letters and digits: a placeholder when it has capitals and no small letters ("FILE", "PX", "A").
bool is_placeholder(std::string_view word) {
    bool capital = false;
    for (const char c : word) {
        if (std::islower(static_cast<unsigned char>(c)) != 0) return false;
        if (std::isupper(static_cast<unsigned char>(c)) != 0) capital = true;
    }
    return capital;
}

// Whether the word (up to a space) that starts at `at` holds an option ("[--seed", "-inf") or the
// program's name (not to be split at its hyphen either).
bool holds_option(std::string_view text, size_t at) {
    size_t end = at;
    while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
    const std::string_view word = text.substr(at, end - at);
    if (word.find("sortscope-cli") != std::string_view::npos) return true;
    for (size_t k = at; k < end; ++k) {
        if (text[k] == '-' && starts_word(text, k)) return true;
    }
    return false;
}

// escaped(); `guard_words`: a word holding an option starts with \%, so that roff never hyphenates it
// ("--in-put"). A usage line's words (set unhyphenated) go without: \% inside a word is a place to break.
std::string escape(std::string_view text, bool guard_words) {
    std::string roff;
    bool in_option = false;  // inside a word that began with '-'
    for (size_t k = 0; k < text.size(); ++k) {
        const char c = text[k];
        const bool line_start = k == 0 || text[k - 1] == '\n';
        if (line_start && (c == '.' || c == '\'')) roff += "\\&";
        const bool word_start = line_start || text[k - 1] == ' ';
        if (guard_words && word_start && holds_option(text, k)) roff += "\\%";
        if (c == '-' && starts_word(text, k)) in_option = true;
        if (c != '-' && !is_letter_or_digit(c)) in_option = false;
        if (c == '\\') {
            roff += "\\e";
        } else if (c == '-' && in_option) {
            roff += "\\-";
        } else {
            roff += c;
        }
    }
    return roff;
}

std::string in_font(char font, std::string_view text) { return "\\f" + std::string(1, font) + escape(text, false) + "\\fR"; }

}  // namespace

std::string escaped(std::string_view text) { return escape(text, true); }

std::string usage(std::string_view line) {
    constexpr std::string_view kPlanOptions = "plan options";
    std::string roff;
    int depth = 0;              // inside brackets or parentheses
    bool after_option = false;  // the last word was an option, so a value may follow
    size_t k = 0;
    while (k < line.size()) {
        const char c = line[k];
        if (line.substr(k).starts_with(kPlanOptions)) {
            roff += in_font('I', kPlanOptions);
            k += kPlanOptions.size();
            after_option = false;
        } else if (c == ' ') {
            const bool value_follows = after_option && k + 1 < line.size() && line[k + 1] != '-' && line[k + 1] != '[' &&
                                       line[k + 1] != '(' && line[k + 1] != '|';
            roff += depth > 0 || value_follows ? "\\ " : " ";
            ++k;
        } else if (c == '-' || is_letter_or_digit(c)) {
            size_t end = k;
            while (end < line.size() && (line[end] == '-' || is_letter_or_digit(line[end]))) ++end;
            const std::string_view word = line.substr(k, end - k);
            roff += in_font(is_placeholder(word) ? 'I' : 'B', word);
            after_option = c == '-';
            k = end;
        } else {
            if (c == '[' || c == '(') ++depth;
            if (c == ']' || c == ')') --depth;
            after_option = false;
            roff += c == '\\' ? std::string("\\e") : std::string(1, c);  // mid-line: no request to escape
            ++k;
        }
    }
    return roff;
}

}  // namespace sortscope::man
