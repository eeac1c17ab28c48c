// Key files for the CLI: the reader is algorithms/inputs/key_file.hpp's (the app reads with it too), its
// errors turned into the CLI's: a bad line is a UsageError naming the file and line, an unreadable or
// unwritable file a RuntimeFailure. Written one key per line in the key type's notation, atomically: a
// temporary file in the same folder, then a rename.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "algorithms/inputs/key_file.hpp"
#include "algorithms/plan/keys.hpp"

namespace sortscope::cli {

// algo::read_key_file, throwing UsageError or RuntimeFailure.
std::vector<uint32_t> read_key_file(const std::string& path, algo::KeyType type, const algo::KeyFileBounds& bounds = {});
// One key per line; with `values`, "key<TAB>value" per line.
void write_key_file(const std::string& path, std::span<const uint32_t> keys, algo::KeyType type,
                    std::span<const uint32_t> values = {});

}  // namespace sortscope::cli
