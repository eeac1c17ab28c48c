// Text that goes into the web page: the one escaping function every piece of text passes through
// (titles, notes and questions from a lesson file, narration, table cells, kernel lines), so nothing a
// lesson file brings can open a tag or leave an attribute.
#pragma once

#include <string>
#include <string_view>

namespace sortscope::exports::web {

// `text` with &, <, >, " and ' replaced by character references: safe between tags and inside a quoted
// attribute value. Control characters other than tab and new line are dropped. The SVG renderer's
// escaping with the web page's additions (markup_text.hpp's escape_markup, Markup::Html).
std::string escape_html(std::string_view text);

// FNV-1a over `text`, as 8 hex digits: how a page stores a Predict answer it must not show (the student
// copy); the page's script hashes the student's answer the same way (page_script.cpp).
std::string answer_hash(std::string_view text);

}  // namespace sortscope::exports::web
