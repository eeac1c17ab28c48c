// What every network format's reader shares: the error that names a line and a column, a cursor over
// the text that knows where it is, and the checks every format makes of what it read (a wire out of
// range, a wire compared with itself, two comparators of one layer sharing a wire, an empty network).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

// "line 3, column 14: wire 9 is out of range (the network has 8 wires)". Line and column count from 1;
// line 0 means the whole text (an empty file).
class NetworkParseError : public std::runtime_error {
public:
    NetworkParseError(uint32_t line, uint32_t column, const std::string& problem);
    uint32_t line() const { return m_line; }
    uint32_t column() const { return m_column; }
    const std::string& problem() const { return m_problem; }

private:
    uint32_t m_line;
    uint32_t m_column;
    std::string m_problem;
};

// A position in the text and reading primitives that throw NetworkParseError at the right place.
class TextCursor {
public:
    explicit TextCursor(std::string_view text) : m_text(text) {}

    bool at_end() const { return m_offset >= m_text.size(); }
    char peek() const { return at_end() ? '\0' : m_text[m_offset]; }
    size_t offset() const { return m_offset; }
    void advance();                       // one character (keeps line and column)
    void skip_spaces();                   // spaces, tabs, carriage returns and newlines
    void skip_blanks();                   // spaces, tabs and carriage returns, not newlines
    bool take(char c);                    // skips blanks; takes c if it is next
    void expect(char c, std::string_view what);  // skips blanks; c must be next ("a ')' closing the pair")
    uint32_t number(std::string_view what);       // skips blanks; a whole number (a wire: at most 10^6)
    bool next_is_digit() const { return peek() >= '0' && peek() <= '9'; }

    uint32_t line() const { return m_line; }
    uint32_t column() const { return m_column; }
    [[noreturn]] void fail(const std::string& problem) const;
    [[noreturn]] void fail_at(uint32_t line, uint32_t column, const std::string& problem) const;

private:
    std::string_view m_text;
    size_t m_offset = 0;
    uint32_t m_line = 1;
    uint32_t m_column = 1;
};

// Collects comparators layer by layer, checking each where it was read: a wire compared with itself, a
// wire used twice in one given layer, a wire past `max_wires` (a format that states its wire count),
// and too many comparators or wires. finish() refuses an empty network and sets the wire count (the
// stated one, or the largest wire + 1).
class NetworkBuilder {
public:
    explicit NetworkBuilder(std::optional<uint32_t> stated_wires = std::nullopt) : m_stated(stated_wires) {}
    void start_layer();
    // Adds (low, high) to the current layer, read at `line`/`column` (for the error).
    void add(uint32_t low, uint32_t high, uint32_t line, uint32_t column);
    // Adds to a sequence that finish() layers as early as each comparator goes (formats without layers).
    void add_to_sequence(uint32_t low, uint32_t high, uint32_t line, uint32_t column);
    ComparatorNetwork finish();

private:
    void check_pair(uint32_t low, uint32_t high, uint32_t line, uint32_t column);

    std::optional<uint32_t> m_stated;
    ComparatorNetwork m_network;
    std::vector<WirePair> m_sequence;
    std::vector<uint32_t> m_layer_use;  // m_layer_use[w] == layer index + 1: wire w is used in that layer
    uint32_t m_largest = 0;
    uint64_t m_count = 0;  // comparators read so far
    bool m_any = false;
};

}  // namespace sortscope::algo
