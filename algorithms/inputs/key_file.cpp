// Reading key files (see key_file.hpp).
#include "algorithms/inputs/key_file.hpp"

#include "algorithms/inputs/user_input.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::algo {

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

std::string type_range(KeyType type) {
    switch (type) {
        case KeyType::U32: return "an unsigned 32-bit key (0 to 4294967295)";
        case KeyType::I32: return "a signed 32-bit key (-2147483648 to 2147483647)";
        case KeyType::F32: return "a 32-bit float key (like 1.5, -0, inf, nan)";
    }
    return "a key";
}

// The keys of one input (see read_key_file); InputError passes through.
std::vector<uint32_t> read_keys(const std::string& path, KeyType type, const KeyFileBounds& bounds) {
    using Kind = KeyFileError::Kind;
    InputRules rules;
    rules.what = "key file";
    rules.max_bytes = bounds.max_bytes;
    rules.bound = bounds.bytes_bound;
    rules.stream = true;
    InputFile file(path, rules);
    const std::string shown = printable(path, kShownPathBytes);
    std::vector<uint32_t> keys;
    size_t number = 0;
    auto take_line = [&](const std::string& line) {
        ++number;
        // A NUL byte would end the number early ("1<NUL>2" read as 1): no key holds one.
        if (line.find('\0') != std::string::npos) {
            throw KeyFileError(Kind::NotKeys, shown + ":" + std::to_string(number) + ": " + quoted(line) +
                                                  " holds a NUL byte, which no key has (is this a text file?)");
        }
        const std::string text = trim(line);
        if (text.empty() || text[0] == '#') return;
        const auto key = parse_key(type, text);
        if (!key) throw KeyFileError(Kind::NotKeys, shown + ":" + std::to_string(number) + ": " + quoted(text) + " is not " + type_range(type));
        if (keys.size() >= bounds.max_keys) {
            throw KeyFileError(Kind::NotKeys, "key file " + file.shown() + " holds more than " + std::to_string(bounds.max_keys) +
                                                  " keys, " + bounds.keys_bound + ": refused at line " + std::to_string(number));
        }
        keys.push_back(*key);
    };
    // Read in blocks and split lines here, so that a file with no line breaks (binary junk) is refused
    // after kMaxLineBytes instead of filling memory; the input's own bound stops a stream that never ends.
    std::string pending;
    std::vector<char> block(1 << 16);
    for (;;) {
        const size_t got = file.read(block.data(), block.size());
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
            throw KeyFileError(Kind::NotKeys, shown + ":" + std::to_string(number + 1) + ": a line longer than " +
                                                  std::to_string(kMaxLineBytes) + " bytes is not a key: " + quoted(pending));
        }
        if (got == 0) break;
    }
    if (!pending.empty()) take_line(pending);
    return keys;
}

}  // namespace

std::vector<uint32_t> read_key_file(const std::string& path, KeyType type, const KeyFileBounds& bounds) {
    try {
        return read_keys(path, type, bounds);
    } catch (const InputError& error) {
        const bool unreadable = error.kind() == InputError::Kind::Unreadable;
        throw KeyFileError(unreadable ? KeyFileError::Kind::Unreadable : KeyFileError::Kind::NotKeys, error.what());
    }
}

}  // namespace sortscope::algo
