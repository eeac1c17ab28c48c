// ImGui text fields that edit a std::string of any length (ImGui grows the buffer through a callback).
#pragma once

#include <string>

#include <imgui.h>

namespace sortscope::ui {

bool input_string(const char* id, std::string& text, ImGuiInputTextFlags flags = 0);
bool input_string_multiline(const char* id, std::string& text, const ImVec2& size);
// A multi-line box whose text wraps at spaces as it is typed (core/look/reflow.hpp): `text` holds line
// breaks where its lines wrap. `editing`: the box was being edited last frame (its text is ImGui's then).
bool input_string_wrapped(const char* id, std::string& text, const ImVec2& size, bool editing);

}  // namespace sortscope::ui
