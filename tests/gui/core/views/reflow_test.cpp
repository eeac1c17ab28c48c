// The wrapping text boxes (core/look/reflow.hpp): a lesson's note and typed keys wrap at spaces inside
// their box, as they are typed too, without changing the text's length (the cursor stays) or its words.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "core/look/reflow.hpp"

using namespace sortscope::ui;

namespace {

float ten_per_char(std::string_view text) { return 10.0f * static_cast<float>(text.size()); }

std::string reflowed(std::string text, float room) {
    const auto width = [](std::string_view line) { return ten_per_char(line); };
    reflow_at_spaces(std::span<char>(text.data(), text.size()), width, room);
    return text;
}

}  // namespace

TEST_CASE("a note wraps at spaces inside its box, keeping its length and its words", "[gui][core][reflow]") {
    const std::string note = "Step 2 adds the counts up: bin 2 starts after the 2 keys of bin 0 and the 5 of bin 1, at place 7.";
    const std::string wrapped = reflowed(note, 200.0f);  // 20 characters a line
    CHECK(wrapped.size() == note.size());
    CHECK(unwrapped(wrapped) == note);
    std::istringstream lines(wrapped);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count) {
        INFO("line \"" << line << "\"");
        CHECK(line.size() <= 20);
        CHECK_FALSE(line.empty());
    }
    CHECK(count >= 5);
    // Wrapped again at another width (the box grew): the old breaks are undone first.
    const std::string wider = reflowed(wrapped, 500.0f);
    CHECK(unwrapped(wider) == note);
    std::istringstream wide_lines(wider);
    for (std::string line; std::getline(wide_lines, line);) CHECK(line.size() <= 50);
    // A box wide enough: one line, as typed.
    CHECK(reflowed(note, 5000.0f) == note);
}

TEST_CASE("typed keys wrap between keys, and a word longer than the box stays whole", "[gui][core][reflow]") {
    const std::string keys = "13 6 9 2 14 0 11 6 7 10 1 14 3 12 9 5";
    const std::string wrapped = reflowed(keys, 80.0f);
    CHECK(wrapped.find('\n') != std::string::npos);
    CHECK(unwrapped(wrapped) == keys);
    CHECK(reflowed("0x0123456789ABCDEF 1", 50.0f) == "0x0123456789ABCDEF\n1");
    CHECK(reflowed("", 50.0f).empty());
}
