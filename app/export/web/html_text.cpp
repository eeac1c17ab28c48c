// Escaping and the answers' hash (see html_text.hpp).
#include "html_text.hpp"

#include <cstdint>
#include <cstdio>

#include "markup_text.hpp"

namespace sortscope::exports::web {

std::string escape_html(std::string_view text) { return escape_markup(text, Markup::Html); }

std::string answer_hash(std::string_view text) {
    uint32_t hash = 2166136261u;
    for (char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 16777619u;
    }
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", hash);
    return hex;
}

}  // namespace sortscope::exports::web
