// Key files: plain text, one unsigned 32-bit key per line. Blank lines and lines starting with '#' are
// skipped. A bad line is a UsageError naming the file and line; an unreadable or unwritable file is a
// RuntimeFailure. Writes are atomic: a temporary file in the same folder, then a rename.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sortscope::cli {

std::vector<uint32_t> read_key_file(const std::string& path);
void write_key_file(const std::string& path, std::span<const uint32_t> keys);

// Writes `contents` to `path` through a temporary file and a rename, so `path` is either the old file
// or the complete new one. "-" writes to standard output.
void write_file_atomically(const std::string& path, const std::string& contents);

}  // namespace sortscope::cli
