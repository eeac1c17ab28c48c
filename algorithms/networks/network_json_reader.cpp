// The JSON reader of the network formats (see network_json_reader.hpp): recursive descent, depth-limited.
#include "algorithms/networks/network_json_reader.hpp"

#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

namespace {

constexpr int kMaxDepth = 16;

JsonValue read_value(TextCursor& cursor, int depth);

void expect_word(TextCursor& cursor, std::string_view word) {
    for (char c : word) {
        if (cursor.peek() != c) cursor.fail("expected '" + std::string(word) + "'");
        cursor.advance();
    }
}

std::string read_string(TextCursor& cursor) {
    cursor.expect('"', "'\"' opening a string");
    std::string text;
    while (!cursor.at_end() && cursor.peek() != '"') {
        if (cursor.peek() == '\n') cursor.fail("a string runs past the end of the line: missing '\"'");
        if (cursor.peek() == '\\') cursor.advance();
        text += cursor.peek();
        cursor.advance();
    }
    if (cursor.at_end()) cursor.fail("missing '\"' closing the string");
    cursor.advance();
    return text;
}

JsonValue read_value(TextCursor& cursor, int depth) {
    if (depth > kMaxDepth) cursor.fail("nested too deeply");
    cursor.skip_spaces();
    JsonValue value;
    value.line = cursor.line();
    value.column = cursor.column();
    const char c = cursor.peek();
    if (cursor.at_end()) cursor.fail("expected a value, found the end of the text");
    if (c == '{') {
        value.kind = JsonValue::Kind::Object;
        cursor.advance();
        cursor.skip_spaces();
        if (cursor.take('}')) return value;
        do {
            cursor.skip_spaces();
            std::string name = read_string(cursor);
            cursor.skip_spaces();
            cursor.expect(':', "':' after the field's name");
            value.fields.emplace_back(std::move(name), read_value(cursor, depth + 1));
            cursor.skip_spaces();
        } while (cursor.take(','));
        cursor.skip_spaces();
        cursor.expect('}', "'}' or ',' in an object");
    } else if (c == '[') {
        value.kind = JsonValue::Kind::Array;
        cursor.advance();
        cursor.skip_spaces();
        if (cursor.take(']')) return value;
        do {
            value.items.push_back(read_value(cursor, depth + 1));
            cursor.skip_spaces();
        } while (cursor.take(','));
        cursor.skip_spaces();
        cursor.expect(']', "']' or ',' in an array: a missing bracket?");
    } else if (c == '"') {
        value.kind = JsonValue::Kind::String;
        value.text = read_string(cursor);
    } else if (c == 't' || c == 'f') {
        value.kind = JsonValue::Kind::Bool;
        value.boolean = c == 't';
        expect_word(cursor, value.boolean ? "true" : "false");
    } else if (c == 'n') {
        expect_word(cursor, "null");
    } else if (cursor.next_is_digit()) {
        value.kind = JsonValue::Kind::Number;
        value.number = cursor.number("a number");
        if (cursor.peek() == '.' || cursor.peek() == 'e' || cursor.peek() == 'E') cursor.fail("expected a whole number");
    } else {
        cursor.fail(c == '-' ? "a negative number: wires and counts start at 0" : "expected a JSON value, found '" + std::string(1, c) + "'");
    }
    return value;
}

}  // namespace

const JsonValue* JsonValue::field(std::string_view name) const {
    for (const auto& [key, item] : fields) {
        if (key == name) return &item;
    }
    return nullptr;
}

JsonValue read_json(std::string_view text) {
    TextCursor cursor(text);
    JsonValue value = read_value(cursor, 0);
    cursor.skip_spaces();
    if (!cursor.at_end()) cursor.fail("text after the end of the JSON value");
    return value;
}

std::pair<uint32_t, uint32_t> json_wire_pair(const JsonValue& value) {
    if (value.kind != JsonValue::Kind::Array || value.items.size() != 2 ||
        value.items[0].kind != JsonValue::Kind::Number || value.items[1].kind != JsonValue::Kind::Number) {
        throw NetworkParseError(value.line, value.column, "expected a comparator [a, b] of two wire numbers");
    }
    return {static_cast<uint32_t>(value.items[0].number), static_cast<uint32_t>(value.items[1].number)};
}

}  // namespace sortscope::algo
