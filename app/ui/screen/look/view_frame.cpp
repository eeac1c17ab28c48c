// View frames (see view_frame.hpp).
#include "screen/look/view_frame.hpp"

#include <imgui.h>

#include "screen/look/wrapped_text.hpp"

namespace sortscope::ui {

bool begin_view(const char* id, const char* title, const PanelRect& rect, const Fonts& fonts) {
    if (rect.empty()) return false;
    ImGui::SetCursorScreenPos(ImVec2(rect.x, rect.y));
    ImGui::BeginChild(id, ImVec2(rect.width, rect.height), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    // A long title takes a second line rather than running off the frame's edge.
    ImGui::PushFont(fonts.small);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    text_wrapped_at_spaces(title);
    ImGui::PopStyleColor();
    ImGui::PopFont();
    return true;
}

void end_view() { ImGui::EndChild(); }

}  // namespace sortscope::ui
