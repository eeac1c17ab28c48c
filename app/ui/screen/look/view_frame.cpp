// View frames (see view_frame.hpp).
#include "screen/look/view_frame.hpp"

#include <imgui.h>

namespace sortscope::ui {

bool begin_view(const char* id, const char* title, const PanelRect& rect, const Fonts& fonts) {
    if (rect.empty()) return false;
    ImGui::SetCursorScreenPos(ImVec2(rect.x, rect.y));
    ImGui::BeginChild(id, ImVec2(rect.width, rect.height), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PushFont(fonts.small);
    ImGui::TextDisabled("%s", title);
    ImGui::PopFont();
    return true;
}

void end_view() { ImGui::EndChild(); }

}  // namespace sortscope::ui
