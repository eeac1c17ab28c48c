// The checked, atomic writer (see atomic_file.hpp): POSIX calls, so each write, fsync and close
// reports its own error.
#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>

#include "algorithms/costs/budget.hpp"
#include "algorithms/text/quoted.hpp"
#include "export_error.hpp"

namespace sortscope::exports {

namespace {

constexpr size_t kShownPathBytes = 200;

std::string shown(const std::string& path) { return algo::printable(path, kShownPathBytes); }

// Writes all of `contents` to `fd`, retrying short writes and EINTR. Returns 0 or the errno.
int write_all(int fd, std::string_view contents) {
    size_t done = 0;
    while (done < contents.size()) {
        const ssize_t wrote = ::write(fd, contents.data() + done, contents.size() - done);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        if (wrote == 0) return ENOSPC;  // a write that makes no progress would loop forever
        done += static_cast<size_t>(wrote);
    }
    return 0;
}

// fsync, where the file supports it: pipes, terminals and character devices answer EINVAL.
int flush_to_disk(int fd) {
    if (::fsync(fd) == 0 || errno == EINVAL || errno == EROFS || errno == ENOTSUP) return 0;
    return errno;
}

[[noreturn]] void fail_path(const std::string& path, int error) {
    throw ExportError("cannot write " + shown(path) + ": " + std::strerror(error));
}

std::string temporary_name(const std::string& path) {
    // The process id and a counter: worker threads of the app may write beside the same target at once.
    static std::atomic<unsigned> counter{0};
    return path + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
}

// The file a write replaces: `path`, or the file a symbolic link at `path` leads to (through any chain
// of links, a link to a file not made yet included), so that the link stays a link.
std::string link_target(const std::string& path) {
    constexpr int kMaxLinks = 40;  // as the kernel's ELOOP
    std::filesystem::path target(path);
    for (int hop = 0; hop < kMaxLinks; ++hop) {
        std::error_code error;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(target, error)) || error) return target.string();
        const std::filesystem::path next = std::filesystem::read_symlink(target, error);
        if (error) return target.string();
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    return target.string();
}

void test_delay() {
    const char* text = std::getenv(kWriteDelayVariable);
    if (text == nullptr) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(std::strtoul(text, nullptr, 10)));
}

}  // namespace

AtomicFile::AtomicFile(const std::string& path) : m_path(path) {
    if (path == "-") {
        if (std::fflush(stdout) != 0) throw ExportError(std::string("cannot write standard output: ") + std::strerror(errno));
        m_fd = STDOUT_FILENO;
        return;
    }
    if (path.empty()) throw ExportError("no file name was given");
    m_target = link_target(path);
    struct stat target {};
    const bool exists = ::stat(m_target.c_str(), &target) == 0;
    if (exists && S_ISDIR(target.st_mode)) throw ExportError("cannot write " + shown(path) + ": it is a folder");
    if (exists && !S_ISREG(target.st_mode)) {
        m_fd = ::open(m_target.c_str(), O_WRONLY | O_CLOEXEC);
        if (m_fd < 0) fail_path(path, errno);
        return;
    }
    // The rename would replace a file its owner made read-only (mode 444) as if it were writable: refused,
    // as sort -o and cp refuse it, for a user who could not write the file itself (root can).
    if (exists && ::access(m_target.c_str(), W_OK) != 0) {
        const int error = errno;
        throw ExportError("cannot write " + shown(path) + ": " + std::strerror(error) +
                          (error == EACCES ? " (the file is read-only to you: it is not replaced; chmod u+w it or choose another name)" : ""));
    }
    m_temporary = temporary_name(m_target);
    m_pending.emplace(m_temporary);  // before the file exists, so no moment leaves it unregistered
    m_fd = ::open(m_temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (m_fd < 0) {
        const int error = errno;
        m_pending.reset();
        fail_path(path, error);
    }
    if (exists && ::fchmod(m_fd, target.st_mode & 07777) != 0) fail(errno);
}

AtomicFile::~AtomicFile() {
    if (m_fd >= 0 && m_fd != STDOUT_FILENO) ::close(m_fd);
    if (!m_temporary.empty()) ::unlink(m_temporary.c_str());
}

void AtomicFile::fail(int error) {
    if (m_fd >= 0 && m_fd != STDOUT_FILENO) ::close(m_fd);
    m_fd = -1;
    if (!m_temporary.empty()) ::unlink(m_temporary.c_str());
    m_temporary.clear();
    m_pending.reset();
    if (m_path == "-") throw ExportError(std::string("cannot write standard output: ") + std::strerror(error));
    fail_path(m_path, error);
}

void AtomicFile::write(std::string_view bytes) {
    if (m_fd < 0) fail_path(m_path, EBADF);
    if (const int error = write_all(m_fd, bytes)) fail(error);
    if (!m_temporary.empty() && !m_delayed) {
        m_delayed = true;
        test_delay();
    }
}

void AtomicFile::commit() {
    if (m_fd < 0) fail_path(m_path, EBADF);
    if (m_fd == STDOUT_FILENO) {
        m_fd = -1;
        return;
    }
    int error = flush_to_disk(m_fd);
    if (::close(m_fd) != 0 && error == 0) error = errno;
    m_fd = -1;
    if (error != 0) fail(error);
    if (m_temporary.empty()) return;
    if (std::rename(m_temporary.c_str(), m_target.c_str()) != 0) fail(errno);
    m_temporary.clear();
    m_pending.reset();
}

std::optional<FreeSpace> free_space_for(const std::string& path) {
    if (path == "-" || path.empty()) return std::nullopt;
    const std::string target = link_target(path);
    struct stat existing {};
    if (::stat(target.c_str(), &existing) == 0 && !S_ISREG(existing.st_mode)) return std::nullopt;
    const std::string where = " free on the file system of " + algo::quoted(path, kShownPathBytes);
    if (const char* text = std::getenv(kFreeSpaceVariable); text != nullptr && *text != '\0') {
        const uint64_t bytes = std::strtoull(text, nullptr, 10);
        return FreeSpace{bytes, "the " + algo::bytes_text(bytes) + where + " (" + kFreeSpaceVariable + ")"};
    }
    std::filesystem::path folder = std::filesystem::path(target).parent_path();
    if (folder.empty()) folder = ".";
    struct statvfs space {};
    if (::statvfs(folder.c_str(), &space) != 0) return std::nullopt;  // the writer reports a missing folder
    const uint64_t bytes = static_cast<uint64_t>(space.f_bavail) * space.f_frsize;
    return FreeSpace{bytes, "the " + algo::bytes_text(bytes) + where};
}

void write_file_atomically(const std::string& path, std::string_view contents) {
    AtomicFile file(path);
    file.write(contents);
    file.commit();
}

}  // namespace sortscope::exports
