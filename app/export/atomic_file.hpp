// The one checked writer behind every file Sortscope writes (key files, tables, exports, bench CSV and
// JSON, sessions, screenshots): every write, the flush to the disk and the close are checked, and a
// failure or an interrupt leaves either the old file or no file under the final name, never half of the
// new one.
//   - A regular file (or a name that does not exist yet) is written to a temporary file in the same
//     folder, flushed (fsync) and closed, then renamed over the target; on any failure the temporary
//     file is removed, and while it exists it is registered for removal on SIGINT, SIGTERM and SIGHUP
//     (interrupt_cleanup.hpp). An existing file keeps its permissions; one the user may not write (a
//     read-only file, mode 444, of an ordinary user) is refused, not replaced through the rename.
//   - A symbolic link is followed: its target is written (atomically, as above) and the link stays a
//     link, as cp and editors do. A link to a missing file creates the file it names.
//   - A name that is not a regular file (/dev/full, /dev/stdout, a FIFO) cannot be renamed over: it is
//     written directly, still checking every write and the close.
//   - "-" is standard output (flushed first, so it follows what was printed before).
// Large files are written as they are made (AtomicFile::write), so memory does not limit their size:
// the disk does, and a full disk is an error like any other.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "interrupt_cleanup.hpp"

namespace sortscope::exports {

// Tests only: the writer sleeps this many milliseconds after its first write to a temporary file, so
// that a signal sent then lands mid-write.
constexpr const char* kWriteDelayVariable = "SORTSCOPE_TEST_WRITE_DELAY_MS";

class AtomicFile {
public:
    // Opens the temporary file (or the target, or standard output). Throws ExportError naming the path.
    explicit AtomicFile(const std::string& path);
    // Not committed: the temporary file is closed and removed, the target left as it was.
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view bytes);  // throws ExportError naming the path and the reason
    void commit();                       // flush, close, rename over the target; throws ExportError

private:
    void fail(int error);

    std::string m_path;       // as given, for messages
    std::string m_target;     // what is replaced: the path, or a symbolic link's target
    std::string m_temporary;  // empty when writing directly
    std::optional<PendingFile> m_pending;
    int m_fd = -1;
    bool m_delayed = false;
};

// The disk's share of an export's budget: the bytes free (to an unprivileged user: statvfs's f_bavail)
// on the file system that a file written at `path` goes to (the folder of the file, or of a symbolic
// link's target), with how messages name it; nothing for standard output ("-") and for names that are
// not regular files (/dev/null, a FIFO), which are written directly and take what they take.
struct FreeSpace {
    uint64_t bytes;
    std::string text;  // "the 2.1 GB free on the file system of 'net.svg'"
};
std::optional<FreeSpace> free_space_for(const std::string& path);

// Tests only: the free space free_space_for reports, in bytes, instead of the file system's.
constexpr const char* kFreeSpaceVariable = "SORTSCOPE_TEST_FREE_DISK_BYTES";

// Throws ExportError naming the path (made printable) and the reason ("No space left on device").
void write_file_atomically(const std::string& path, std::string_view contents);

}  // namespace sortscope::exports
