// The teacher's window's "swap screens" button (see swap_screens.hpp).
#include "screen/presenter/swap_screens.hpp"

#include <imgui.h>

#include "screen/look/wrapped_text.hpp"

namespace sortscope::ui {

bool draw_swap_screens(const std::string& where) {
    const bool clicked = ImGui::Button("Swap screens");
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    text_wrapped_at_spaces(where + ": the other way round?");
    ImGui::PopStyleColor();
    return clicked;
}

}  // namespace sortscope::ui
