// Key types and their sort order. Every kernel and the CPU reference compare keys through one
// order-preserving bijection onto uint32 (the "sort key"), so the buffers keep the user's raw bits and
// a float sort is exactly a uint32 sort of encoded keys:
//   u32: the bits themselves;
//   i32: bits XOR 0x80000000 (two's complement to offset binary);
//   f32: a total order on all 2^32 bit patterns: -inf < ... < -0.0 < +0.0 < ... < +inf < NaNs, with the
//        NaNs last (positive-sign NaNs before negative-sign ones, each by their bits);
//   descending: the bitwise NOT of the ascending sort key, so equal keys keep their input order in a
//        stable sort (radix, rank) either way.
// The GLSL twin is key_order() in shaders/modules/common.glsl; tests check both against these functions.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sortscope::algo {

enum class KeyType : uint32_t {
    U32 = 0,  // unsigned 32-bit integers
    I32 = 1,  // signed 32-bit integers
    F32 = 2,  // IEEE-754 binary32 floats, total order with NaN last
};

std::span<const KeyType> all_key_types();
std::string_view key_type_name(KeyType type);  // "u32", "i32", "f32"
std::optional<KeyType> parse_key_type(std::string_view name);

namespace key_encoding {

inline constexpr uint32_t kSignBit = 0x80000000u;
// -inf's rank is 0: the usual flip of a float's bits (all of them for a negative, the sign bit for a
// positive) puts -inf at 0x007FFFFF, below it only the negative NaNs, which the subtraction wraps to the top.
inline constexpr uint32_t kNegativeNaNs = 0x007FFFFFu;

// The usual flip: a negative float's bits all inverted, a positive's sign bit set.
inline uint32_t flip_float(uint32_t bits) { return bits ^ ((0u - (bits >> 31)) | kSignBit); }

// f32 ranks: [0, 0x7F800000] are -inf .. -0.0; [0x7F800001, 0xFF800000] are +0.0 .. +inf and then the
// positive NaNs; [0xFF800001, 0xFFFFFFFF] the negative NaNs (in the reverse order of their bits, as every
// negative). Four operations and no comparison, as key_order() in shaders/modules/common.glsl computes it
// for every digit of every key: the usual flip, then minus the negative NaNs' patterns (mod 2^32).
inline uint32_t encode_float(uint32_t bits) { return flip_float(bits) - kNegativeNaNs; }

}  // namespace key_encoding

// The order-preserving bijection from raw bits to uint32 (ascending). Inline: the CPU reference, the
// bars and the pictures call it for every key of every step.
inline uint32_t encode_key(KeyType type, uint32_t bits) {
    switch (type) {
        case KeyType::U32: return bits;
        case KeyType::I32: return bits ^ key_encoding::kSignBit;
        case KeyType::F32: return key_encoding::encode_float(bits);
    }
    return bits;
}
// Its inverse: the raw bits whose encoding is `order`.
uint32_t decode_key(KeyType type, uint32_t order);
// What the kernels compare: encode_key, inverted for a descending sort.
inline uint32_t sort_key(KeyType type, bool descending, uint32_t bits) {
    const uint32_t order = encode_key(type, bits);
    return descending ? ~order : order;
}

// A key as people read it, everywhere keys are shown (bars, tables, hover text, Predict, the CLI, key
// files): as the user gave it, "4294967295", "37", "-7", "-0", "1.5", "inf", "nan" (floats round-trip
// through strtof).
std::string format_key(KeyType type, uint32_t bits);
// Keys in a line, one space apart: "5 3 8 1".
std::string format_keys(KeyType type, std::span<const uint32_t> keys);
// A sort key (sort_key) in hexadecimal, "0x7FFFFFFD": eight digits, each one a 4-bit radix digit.
std::string format_sort_key(uint32_t sort_key);
// Parses one key; nullopt when `text` is not a key of this type (a word, out of range, trailing text).
std::optional<uint32_t> parse_key(KeyType type, std::string_view text);

// Maps keys generated as uint32 ranks into `type` preserving their order (decode_key), so a "sorted"
// input stays sorted in the stated order whatever the key type. For f32 the top of the range holds
// the infinities and NaNs, so random inputs include them.
std::vector<uint32_t> keys_of_type(KeyType type, std::vector<uint32_t> ranks);

}  // namespace sortscope::algo
