// Key types: the order-preserving encodings, text formatting and parsing (see keys.hpp).
#include "algorithms/plan/keys.hpp"

#include <array>
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace sortscope::algo {

using namespace key_encoding;

namespace {

constexpr std::array kKeyTypes = {KeyType::U32, KeyType::I32, KeyType::F32};

// encode_float's inverse: add the negative NaNs' patterns back, then undo the flip, whose result has its
// top bit clear exactly for a negative float.
uint32_t decode_float(uint32_t order) {
    const uint32_t flipped = order + kNegativeNaNs;
    return flipped ^ ((0u - (~flipped >> 31)) | kSignBit);
}

}  // namespace

std::span<const KeyType> all_key_types() { return kKeyTypes; }

std::string_view key_type_name(KeyType type) {
    switch (type) {
        case KeyType::U32: return "u32";
        case KeyType::I32: return "i32";
        case KeyType::F32: return "f32";
    }
    return "unknown";
}

std::optional<KeyType> parse_key_type(std::string_view name) {
    for (KeyType type : kKeyTypes) {
        if (key_type_name(type) == name) return type;
    }
    return std::nullopt;
}

uint32_t decode_key(KeyType type, uint32_t order) {
    switch (type) {
        case KeyType::U32: return order;
        case KeyType::I32: return order ^ kSignBit;
        case KeyType::F32: return decode_float(order);
    }
    return order;
}

std::string format_key(KeyType type, uint32_t bits) {
    switch (type) {
        case KeyType::U32: return std::to_string(bits);
        case KeyType::I32: return std::to_string(static_cast<int32_t>(bits));
        case KeyType::F32: {
            const float value = std::bit_cast<float>(bits);
            if (std::isnan(value)) return (bits & kSignBit) != 0 ? "-nan" : "nan";
            if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
            char text[32];
            // 9 significant digits round-trip every binary32 value.
            std::snprintf(text, sizeof text, "%.9g", static_cast<double>(value));
            return text;
        }
    }
    return {};
}

std::string format_keys(KeyType type, std::span<const uint32_t> keys) {
    std::string text;
    for (size_t i = 0; i < keys.size(); ++i) text += (i == 0 ? "" : " ") + format_key(type, keys[i]);
    return text;
}

std::string format_sort_key(uint32_t sort_key) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%08X", sort_key);
    return text;
}

std::optional<uint32_t> parse_key(KeyType type, std::string_view text) {
    if (text.empty() || text.size() > 64) return std::nullopt;
    const std::string copy(text);
    char* end = nullptr;
    errno = 0;
    switch (type) {
        case KeyType::U32: {
            if (copy[0] == '-' || copy[0] == '+' || copy[0] == ' ') return std::nullopt;
            const unsigned long long value = std::strtoull(copy.c_str(), &end, 10);
            if (errno != 0 || *end != '\0' || value > 0xFFFFFFFFull) return std::nullopt;
            return static_cast<uint32_t>(value);
        }
        case KeyType::I32: {
            if (copy[0] == ' ') return std::nullopt;
            const long long value = std::strtoll(copy.c_str(), &end, 10);
            if (errno != 0 || *end != '\0' || value < INT32_MIN || value > INT32_MAX) return std::nullopt;
            return static_cast<uint32_t>(static_cast<int32_t>(value));
        }
        case KeyType::F32: {
            if (copy[0] == ' ') return std::nullopt;
            const float value = std::strtof(copy.c_str(), &end);
            // ERANGE on underflow still gives the nearest denormal or zero, which is the right key;
            // overflow gives +-HUGE_VALF, which is not what the text said.
            if (*end != '\0' || (errno == ERANGE && std::isinf(value))) return std::nullopt;
            return std::bit_cast<uint32_t>(value);
        }
    }
    return std::nullopt;
}

std::vector<uint32_t> keys_of_type(KeyType type, std::vector<uint32_t> ranks) {
    for (uint32_t& key : ranks) key = decode_key(type, key);
    return ranks;
}

}  // namespace sortscope::algo
