// The one way to read a file a user names (a key file, a kernel, a session or lesson, a reference CSV,
// and any input added later: a downloaded file, a page): every read of a user's path goes through
// InputFile or read_user_input, so that each refuses the same things with the same messages:
//   - anything but a regular file: a folder, a FIFO (opened without blocking, then refused: reading one
//     would wait for a writer forever), a device (/dev/zero never ends), a socket;
//   - more than the command's bound (InputRules::max_bytes): a regular file by its size, unread; a
//     stream when its bytes pass the bound;
//   - for text inputs, a NUL byte (a kernel followed by "\0junk" would otherwise compile as its first
//     part), naming the byte's offset.
// Where the option means a stream (InputRules::stream), "-" and /dev/stdin read standard input, which may
// be a pipe or a terminal, up to the same bound. Every message names the input with its path quoted
// (algorithms/text/quoted.hpp), so a path of control bytes reaches no terminal raw.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace sortscope::algo {

struct InputRules {
    std::string what = "the file";  // how messages name the input: "the kernel file", "key file"
    uint64_t max_bytes = uint64_t{1} << 20;  // the most it may hold; past it the input is refused
    std::string bound;   // how messages name that bound ("the most a kernel may hold"); "" says "N bytes"
    bool stream = false;  // "-" and /dev/stdin are standard input (a pipe, a terminal or a file)
    bool text = false;    // a NUL byte is refused with its offset
};

class InputError : public std::runtime_error {
public:
    enum class Kind {
        Unreadable,  // cannot be opened or read (missing, no permission, an I/O error): strerror's words
        NotAFile,    // a folder, a FIFO, a device or a socket where a regular file is meant
        TooLarge,    // more bytes than InputRules::max_bytes
        NotText,     // a NUL byte in a text input
    };
    InputError(Kind kind, const std::string& message) : std::runtime_error(message), m_kind(kind) {}
    Kind kind() const { return m_kind; }

private:
    Kind m_kind;
};

// An opened input. Reads are bounded and checked as they go; the file is closed by the destructor.
class InputFile {
public:
    // Opens `path` under `rules`; throws InputError (NotAFile, TooLarge for a regular file over the
    // bound, Unreadable).
    InputFile(const std::string& path, InputRules rules);
    ~InputFile();
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;

    // Up to `size` bytes into `buffer`; 0 at the end. Throws InputError: TooLarge once the input passes
    // the bound, NotText at a NUL byte of a text input, Unreadable on a read error.
    size_t read(char* buffer, size_t size);

    // Standard input (rules.stream and the path "-" or /dev/stdin), whatever it is.
    bool is_stream() const { return m_stream; }
    // A regular file's size when it was opened (nothing for a stream).
    std::optional<uint64_t> size() const { return m_size; }
    // The path quoted for messages: 'keys.txt', 'a\x1bb'.
    const std::string& shown() const { return m_shown; }
    // "the kernel file 'k.comp'": the start of every message about this input.
    std::string named() const;

private:
    InputRules m_rules;
    std::string m_shown;
    int m_fd = -1;
    bool m_stream = false;
    std::optional<uint64_t> m_size;
    uint64_t m_read = 0;
};

// The whole input at `path` under `rules` (see InputFile); throws InputError.
std::string read_user_input(const std::string& path, const InputRules& rules);

// Whether `path` names standard input for an option that means a stream ("-", /dev/stdin, /dev/fd/0).
bool names_standard_input(const std::string& path);

}  // namespace sortscope::algo
