// Key types: the encodings are order-preserving bijections onto uint32 with the stated float order
// (-0.0 before +0.0, NaN last), and keys round-trip through text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/keys.hpp"

using namespace sortscope::algo;

namespace {

uint32_t bits_of(float value) { return std::bit_cast<uint32_t>(value); }

}  // namespace

TEST_CASE("key types parse back from their names", "[cpu][keys]") {
    for (KeyType type : all_key_types()) CHECK(parse_key_type(key_type_name(type)) == type);
    CHECK_FALSE(parse_key_type("u64").has_value());
}

TEST_CASE("every encoding is a bijection: decode undoes encode on edge and sampled patterns", "[cpu][keys]") {
    std::vector<uint32_t> patterns = {0u, 1u, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u, 0x7FC00000u, 0x7FFFFFFFu,
                                      0x80000000u, 0x80000001u, 0xFF7FFFFFu, 0xFF800000u, 0xFF800001u, 0xFFFFFFFFu};
    SplitMix64 rng(9);
    for (int i = 0; i < 100000; ++i) patterns.push_back(rng.next_u32());
    for (KeyType type : all_key_types()) {
        for (uint32_t bits : patterns) {
            INFO(key_type_name(type) << " bits " << bits);
            REQUIRE(decode_key(type, encode_key(type, bits)) == bits);
            REQUIRE(encode_key(type, decode_key(type, bits)) == bits);
        }
    }
}

TEST_CASE("i32 keys order as signed integers", "[cpu][keys]") {
    const std::vector<int32_t> ascending = {INT32_MIN, -1000, -1, 0, 1, 77, INT32_MAX};
    for (size_t i = 0; i + 1 < ascending.size(); ++i) {
        const auto a = static_cast<uint32_t>(ascending[i]);
        const auto b = static_cast<uint32_t>(ascending[i + 1]);
        CHECK(sort_key(KeyType::I32, false, a) < sort_key(KeyType::I32, false, b));
        CHECK(sort_key(KeyType::I32, true, a) > sort_key(KeyType::I32, true, b));
    }
}

TEST_CASE("f32 keys follow the total order -inf < negatives < -0 < +0 < positives < +inf < NaN", "[cpu][keys]") {
    const float inf = std::numeric_limits<float>::infinity();
    const float denormal = std::numeric_limits<float>::denorm_min();
    const std::vector<uint32_t> ascending = {
        bits_of(-inf), bits_of(-3.4e38f), bits_of(-1.0f), bits_of(-denormal), bits_of(-0.0f), bits_of(0.0f),
        bits_of(denormal), bits_of(1.0f), bits_of(3.4e38f), bits_of(inf),
        0x7F800001u, 0x7FC00000u, 0x7FFFFFFFu,   // NaNs with the sign bit clear
        0xFFFFFFFFu, 0xFFC00000u, 0xFF800001u};  // NaNs with the sign bit set: last of all, as negatives in reverse
    // The ranks themselves, at the edges of each range (keys.hpp).
    CHECK(encode_key(KeyType::F32, bits_of(-inf)) == 0u);
    CHECK(encode_key(KeyType::F32, bits_of(-0.0f)) == 0x7F800000u);
    CHECK(encode_key(KeyType::F32, bits_of(0.0f)) == 0x7F800001u);
    CHECK(encode_key(KeyType::F32, bits_of(inf)) == 0xFF000001u);
    CHECK(encode_key(KeyType::F32, 0x7FFFFFFFu) == 0xFF800000u);
    CHECK(encode_key(KeyType::F32, 0xFF800001u) == 0xFFFFFFFFu);
    CHECK(encode_key(KeyType::F32, 0xFFFFFFFFu) == 0xFF800001u);
    for (size_t i = 0; i + 1 < ascending.size(); ++i) {
        INFO("position " << i);
        CHECK(sort_key(KeyType::F32, false, ascending[i]) < sort_key(KeyType::F32, false, ascending[i + 1]));
    }
    // Floats that compare in the usual way keep that order.
    SplitMix64 rng(4);
    for (int i = 0; i < 10000; ++i) {
        const float a = std::bit_cast<float>(rng.next_u32());
        const float b = std::bit_cast<float>(rng.next_u32());
        if (std::isnan(a) || std::isnan(b) || a == b) continue;
        REQUIRE((a < b) == (encode_key(KeyType::F32, bits_of(a)) < encode_key(KeyType::F32, bits_of(b))));
    }
}

TEST_CASE("keys round-trip through text, and bad text is refused", "[cpu][keys]") {
    CHECK(parse_key(KeyType::U32, "4294967295") == 4294967295u);
    CHECK_FALSE(parse_key(KeyType::U32, "4294967296").has_value());
    CHECK_FALSE(parse_key(KeyType::U32, "-1").has_value());
    CHECK_FALSE(parse_key(KeyType::U32, "12abc").has_value());
    CHECK(parse_key(KeyType::I32, "-2147483648") == 0x80000000u);
    CHECK_FALSE(parse_key(KeyType::I32, "2147483648").has_value());
    CHECK(parse_key(KeyType::F32, "-0") == 0x80000000u);
    CHECK(parse_key(KeyType::F32, "inf") == 0x7F800000u);
    CHECK(parse_key(KeyType::F32, "1e-45") == 1u);
    CHECK_FALSE(parse_key(KeyType::F32, "1e39").has_value());
    CHECK_FALSE(parse_key(KeyType::F32, "hello").has_value());
    CHECK(std::isnan(std::bit_cast<float>(*parse_key(KeyType::F32, "nan"))));
    SplitMix64 rng(5);
    for (int i = 0; i < 10000; ++i) {
        const uint32_t bits = rng.next_u32();
        for (KeyType type : all_key_types()) {
            if (type == KeyType::F32 && std::isnan(std::bit_cast<float>(bits))) continue;  // payloads are not text
            INFO(key_type_name(type) << " " << format_key(type, bits));
            REQUIRE(parse_key(type, format_key(type, bits)) == bits);
        }
    }
}

TEST_CASE("typed inputs keep the distribution's order in the key type's order", "[cpu][keys][inputs]") {
    for (KeyType type : all_key_types()) {
        const std::vector<uint32_t> keys = generate_input(Distribution::Sorted, 500, 3, type, 8);
        REQUIRE(keys.size() == 1500);
        for (uint32_t array = 0; array < 3; ++array) {
            for (uint32_t i = array * 500 + 1; i < (array + 1) * 500; ++i) {
                REQUIRE(encode_key(type, keys[i - 1]) <= encode_key(type, keys[i]));
            }
        }
    }
}
