// Helpers shared by the export tests: files, folders, and the headers of PNG and PDF files.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace sortscope::test {

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream out;
    out << file.rdbuf();
    return out.str();
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << text;
}

// A fresh, empty folder under the build tree for one test.
inline std::filesystem::path fresh_folder(const std::string& name) {
    const std::filesystem::path folder = std::filesystem::path(SORTSCOPE_TEST_WORK_DIR) / name;
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

inline std::vector<std::string> file_names(const std::filesystem::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

struct PngHeader {
    uint32_t width;
    uint32_t height;
};

// The PNG signature, then the IHDR chunk first: its width and height, big-endian (PNG spec, 11.2.2).
inline std::optional<PngHeader> png_header(const std::string& bytes) {
    static const std::string kSignature("\x89PNG\r\n\x1a\n", 8);
    if (bytes.size() < 33 || bytes.compare(0, 8, kSignature) != 0 || bytes.compare(12, 4, "IHDR") != 0) {
        return std::nullopt;
    }
    auto word = [&](size_t at) {
        return uint32_t{static_cast<uint8_t>(bytes[at])} << 24 | uint32_t{static_cast<uint8_t>(bytes[at + 1])} << 16 |
               uint32_t{static_cast<uint8_t>(bytes[at + 2])} << 8 | uint32_t{static_cast<uint8_t>(bytes[at + 3])};
    };
    return PngHeader{word(16), word(20)};
}

}  // namespace sortscope::test
