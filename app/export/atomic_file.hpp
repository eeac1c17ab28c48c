// The one checked writer behind every file Sortscope writes (key files, tables, exports, bench CSV and
// JSON, sessions, screenshots): every write, the flush to the disk and the close are checked, and a
// failure leaves either the old file or no file under the final name, never half of the new one.
//   - A regular file (or a name that does not exist yet) is written to a temporary file in the same
//     folder, flushed (fsync) and closed, then renamed over the target; on any failure the temporary
//     file is removed. An existing file keeps its permissions.
//   - A name that is not a regular file (/dev/full, /dev/stdout, a FIFO) cannot be renamed over: it is
//     written directly, still checking every write and the close.
//   - "-" is standard output (flushed first, so it follows what was printed before).
#pragma once

#include <string>
#include <string_view>

namespace sortscope::exports {

// Throws ExportError naming the path (made printable) and the reason ("No space left on device").
void write_file_atomically(const std::string& path, std::string_view contents);

}  // namespace sortscope::exports
