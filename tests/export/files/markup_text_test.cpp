// The one markup escaping of the SVG files and the web page: the web page's escaping is the SVG's plus
// the apostrophe and the dropping of control characters.
#include <catch2/catch.hpp>

#include <string>

#include "markup_text.hpp"

using namespace sortscope;
using exports::Markup;

TEST_CASE("SVG text escapes &, <, > and \" and keeps every other byte", "[export][markup]") {
    CHECK(exports::escape_markup("a<b & c>\"d\"", Markup::Xml) == "a&lt;b &amp; c&gt;&quot;d&quot;");
    CHECK(exports::escape_markup("Knuth's\tnet\x01", Markup::Xml) == "Knuth's\tnet\x01");
    CHECK(exports::escape_markup("", Markup::Xml).empty());
}

TEST_CASE("HTML text also escapes the apostrophe and drops control characters but tab and new line", "[export][markup]") {
    CHECK(exports::escape_markup("a<b & c>\"d\"", Markup::Html) == "a&lt;b &amp; c&gt;&quot;d&quot;");
    CHECK(exports::escape_markup("Knuth's\tnet\n\x01\x1f!", Markup::Html) == "Knuth&#39;s\tnet\n!");
    CHECK(exports::escape_markup("caf\xc3\xa9", Markup::Html) == "caf\xc3\xa9");  // UTF-8 passes through
}
