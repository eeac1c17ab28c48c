// Printable, length-limited echoes of user input (see quoted.hpp).
#include "algorithms/text/quoted.hpp"

#include <cstdint>

namespace sortscope::algo {

namespace {

// The length of the valid UTF-8 sequence starting at text[i] (2 to 4), or 0 when there is none: no
// overlong forms, no surrogates, nothing past U+10FFFF, and no C1 controls (U+0080..U+009F, which some
// terminals obey as escape sequences).
size_t utf8_sequence(std::string_view text, size_t i) {
    const auto byte = [&](size_t k) { return static_cast<uint8_t>(text[k]); };
    const uint8_t lead = byte(i);
    size_t length = 0;
    uint32_t code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0Fu;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    for (size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0u) != 0x80u) return 0;
        code = (code << 6) | (byte(i + k) & 0x3Fu);
    }
    const uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    if (code >= 0x80 && code <= 0x9F) return 0;
    return length;
}

}  // namespace

std::string printable(std::string_view text, size_t max_bytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<uint8_t>(text[i]);
        if (c >= 0x80) {
            const size_t length = utf8_sequence(text, i);
            if (length != 0) {
                if (i + length > max_bytes) break;
                out.append(text.substr(i, length));
                i += length;
                continue;
            }
        }
        if (i + 1 > max_bytes) break;
        switch (c) {
            case '\\': out += "\\\\"; break;
            case '\'': out += "\\'"; break;
            case '\t': out += "\\t"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            default:
                if (c >= 0x20 && c < 0x7F) {
                    out += static_cast<char>(c);
                } else {
                    out += "\\x";
                    out += kHex[c >> 4];
                    out += kHex[c & 0xFu];
                }
        }
        ++i;
    }
    if (i < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

std::string quoted(std::string_view text, size_t max_bytes) { return "'" + printable(text, max_bytes) + "'"; }

}  // namespace sortscope::algo
