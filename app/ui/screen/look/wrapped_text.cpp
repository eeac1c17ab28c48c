// Wrapping at spaces (see wrapped_text.hpp).
#include "screen/look/wrapped_text.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

namespace sortscope::ui {

namespace {

float width_of(std::string_view text) { return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x; }

}  // namespace

void text_wrapped_at_spaces(std::string_view text) {
    const float room = ImGui::GetContentRegionAvail().x;
    ImGui::BeginGroup();  // lines after the first start where the first did
    // Lines as close as ImGui's own wrapped lines; the usual spacing after the whole.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0.0f));
    size_t paragraph_start = 0;
    while (paragraph_start <= text.size()) {
        const size_t paragraph_end = std::min(text.find('\n', paragraph_start), text.size());
        const std::string_view paragraph = text.substr(paragraph_start, paragraph_end - paragraph_start);
        // Greedy: each line takes words while they fit.
        size_t line_start = 0;
        do {
            size_t line_end = paragraph.size();
            if (width_of(paragraph.substr(line_start)) > room) {
                size_t fits = std::string_view::npos;  // the last space that keeps the line within room
                for (size_t space = paragraph.find(' ', line_start); space != std::string_view::npos; space = paragraph.find(' ', space + 1)) {
                    if (width_of(paragraph.substr(line_start, space - line_start)) > room) break;
                    fits = space;
                }
                if (fits == std::string_view::npos) fits = paragraph.find(' ', line_start);  // one long word
                if (fits != std::string_view::npos) line_end = fits;
            }
            const std::string_view line = paragraph.substr(line_start, line_end - line_start);
            ImGui::TextUnformatted(line.data(), line.data() + line.size());
            line_start = line_end;
            while (line_start < paragraph.size() && paragraph[line_start] == ' ') ++line_start;
        } while (line_start < paragraph.size());
        paragraph_start = paragraph_end + 1;
    }
    ImGui::PopStyleVar();
    ImGui::EndGroup();
}

}  // namespace sortscope::ui
