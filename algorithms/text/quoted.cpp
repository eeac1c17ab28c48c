// Printable, length-limited echoes of user input (see quoted.hpp).
#include "algorithms/text/quoted.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace sortscope::algo {

namespace {

// Invisible characters that change how the text around them reads: a right-to-left override (U+202E)
// can make a message read backwards, zero-width characters hide text, and a byte-order mark glues itself
// to the first word ('\u{feff}3' reads as '3'). They are shown as \u{XXXX}, like control bytes as \xHH.
bool is_format_character(uint32_t code) {
    return (code >= 0x200B && code <= 0x200F) ||  // zero-width space, (non-)joiner, LRM, RLM
           (code >= 0x202A && code <= 0x202E) ||  // bidirectional embeddings and overrides
           (code >= 0x2060 && code <= 0x2064) ||  // word joiner and invisible operators
           (code >= 0x2066 && code <= 0x2069) ||  // bidirectional isolates
           code == 0x061C ||                      // Arabic letter mark
           code == 0x00AD ||                      // soft hyphen
           code == 0xFEFF;                        // byte-order mark, zero-width no-break space
}

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

// The code point of the valid UTF-8 sequence of `length` bytes at text[i].
uint32_t code_point(std::string_view text, size_t i, size_t length) {
    const uint8_t lead_mask[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
    uint32_t code = static_cast<uint8_t>(text[i]) & lead_mask[length];
    for (size_t k = 1; k < length; ++k) code = (code << 6) | (static_cast<uint8_t>(text[i + k]) & 0x3Fu);
    return code;
}

// The length of a valid UTF-8 sequence at text[i] that encodes a format character, or 0.
size_t format_sequence(std::string_view text, size_t i) {
    const auto lead = static_cast<uint8_t>(text[i]);
    const size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (i + length > text.size()) return 0;
    for (size_t k = 1; k < length; ++k) {
        if ((static_cast<uint8_t>(text[i + k]) & 0xC0u) != 0x80u) return 0;
    }
    const uint32_t code = code_point(text, i, length);
    const uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    return lead >= 0xC2 && lead <= 0xF4 && code >= smallest[length] && is_format_character(code) ? length : 0;
}

// The two-character escape of a backslash, tab, newline or carriage return ("\\t"), which the printed
// echoes and the JSON strings write alike; nullptr for any other byte.
const char* backslash_escape(uint8_t c) {
    switch (c) {
        case '\\': return "\\\\";
        case '\t': return "\\t";
        case '\n': return "\\n";
        case '\r': return "\\r";
        default: return nullptr;
    }
}

}  // namespace

std::string printable(std::string_view text, size_t max_bytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<uint8_t>(text[i]);
        if (c >= 0x80) {
            const size_t format_length = format_sequence(text, i);
            if (format_length != 0) {
                if (i + format_length > max_bytes) break;
                char escaped[16];
                std::snprintf(escaped, sizeof escaped, "\\u{%04x}", code_point(text, i, format_length));
                out += escaped;
                i += format_length;
                continue;
            }
            const size_t length = utf8_sequence(text, i);
            if (length != 0) {
                if (i + length > max_bytes) break;
                out.append(text.substr(i, length));
                i += length;
                continue;
            }
        }
        if (i + 1 > max_bytes) break;
        if (const char* two_characters = backslash_escape(c)) {
            out += two_characters;
        } else if (c == '\'') {
            out += "\\'";
        } else if (c >= 0x20 && c < 0x7F) {
            out += static_cast<char>(c);
        } else {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 0xFu];
        }
        ++i;
    }
    if (i < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

std::string quoted(std::string_view text, size_t max_bytes) { return "'" + printable(text, max_bytes) + "'"; }

std::string printable_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    size_t start = 0;  // the stretch of bytes that stay as they are
    auto flush = [&](size_t end) {
        out.append(text.substr(start, end - start));
    };
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<uint8_t>(text[i]);
        size_t length = 1;
        bool keep = false;
        if (c >= 0x80) {
            const size_t format_length = format_sequence(text, i);
            const size_t utf8_length = format_length == 0 ? utf8_sequence(text, i) : 0;
            keep = utf8_length != 0;
            length = format_length != 0 ? format_length : std::max<size_t>(utf8_length, 1);
        } else {
            keep = c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7F);
        }
        if (!keep) {
            flush(i);
            out += printable(text.substr(i, length), length);
            start = i + length;
        }
        i += length;
    }
    flush(text.size());
    return out;
}

std::string json_string(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    auto escape = [](uint32_t code) {
        std::string escaped = "\\u";
        for (int shift = 12; shift >= 0; shift -= 4) escaped += kHex[(code >> shift) & 0xFu];
        return escaped;
    };
    std::string out = "\"";
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<uint8_t>(text[i]);
        if (c >= 0x80) {
            const size_t format_length = format_sequence(text, i);
            if (format_length != 0) {
                out += escape(code_point(text, i, format_length));
                i += format_length;
                continue;
            }
            const size_t length = utf8_sequence(text, i);
            if (length != 0) {
                out.append(text.substr(i, length));
                i += length;
                continue;
            }
            // Invalid UTF-8, or a C1 control (valid UTF-8 that terminals may obey): escaped.
            if (c == 0xC2 && i + 1 < text.size() && static_cast<uint8_t>(text[i + 1]) >= 0x80 &&
                static_cast<uint8_t>(text[i + 1]) <= 0x9F) {
                out += escape(static_cast<uint8_t>(text[i + 1]));
                i += 2;
                continue;
            }
            out += "\\ufffd";
            ++i;
            continue;
        }
        if (const char* two_characters = backslash_escape(c)) {
            out += two_characters;
        } else if (c == '"') {
            out += "\\\"";
        } else if (c < 0x20 || c == 0x7F) {
            out += escape(c);
        } else {
            out += static_cast<char>(c);
        }
        ++i;
    }
    return out + "\"";
}

}  // namespace sortscope::algo
