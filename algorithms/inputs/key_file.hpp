// Reading key files, for sortscope-cli (--input) and the app (--input, and the control panel's Load):
// plain text, one key per line in the key type's notation (u32 "4294967295", i32 "-7", f32 "1.5", "-0",
// "inf", "nan"). Blank lines and lines starting with '#' are skipped; spaces around a key are not part of
// it. A file that cannot be read and a line that is not a key are told apart (the CLI exits 1 for the
// first, 2 for the second); either message names the file, and a bad line its number and its text.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "algorithms/plan/keys.hpp"

namespace sortscope::algo {

class KeyFileError : public std::runtime_error {
public:
    enum class Kind {
        Unreadable,  // the file cannot be opened or read ("cannot read key file keys.txt: No such file ...")
        NotKeys,     // a line is not a key of the type, or is longer than any key ("keys.txt:3: 'hello' is not ...")
    };
    KeyFileError(Kind kind, const std::string& message) : std::runtime_error(message), m_kind(kind) {}
    Kind kind() const { return m_kind; }

private:
    Kind m_kind;
};

// How much a read of keys may take: a pipe (--input /dev/stdin) is read up to these and refused past them,
// a regular file over max_bytes is refused unread (inputs/user_input.hpp).
struct KeyFileBounds {
    uint64_t max_bytes = uint64_t{1} << 40;  // the bytes of the file or the stream
    std::string bytes_bound;                 // how messages name it ("" says "N bytes")
    uint64_t max_keys = UINT64_MAX;          // the keys it may hold (a quiz takes 64)
    std::string keys_bound;                  // how messages name it: "the most a quiz takes"
};

// The keys of the file at `path` ("-" or /dev/stdin: standard input), in its order. Throws KeyFileError:
// Unreadable where it cannot be opened or read, NotKeys for a bad line, a folder, FIFO or device, or an
// input past `bounds`.
std::vector<uint32_t> read_key_file(const std::string& path, KeyType type, const KeyFileBounds& bounds = {});

}  // namespace sortscope::algo
