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

// The keys of the file at `path`, in its order. Throws KeyFileError.
std::vector<uint32_t> read_key_file(const std::string& path, KeyType type);

}  // namespace sortscope::algo
