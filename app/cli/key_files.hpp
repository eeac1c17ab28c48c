// Key files: plain text, one key per line in the key type's notation (u32 "4294967295", i32 "-7",
// f32 "1.5", "-0", "inf", "nan"). Blank lines and lines starting with '#' are skipped. A bad line is a
// UsageError naming the file and line; an unreadable or unwritable file is a RuntimeFailure. Writes are
// atomic: a temporary file in the same folder, then a rename.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/keys.hpp"

namespace sortscope::cli {

std::vector<uint32_t> read_key_file(const std::string& path, algo::KeyType type);
// One key per line; with `values`, "key<TAB>value" per line.
void write_key_file(const std::string& path, std::span<const uint32_t> keys, algo::KeyType type,
                    std::span<const uint32_t> values = {});


}  // namespace sortscope::cli
