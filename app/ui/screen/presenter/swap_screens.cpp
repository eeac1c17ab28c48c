// The teacher's window's "swap screens" button (see swap_screens.hpp).
#include "screen/presenter/swap_screens.hpp"

#include <imgui.h>

namespace sortscope::ui {

bool draw_swap_screens(const std::string& where, float height) {
    ImGui::SetNextWindowPos(ImVec2(0.0f, height), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    ImGui::Begin("Screens", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoBackground);
    const bool clicked = ImGui::Button("Swap screens");
    ImGui::SameLine();
    ImGui::TextDisabled("%s: the other way round?", where.c_str());
    ImGui::End();
    return clicked;
}

}  // namespace sortscope::ui
