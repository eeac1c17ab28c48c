// Reading key files with the CLI's errors, and writing them atomically.
#include "key_files.hpp"

#include "algorithms/inputs/key_file.hpp"
#include "arguments.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"

namespace sortscope::cli {

std::vector<uint32_t> read_key_file(const std::string& path, algo::KeyType type, const algo::KeyFileBounds& bounds) {
    try {
        return algo::read_key_file(path, type, bounds);
    } catch (const algo::KeyFileError& error) {
        if (error.kind() == algo::KeyFileError::Kind::Unreadable) throw RuntimeFailure(error.what());
        throw UsageError(error.what());
    }
}

void write_key_file(const std::string& path, std::span<const uint32_t> keys, algo::KeyType type,
                    std::span<const uint32_t> values) {
    std::string text;
    text.reserve(keys.size() * (values.empty() ? 11 : 22));
    for (size_t i = 0; i < keys.size(); ++i) {
        text += algo::format_key(type, keys[i]);
        if (!values.empty()) text += '\t' + std::to_string(values[i]);
        text += '\n';
    }
    try {
        exports::write_file_atomically(path, text);
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
}

}  // namespace sortscope::cli
