// Text boxes that wrap at spaces (see reflow.hpp).
#include "core/look/reflow.hpp"

#include <algorithm>

namespace sortscope::ui {

void reflow_at_spaces(std::span<char> text, algo::FunctionRef<float(std::string_view)> width, float room) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    const size_t n = text.size();
    const std::string_view all(text.data(), n);
    size_t start = 0;                        // of the line being filled
    size_t last_space = std::string_view::npos;  // the latest space on it
    for (size_t i = 0; i <= n; ++i) {
        if (i < n && text[i] != ' ') continue;
        // A word ends at i: past the room, the line breaks at the space before it.
        if (last_space != std::string_view::npos && last_space >= start && width(all.substr(start, i - start)) > room) {
            text[last_space] = '\n';
            start = last_space + 1;
        }
        if (i < n) last_space = i;
    }
}

std::string unwrapped(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

}  // namespace sortscope::ui
