// Escaping text for SVG and HTML (see markup_text.hpp).
#include "markup_text.hpp"

namespace sortscope::exports {

std::string escape_markup(std::string_view text, Markup markup) {
    const bool html = markup == Markup::Html;
    std::string escaped;
    escaped.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': escaped += "&amp;"; break;
            case '<': escaped += "&lt;"; break;
            case '>': escaped += "&gt;"; break;
            case '"': escaped += "&quot;"; break;
            default:
                if (html && c == '\'') {
                    escaped += "&#39;";
                } else if (!(html && static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t')) {
                    escaped += c;
                }
        }
    }
    return escaped;
}

}  // namespace sortscope::exports
