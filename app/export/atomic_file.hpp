// Writing a file so that it is either the old file or the complete new one, never half written: the
// text goes to a temporary file in the same folder, which is then renamed over the target. Used by key
// files, session files and every export.
#pragma once

#include <string>

namespace sortscope::exports {

// Throws ExportError naming the path and the reason. "-" writes to standard output.
void write_file_atomically(const std::string& path, const std::string& contents);

}  // namespace sortscope::exports
