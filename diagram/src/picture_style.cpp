// How the step pictures are placed and written (see picture_style.hpp).
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::diagram {

std::vector<std::string> TextMetrics::lines(const std::string& text, float wrap) const {
    if (wrap <= 0.0f) return {text};
    std::vector<std::string> result;
    std::string line;
    size_t at = 0;
    while (at <= text.size()) {
        const size_t space = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, space - at);
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && width(longer) > wrap) {
            result.push_back(line);
            line = word;
        } else {
            line = longer;
        }
        at = space + 1;
    }
    result.push_back(line);
    return result;
}

float TextMetrics::height(const std::string& text, float wrap) const {
    return size * static_cast<float>(lines(text, wrap).size());
}

PictureStyle file_picture_style() {
    auto metrics = [](float size, Face face) {
        return TextMetrics{size, face, [size](const std::string& text) { return estimated_text_width(text, size); }};
    };
    PictureStyle style;
    style.fonts = {metrics(10.0f, Face::Sans), metrics(13.0f, Face::Sans), metrics(12.0f, Face::Mono)};
    return style;
}

void add_text(Drawing& drawing, float x, float top, const std::string& text, Role role, const TextMetrics& font) {
    drawing.texts.push_back({x, top + 0.8f * font.size, font.size, text, Anchor::Left, role, font.face});
}

float add_wrapped_text(Drawing& drawing, float x, float top, const std::string& text, Role role, const TextMetrics& font, float wrap,
                       float bottom) {
    float y = top;
    for (const std::string& line : font.lines(text, wrap)) {
        if (y + font.size > bottom + 0.5f) break;
        add_text(drawing, x, y, line, role, font);
        y += font.size;
    }
    return y - top;
}

}  // namespace sortscope::diagram
