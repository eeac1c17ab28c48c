// The nesting limit of JSON inputs (see json_depth.hpp).
#include "algorithms/text/json_depth.hpp"

namespace sortscope::algo {

std::optional<std::string> json_depth_error(std::string_view text, size_t max_depth) {
    size_t depth = 0;
    bool in_string = false;
    bool escaped = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            }
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max_depth) {
                return "nested more than " + std::to_string(max_depth) + " levels deep (at byte " + std::to_string(i) +
                       "), deeper than any Sortscope file";
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
