// The one way to read a file a user names (see user_input.hpp).
#include "algorithms/inputs/user_input.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <utility>

#include "algorithms/text/quoted.hpp"

namespace sortscope::algo {

namespace {

// Long enough for any real path; a longer one is cut with its length shown.
constexpr size_t kShownPathBytes = 200;

std::string bound_text(const InputRules& rules) {
    return rules.bound.empty() ? std::to_string(rules.max_bytes) + " bytes" : rules.bound;
}

// What a file that is not regular is, for the message.
std::string not_a_file_text(mode_t mode) {
    if (S_ISDIR(mode)) return "is a folder, not a file";
    if (S_ISFIFO(mode)) return "is a FIFO (named pipe), not a regular file: refused, since reading it would wait for a writer";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "is a device, not a regular file: refused, since a device may never end";
    if (S_ISSOCK(mode)) return "is a socket, not a regular file";
    return "is not a regular file";
}

}  // namespace

bool names_standard_input(const std::string& path) {
    return path == "-" || path == "/dev/stdin" || path == "/dev/fd/0" || path == "/proc/self/fd/0";
}

InputFile::InputFile(const std::string& path, InputRules rules)
    : m_rules(std::move(rules)), m_shown(quoted(path, kShownPathBytes)) {
    using Kind = InputError::Kind;
    struct stat status {};
    if (m_rules.stream && names_standard_input(path)) {
        m_stream = true;
        m_fd = STDIN_FILENO;
        if (::fstat(m_fd, &status) != 0) throw InputError(Kind::Unreadable, "cannot read " + named() + ": " + std::strerror(errno));
        if (S_ISDIR(status.st_mode)) throw InputError(Kind::NotAFile, named() + " " + not_a_file_text(status.st_mode));
        if (S_ISREG(status.st_mode)) m_size = static_cast<uint64_t>(status.st_size);
    } else {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer; it is refused below
        // by what fstat says, before any read.
        m_fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (m_fd < 0) {
            const int error = errno;
            if (error == EISDIR) throw InputError(Kind::NotAFile, named() + " is a folder, not a file");
            throw InputError(Kind::Unreadable, "cannot read " + named() + ": " + std::strerror(error));
        }
        if (::fstat(m_fd, &status) != 0) {
            const int error = errno;
            ::close(m_fd);
            m_fd = -1;
            throw InputError(Kind::Unreadable, "cannot read " + named() + ": " + std::strerror(error));
        }
        if (!S_ISREG(status.st_mode)) {
            ::close(m_fd);
            m_fd = -1;
            throw InputError(Kind::NotAFile, named() + " " + not_a_file_text(status.st_mode));
        }
        // Reads of a regular file block as usual.
        ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) & ~O_NONBLOCK);
        m_size = static_cast<uint64_t>(status.st_size);
    }
    if (m_size && *m_size > m_rules.max_bytes) {
        const std::string message = named() + " is " + std::to_string(*m_size) + " bytes, more than " +
                                    bound_text(m_rules) + ": refused unread";
        if (!m_stream) ::close(m_fd);
        m_fd = -1;
        throw InputError(Kind::TooLarge, message);
    }
}

InputFile::~InputFile() {
    if (m_fd >= 0 && !m_stream) ::close(m_fd);
}

std::string InputFile::named() const { return m_rules.what + " " + m_shown; }

size_t InputFile::read(char* buffer, size_t size) {
    using Kind = InputError::Kind;
    // One byte past the bound is asked for, so that an input of exactly the bound is taken.
    const uint64_t room = m_rules.max_bytes - m_read + 1;
    const size_t asked = static_cast<size_t>(std::min<uint64_t>(size, room));
    ssize_t got = 0;
    do {
        got = ::read(m_fd, buffer, asked);
    } while (got < 0 && errno == EINTR);
    if (got < 0) throw InputError(Kind::Unreadable, "cannot read " + named() + ": " + std::strerror(errno));
    const auto count = static_cast<size_t>(got);
    if (m_rules.text) {
        const void* nul = std::memchr(buffer, '\0', count);
        if (nul != nullptr) {
            const uint64_t offset = m_read + static_cast<uint64_t>(static_cast<const char*>(nul) - buffer);
            throw InputError(Kind::NotText, named() + " holds a NUL byte at offset " + std::to_string(offset) +
                                                ": not a text file");
        }
    }
    m_read += count;
    if (m_read > m_rules.max_bytes) {
        throw InputError(Kind::TooLarge, named() + " holds more than " + bound_text(m_rules) + ": refused after reading " +
                                             std::to_string(m_rules.max_bytes) + " bytes");
    }
    return count;
}

std::string read_user_input(const std::string& path, const InputRules& rules) {
    InputFile file(path, rules);
    std::string contents;
    if (file.size()) contents.reserve(static_cast<size_t>(*file.size()));
    char block[1 << 16];
    for (;;) {
        const size_t got = file.read(block, sizeof block);
        if (got == 0) break;
        contents.append(block, got);
    }
    return contents;
}

}  // namespace sortscope::algo
