// The checked, atomic writer (see atomic_file.hpp): POSIX calls, so each write, fsync and close
// reports its own error.
#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

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

// Write, flush and close `fd`; the first error wins, and the descriptor is closed either way.
int finish(int fd, std::string_view contents) {
    int error = write_all(fd, contents);
    if (error == 0) error = flush_to_disk(fd);
    if (::close(fd) != 0 && error == 0) error = errno;
    return error;
}

[[noreturn]] void fail(const std::string& path, int error) {
    throw ExportError("cannot write " + shown(path) + ": " + std::strerror(error));
}

void write_standard_output(std::string_view contents) {
    if (std::fflush(stdout) != 0) throw ExportError(std::string("cannot write standard output: ") + std::strerror(errno));
    if (const int error = write_all(STDOUT_FILENO, contents)) {
        throw ExportError(std::string("cannot write standard output: ") + std::strerror(error));
    }
}

void write_directly(const std::string& path, std::string_view contents) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail(path, errno);
    if (const int error = finish(fd, contents)) fail(path, error);
}

std::string temporary_name(const std::string& path) {
    // The process id and a counter: worker threads of the app may write beside the same target at once.
    static std::atomic<unsigned> counter{0};
    return path + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
}

}  // namespace

void write_file_atomically(const std::string& path, std::string_view contents) {
    if (path == "-") return write_standard_output(contents);
    if (path.empty()) throw ExportError("no file name was given");
    struct stat target {};
    const bool exists = ::stat(path.c_str(), &target) == 0;
    if (exists && S_ISDIR(target.st_mode)) throw ExportError("cannot write " + shown(path) + ": it is a folder");
    if (exists && !S_ISREG(target.st_mode)) return write_directly(path, contents);

    const std::string temporary = temporary_name(path);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) fail(path, errno);
    int error = 0;
    if (exists && ::fchmod(fd, target.st_mode & 07777) != 0) error = errno;
    if (error == 0) {
        error = finish(fd, contents);
    } else {
        ::close(fd);
    }
    if (error == 0 && std::rename(temporary.c_str(), path.c_str()) != 0) error = errno;
    if (error != 0) {
        ::unlink(temporary.c_str());
        fail(path, error);
    }
}

}  // namespace sortscope::exports
