// Reading and atomically writing key files.
#include "key_files.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>

#include "arguments.hpp"

namespace sortscope::cli {

namespace {

std::string trim(const std::string& line) {
    const char* space = " \t\r\n";
    const size_t first = line.find_first_not_of(space);
    if (first == std::string::npos) return {};
    return line.substr(first, line.find_last_not_of(space) - first + 1);
}

}  // namespace

std::vector<uint32_t> read_key_file(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw RuntimeFailure("cannot read key file " + path + ": " + std::strerror(errno));
    std::vector<uint32_t> keys;
    std::string line;
    for (size_t number = 1; std::getline(file, line); ++number) {
        const std::string text = trim(line);
        if (text.empty() || text[0] == '#') continue;
        const std::string where = path + ":" + std::to_string(number);
        try {
            keys.push_back(static_cast<uint32_t>(parse_whole_number(text, 0xFFFFFFFFull, where)));
        } catch (const UsageError&) {
            throw UsageError(where + ": '" + text + "' is not an unsigned 32-bit key (0 to 4294967295)");
        }
    }
    if (file.bad()) throw RuntimeFailure("error while reading " + path);
    return keys;
}

void write_key_file(const std::string& path, std::span<const uint32_t> keys) {
    std::string text;
    text.reserve(keys.size() * 11);
    for (uint32_t key : keys) {
        text += std::to_string(key);
        text += '\n';
    }
    write_file_atomically(path, text);
}

void write_file_atomically(const std::string& path, const std::string& contents) {
    if (path == "-") {
        std::cout << contents << std::flush;
        return;
    }
    const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file) throw RuntimeFailure("cannot write " + path + ": " + std::strerror(errno));
        file << contents;
        file.flush();
        if (!file) {
            std::remove(temporary.c_str());
            throw RuntimeFailure("writing " + path + " failed: " + std::strerror(errno));
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw RuntimeFailure("cannot write " + path + ": " + reason);
    }
}

}  // namespace sortscope::cli
