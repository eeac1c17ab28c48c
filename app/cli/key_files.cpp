// Reading and atomically writing key files.
#include "key_files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>

#include "arguments.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"

namespace sortscope::cli {

namespace {

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
    std::ifstream file(path);
    if (!file) throw RuntimeFailure("cannot read key file " + path + ": " + std::strerror(errno));
    std::vector<uint32_t> keys;
    std::string line;
    for (size_t number = 1; std::getline(file, line); ++number) {
        const std::string text = trim(line);
        if (text.empty() || text[0] == '#') continue;
        const auto key = algo::parse_key(type, text);
        if (!key) {
            throw UsageError(path + ":" + std::to_string(number) + ": '" + text + "' is not " + type_range(type));
        }
        keys.push_back(*key);
    }
    if (file.bad()) throw RuntimeFailure("error while reading " + path);
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
