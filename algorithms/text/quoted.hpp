// Echoing outside bytes safely: a key file of binary junk, a session file with control bytes, a path
// holding ESC or U+202E, a student's `#error \e[2J` or a 10 MB option value must not reach a terminal or
// a report raw (escape sequences, bidirectional overrides, invalid UTF-8, a screenful of noise). Every
// echo of what came from outside goes through one of these: printable/quoted for one value in a message
// (paths, keys, option values, "wrote PATH"), printable_text for a multi-line text shown as it is (a
// compile log, a kernel's lines), json_string for a JSON string (always valid UTF-8).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sortscope::algo {

// The default cut: long enough for any real option value, key or path line.
constexpr size_t kQuotedMaxBytes = 80;

// `text` made printable: printable ASCII and valid UTF-8 sequences (other than C1 controls) stay as they
// are; backslash becomes \\, the quote ' becomes \', tab, newline and carriage return become \t \n \r,
// invisible format characters (bidirectional overrides and isolates such as U+202E, zero-width
// characters, the byte-order mark U+FEFF) become \u{XXXX}, and every other byte (control bytes, DEL,
// bytes of invalid UTF-8) becomes \xHH. When the input is
// longer than `max_bytes`, only its first `max_bytes` input bytes are shown (never cutting a UTF-8
// sequence), followed by "... (N bytes)" with the whole length.
std::string printable(std::string_view text, size_t max_bytes = kQuotedMaxBytes);

// A path in a message: long enough for any real path, so success lines ("wrote PATH") name it whole.
constexpr size_t kPathMaxBytes = 1024;
inline std::string printable_path(std::string_view path) { return printable(path, kPathMaxBytes); }

// printable(text) between single quotes: 'abc', 'a\x1bb', 'aaaa...' (100000 bytes).
std::string quoted(std::string_view text, size_t max_bytes = kQuotedMaxBytes);

// A text of many lines shown as it is, safely: newlines and tabs stay, quotes and backslashes stay,
// everything printable() escapes otherwise is escaped the same way (\x1b, \u{202e}, \xff). Not cut.
std::string printable_text(std::string_view text);

// `text` as a JSON string literal with its quotes, always valid UTF-8 whatever the bytes: ", \ and
// control characters escaped as JSON requires, invisible format characters (U+202E, ...) as \uXXXX, and
// each byte of invalid UTF-8 as \ufffd (the replacement character).
std::string json_string(std::string_view text);

}  // namespace sortscope::algo
