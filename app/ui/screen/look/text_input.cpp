// Text fields over std::string (see text_input.hpp).
#include "screen/look/text_input.hpp"

namespace sortscope::ui {

namespace {

int resize_string(ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
        auto* text = static_cast<std::string*>(data->UserData);
        text->resize(static_cast<size_t>(data->BufTextLen));
        data->Buf = text->data();
    }
    return 0;
}

}  // namespace

bool input_string(const char* id, std::string& text, ImGuiInputTextFlags flags) {
    return ImGui::InputText(id, text.data(), text.capacity() + 1, flags | ImGuiInputTextFlags_CallbackResize, resize_string, &text);
}

bool input_string_multiline(const char* id, std::string& text, const ImVec2& size) {
    return ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size, ImGuiInputTextFlags_CallbackResize,
                                     resize_string, &text);
}

}  // namespace sortscope::ui
