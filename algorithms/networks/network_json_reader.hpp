// A small JSON reader for the two JSON network formats: values with the line and column where each
// starts, so a reader can say where a wire out of range stands. Numbers are whole and non-negative
// (wires and counts); strings have no escapes beyond \" and \\ (names).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sortscope::algo {

struct JsonValue {
    enum class Kind : uint8_t { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
    uint32_t line = 0;
    uint32_t column = 0;
    uint64_t number = 0;
    bool boolean = false;
    std::string text;
    std::vector<JsonValue> items;                           // an array's
    std::vector<std::pair<std::string, JsonValue>> fields;  // an object's, in order

    const JsonValue* field(std::string_view name) const;
};

// Throws NetworkParseError at the first character that is not JSON (or a negative or fractional number).
JsonValue read_json(std::string_view text);

// A [low, high] pair of wire numbers (throws NetworkParseError at the value otherwise).
std::pair<uint32_t, uint32_t> json_wire_pair(const JsonValue& value);

}  // namespace sortscope::algo
