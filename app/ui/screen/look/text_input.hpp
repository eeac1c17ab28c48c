// ImGui text fields that edit a std::string of any length (ImGui grows the buffer through a callback).
#pragma once

#include <string>

#include <imgui.h>

namespace sortscope::ui {

bool input_string(const char* id, std::string& text, ImGuiInputTextFlags flags = 0);
bool input_string_multiline(const char* id, std::string& text, const ImVec2& size);

}  // namespace sortscope::ui
