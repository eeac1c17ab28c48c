// The one quoting function for echoed input: control bytes, invalid UTF-8 and very long input come out
// printable, escaped and cut, while ordinary text and valid UTF-8 stay as they were.
#include <catch2/catch.hpp>

#include <string>

#include "algorithms/text/quoted.hpp"

using namespace sortscope::algo;

namespace {

// Every byte of `text` is printable ASCII or part of a UTF-8 sequence of at least two bytes.
bool no_raw_control_bytes(const std::string& text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("quoted leaves ordinary text as it is, between single quotes", "[cpu][quoted]") {
    CHECK(quoted("hello") == "'hello'");
    CHECK(quoted("") == "''");
    CHECK(quoted("1.5e3 -7") == "'1.5e3 -7'");
}

TEST_CASE("quoted escapes control bytes, the backslash and the quote", "[cpu][quoted]") {
    CHECK(quoted(std::string("a\x1b[2Jb", 6)) == "'a\\x1b[2Jb'");
    CHECK(quoted(std::string("nul\0here", 8)) == "'nul\\x00here'");
    CHECK(quoted("tab\there\nline\r") == "'tab\\there\\nline\\r'");
    CHECK(quoted("back\\slash") == "'back\\\\slash'");
    CHECK(quoted("it's") == "'it\\'s'");
    CHECK(quoted("\x7f") == "'\\x7f'");
}

TEST_CASE("quoted keeps valid UTF-8 and escapes every byte of invalid UTF-8", "[cpu][quoted]") {
    CHECK(quoted("na\xc3\xafve \xe2\x88\x9e \xf0\x9f\x98\x80") == "'na\xc3\xafve \xe2\x88\x9e \xf0\x9f\x98\x80'");
    CHECK(quoted("\xff\xfe") == "'\\xff\\xfe'");
    CHECK(quoted("\xc3") == "'\\xc3'");                          // a lead byte with nothing after it
    CHECK(quoted("\xc3(") == "'\\xc3('");                        // a lead byte followed by ASCII
    CHECK(quoted("\xc0\xaf") == "'\\xc0\\xaf'");                 // an overlong '/'
    CHECK(quoted("\xed\xa0\x80") == "'\\xed\\xa0\\x80'");        // a UTF-16 surrogate
    CHECK(quoted("\xf4\x90\x80\x80") == "'\\xf4\\x90\\x80\\x80'");  // past U+10FFFF
    CHECK(quoted("\xc2\x9b") == "'\\xc2\\x9b'");                 // C1 control CSI: terminals obey it
}

TEST_CASE("quoted escapes invisible format characters that change how a message reads", "[cpu][quoted]") {
    CHECK(quoted("abc\xe2\x80\xae" "def") == "'abc\\u{202e}def'");  // a right-to-left override
    CHECK(quoted("\xef\xbb\xbf" "3") == "'\\u{feff}3'");        // a UTF-8 byte-order mark before a key
    CHECK(quoted("a\xe2\x80\x8b" "b") == "'a\\u{200b}b'");           // a zero-width space
    CHECK(quoted("\xe2\x81\xa6x\xe2\x81\xa9") == "'\\u{2066}x\\u{2069}'");  // a bidirectional isolate
    CHECK(quoted("\xe2\x80\x94") == "'\xe2\x80\x94'");            // an em dash is not a format character
    // A cut does not split an escaped character either.
    CHECK(quoted("ab\xe2\x80\xae", 4) == "'ab... (5 bytes)'");
}

TEST_CASE("quoted cuts long input and says how long it was", "[cpu][quoted]") {
    const std::string long_text(100000, 'a');
    const std::string shown = quoted(long_text);
    CHECK(shown == "'" + std::string(kQuotedMaxBytes, 'a') + "... (100000 bytes)'");
    CHECK(quoted("abcdef", 3) == "'abc... (6 bytes)'");
    CHECK(quoted("abc", 3) == "'abc'");
    // A cut never splits a UTF-8 sequence: the 2-byte character that would straddle the cut is left out.
    CHECK(quoted("ab\xc3\xaf", 3) == "'ab... (4 bytes)'");
}

TEST_CASE("quoted makes any byte string printable", "[cpu][quoted]") {
    std::string every_byte;
    for (int b = 0; b < 256; ++b) every_byte += static_cast<char>(b);
    const std::string shown = quoted(every_byte, 1000);
    CHECK(no_raw_control_bytes(shown));
    CHECK(shown.find("\\x00") != std::string::npos);
    CHECK(shown.find("\\xff") != std::string::npos);
    CHECK(printable("a\nb") == "a\\nb");
}

TEST_CASE("printable_text keeps lines and escapes terminal controls, bidi overrides and invalid UTF-8", "[cpu][quoted]") {
    // A student's `#error \e[2J\e[31mPWNED\u202e` reaching the compile log.
    const std::string log = "0:3(1): error: #error \x1b[2J\x1b[31mPWNED\xe2\x80\xae\n\tnext 'line' \\ \xc3\xa9\xff\xfe\r\n";
    const std::string shown = printable_text(log);
    CHECK(shown == "0:3(1): error: #error \\x1b[2J\\x1b[31mPWNED\\u{202e}\n\tnext 'line' \\ \xc3\xa9\\xff\\xfe\\r\n");
    CHECK(shown.find('\x1b') == std::string::npos);
    CHECK(printable_text("") == "");
    // Every bidi control named by the issue, and a C1 control (U+009B, a CSI some terminals obey).
    for (const char* bidi : {"\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad", "\xe2\x80\xae", "\xe2\x81\xa6",
                             "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9"}) {
        INFO(bidi);
        CHECK(printable_text(bidi).starts_with("\\u{20"));
    }
    CHECK(printable_text("\xc2\x9b") == "\\xc2\\x9b");
}

TEST_CASE("json_string is valid UTF-8 and valid JSON whatever the bytes", "[cpu][quoted]") {
    CHECK(json_string("plain") == "\"plain\"");
    CHECK(json_string("a\"b\\c\nd\te") == "\"a\\\"b\\\\c\\nd\\te\"");
    CHECK(json_string("\x1b[31m") == "\"\\u001b[31m\"");
    CHECK(json_string(std::string("nul\0x", 5)) == "\"nul\\u0000x\"");
    CHECK(json_string("\x7f") == "\"\\u007f\"");
    // `#error bad \xff\xfe` and a file name with the byte 0xFF: each invalid byte is U+FFFD.
    CHECK(json_string("bad \xff\xfe") == "\"bad \\ufffd\\ufffd\"");
    CHECK(json_string("k\xff.comp") == "\"k\\ufffd.comp\"");
    // A truncated sequence, an overlong form and a surrogate are invalid too.
    CHECK(json_string("\xe2\x80") == "\"\\ufffd\\ufffd\"");
    CHECK(json_string("\xc0\xaf") == "\"\\ufffd\\ufffd\"");
    CHECK(json_string("\xed\xa0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");
    // Valid UTF-8 stays; format characters and C1 controls are escaped.
    CHECK(json_string("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80") == "\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"");
    CHECK(json_string("x\xe2\x80\xaey") == "\"x\\u202ey\"");
    CHECK(json_string("\xc2\x9b") == "\"\\u009b\"");
    CHECK(json_string("\xef\xbb\xbf") == "\"\\ufeff\"");
}

TEST_CASE("printable_path shows a long path whole and escapes it", "[cpu][quoted]") {
    const std::string long_path = "/" + std::string(300, 'd') + "/x\x1b[31m\xe2\x80\xae.svg";
    const std::string shown = printable_path(long_path);
    CHECK(shown == "/" + std::string(300, 'd') + "/x\\x1b[31m\\u{202e}.svg");
}
