// Reading and atomically writing key files.
#include "key_files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "algorithms/text/quoted.hpp"
#include "arguments.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"

namespace sortscope::cli {

namespace {

// Longer than any key in any notation with spaces around it; a longer line is junk, not a key.
constexpr size_t kMaxLineBytes = 4096;
constexpr size_t kShownPathBytes = 200;

std::string trim(const std::string& line) {
    const char* space = " \t\r\n";
    const size_t first = line.find_first_not_of(space);
    if (first == std::string::npos) return {};
    return line.substr(first, line.find_last_not_of(space) - first + 1);
}

std::string type_range(algo::KeyType type) {
    switch (type) {
        case algo::KeyType::U32: return "an unsigned 32-bit key (0 to 4294967295)";
        case algo::KeyType::I32: return "a signed 32-bit key (-2147483648 to 2147483647)";
        case algo::KeyType::F32: return "a 32-bit float key (like 1.5, -0, inf, nan)";
    }
    return "a key";
}

}  // namespace

std::vector<uint32_t> read_key_file(const std::string& path, algo::KeyType type) {
    const std::string shown = algo::printable(path, kShownPathBytes);
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) throw RuntimeFailure("cannot read key file " + shown + ": " + std::strerror(errno));
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(file, &std::fclose);
    std::vector<uint32_t> keys;
    size_t number = 0;
    auto take_line = [&](const std::string& line) {
        ++number;
        const std::string text = trim(line);
        if (text.empty() || text[0] == '#') return;
        const auto key = algo::parse_key(type, text);
        if (!key) {
            throw UsageError(shown + ":" + std::to_string(number) + ": " + algo::quoted(text) + " is not " + type_range(type));
        }
        keys.push_back(*key);
    };
    // Read in blocks and split lines here, so that a file with no line breaks (binary junk, a device
    // that never ends) is refused after kMaxLineBytes instead of filling memory.
    std::string pending;
    std::vector<char> block(1 << 16);
    for (;;) {
        const size_t got = std::fread(block.data(), 1, block.size(), file);
        size_t start = 0;
        for (size_t i = 0; i < got; ++i) {
            if (block[i] != '\n') continue;
            pending.append(block.data() + start, i - start);
            take_line(pending);
            pending.clear();
            start = i + 1;
        }
        pending.append(block.data() + start, got - start);
        if (pending.size() > kMaxLineBytes) {
            throw UsageError(shown + ":" + std::to_string(number + 1) + ": a line longer than " +
                             std::to_string(kMaxLineBytes) + " bytes is not a key: " + algo::quoted(pending));
        }
        if (got < block.size()) break;
    }
    if (std::ferror(file)) throw RuntimeFailure("error while reading " + shown + ": " + std::strerror(errno));
    if (!pending.empty()) take_line(pending);
    return keys;
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
