// Reading GLSL source as its preprocessor does (see glsl_preprocessor.hpp).
#include "algorithms/text/glsl_preprocessor.hpp"

#include "algorithms/text/lines.hpp"

namespace sortscope::algo {

namespace {

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The word at the start of `text` (letters, digits, underscores).
std::string_view leading_word(std::string_view text) {
    size_t end = 0;
    while (end < text.size() && is_word_char(text[end])) ++end;
    return text.substr(0, end);
}

}  // namespace

std::string_view directive_of(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (text.empty() || text.front() != '#') return {};
    return leading_word(trimmed(text.substr(1)));
}

std::optional<std::string> included_module(std::string_view line) {
    if (directive_of(line) != "pragma") return std::nullopt;
    std::string_view rest = trimmed(trimmed(line).substr(1));
    for (const std::string_view word : {std::string_view("pragma"), std::string_view("sortscope"),
                                        std::string_view("include")}) {
        if (leading_word(rest) != word) return std::nullopt;
        rest = trimmed(rest.substr(word.size()));
    }
    if (rest.size() < 3 || rest.front() != '"' || rest.back() != '"') return std::nullopt;
    const std::string_view name = rest.substr(1, rest.size() - 2);
    if (name.find('"') != std::string_view::npos) return std::nullopt;
    return std::string(name);
}

}  // namespace sortscope::algo
