// Echoing user input in messages safely: a key file of binary junk, a session file with control bytes or
// a 10 MB option value must not reach the terminal raw (escape sequences, invalid UTF-8, a screenful of
// noise). Every message that repeats what the user gave goes through one of these two functions.
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

// printable(text) between single quotes: 'abc', 'a\x1bb', 'aaaa...' (100000 bytes).
std::string quoted(std::string_view text, size_t max_bytes = kQuotedMaxBytes);

}  // namespace sortscope::algo
