// Text escaped for markup: the one escaping function of the SVG files (a diagram's labels) and the web
// page (through web/html_text.hpp's escape_html), which differ only in what the web page adds.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sortscope::exports {

enum class Markup : uint8_t {
    Xml,   // &, <, > and " replaced by character references; every other byte kept
    Html,  // as Xml, and ' as &#39;; control characters other than tab and new line dropped
};

// `text` safe between tags and inside a quoted attribute value.
std::string escape_markup(std::string_view text, Markup markup);

}  // namespace sortscope::exports
