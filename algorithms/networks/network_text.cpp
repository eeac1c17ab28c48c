// Reading network text: positions, errors and the checks every format shares (see network_text.hpp).
#include "algorithms/networks/network_text.hpp"

#include <algorithm>

namespace sortscope::algo {

namespace {

constexpr uint32_t kLargestWireNumber = 1000000;

std::string where(uint32_t line, uint32_t column) {
    if (line == 0) return "";
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": ";
}

}  // namespace

NetworkParseError::NetworkParseError(uint32_t line, uint32_t column, const std::string& problem)
    : std::runtime_error(where(line, column) + problem), m_line(line), m_column(column), m_problem(problem) {}

void TextCursor::advance() {
    if (at_end()) return;
    if (m_text[m_offset] == '\n') {
        ++m_line;
        m_column = 1;
    } else {
        ++m_column;
    }
    ++m_offset;
}

void TextCursor::skip_spaces() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\r' || peek() == '\n')) advance();
}

void TextCursor::skip_blanks() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\r')) advance();
}

bool TextCursor::take(char c) {
    skip_blanks();
    if (peek() != c || at_end()) return false;
    advance();
    return true;
}

void TextCursor::expect(char c, std::string_view what) {
    if (take(c)) return;
    fail("expected " + std::string(what) + (at_end() || peek() == '\n' ? ", found the end of the line"
                                                                       : ", found '" + std::string(1, peek()) + "'"));
}

uint32_t TextCursor::number(std::string_view what) {
    skip_blanks();
    if (!next_is_digit()) {
        fail("expected " + std::string(what) + (at_end() || peek() == '\n' ? ", found the end of the line"
                                                                           : ", found '" + std::string(1, peek()) + "'"));
    }
    const uint32_t line = m_line;
    const uint32_t column = m_column;
    uint64_t value = 0;
    while (next_is_digit()) {
        value = value * 10 + static_cast<uint64_t>(peek() - '0');
        if (value > kLargestWireNumber) fail_at(line, column, std::string(what) + " is too large");
        advance();
    }
    return static_cast<uint32_t>(value);
}

void TextCursor::fail(const std::string& problem) const { throw NetworkParseError(m_line, m_column, problem); }

void TextCursor::fail_at(uint32_t line, uint32_t column, const std::string& problem) const {
    throw NetworkParseError(line, column, problem);
}

void NetworkBuilder::start_layer() {
    if (m_network.layers.empty() || !m_network.layers.back().empty()) m_network.layers.emplace_back();
}

void NetworkBuilder::check_pair(uint32_t low, uint32_t high, uint32_t line, uint32_t column) {
    const uint32_t limit = m_stated.value_or(kMaxNetworkWires);
    for (uint32_t wire : {low, high}) {
        if (wire >= limit) {
            throw NetworkParseError(line, column, "wire " + std::to_string(wire) + " is out of range (" +
                                                      (m_stated ? "the network has " + std::to_string(limit) + " wires"
                                                                : "at most " + std::to_string(limit) + " wires") + ")");
        }
    }
    if (low == high) throw NetworkParseError(line, column, "a comparator of wire " + std::to_string(low) + " with itself");
    if (m_count >= kMaxNetworkComparators) {
        throw NetworkParseError(line, column, "more than " + std::to_string(kMaxNetworkComparators) + " comparators");
    }
    m_largest = std::max({m_largest, low, high});
    ++m_count;
    m_any = true;
}

void NetworkBuilder::add(uint32_t low, uint32_t high, uint32_t line, uint32_t column) {
    check_pair(low, high, line, column);
    if (m_network.layers.empty()) m_network.layers.emplace_back();
    const auto layer = static_cast<uint32_t>(m_network.layers.size());
    if (m_layer_use.size() <= m_largest) m_layer_use.resize(m_largest + 1, 0);
    for (uint32_t wire : {low, high}) {
        if (m_layer_use[wire] == layer) {
            throw NetworkParseError(line, column, "wire " + std::to_string(wire) + " is used twice in layer " +
                                                      std::to_string(layer) + " (a layer's comparators share no wire)");
        }
        m_layer_use[wire] = layer;
    }
    m_network.layers.back().push_back({low, high});
}

void NetworkBuilder::add_to_sequence(uint32_t low, uint32_t high, uint32_t line, uint32_t column) {
    check_pair(low, high, line, column);
    m_sequence.push_back({low, high});
}

ComparatorNetwork NetworkBuilder::finish() {
    if (!m_any) throw NetworkParseError(0, 0, "the network is empty: no comparator found");
    const uint32_t wires = m_stated.value_or(m_largest + 1);
    if (!m_sequence.empty()) return layer_as_early(wires, m_sequence);
    ComparatorNetwork network = std::move(m_network);
    if (!network.layers.empty() && network.layers.back().empty()) network.layers.pop_back();
    network.wires = wires;
    return network;
}

}  // namespace sortscope::algo
