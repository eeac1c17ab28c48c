// Text fields over std::string (see text_input.hpp).
#include "screen/look/text_input.hpp"

#include <algorithm>

#include "core/look/reflow.hpp"

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

struct WrappedBox {
    std::string* text;
    float room;
};

float text_width(std::string_view text) { return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x; }

int resize_and_wrap(ImGuiInputTextCallbackData* data) {
    auto* box = static_cast<WrappedBox*>(data->UserData);
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
        box->text->resize(static_cast<size_t>(data->BufTextLen));
        data->Buf = box->text->data();
    } else if (data->EventFlag == ImGuiInputTextFlags_CallbackEdit) {
        // Spaces and line breaks swap places: the length, and so the cursor, stay.
        const auto measure = [](std::string_view line) { return text_width(line); };
        reflow_at_spaces(std::span<char>(data->Buf, static_cast<size_t>(data->BufTextLen)), measure, box->room);
        data->BufDirty = true;
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

bool input_string_wrapped(const char* id, std::string& text, const ImVec2& size, bool editing) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = size.x < 0.0f ? ImGui::GetContentRegionAvail().x + size.x + 1.0f : size.x;  // -FLT_MIN: the row
    WrappedBox box{&text, std::max(1.0f, width - 2.0f * style.FramePadding.x - style.ScrollbarSize)};
    // Not being edited: wrapped here (a note or keys set elsewhere); being edited, at each edit.
    const auto measure = [](std::string_view line) { return text_width(line); };
    if (!editing) reflow_at_spaces(std::span<char>(text.data(), text.size()), measure, box.room);
    return ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size,
                                     ImGuiInputTextFlags_CallbackResize | ImGuiInputTextFlags_CallbackEdit, resize_and_wrap, &box);
}

}  // namespace sortscope::ui
