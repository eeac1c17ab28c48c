// Predict mode's keys (see predict_keys.hpp). Digits and Tab by GLFW key code, as keyboard.cpp reads keys.
#include "screen/predict/predict_keys.hpp"

#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace sortscope::ui {

namespace {

bool pressed(ImGuiKey key, bool repeat = false) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), repeat); }

// The digit pressed this frame on the main row or the keypad, or -1.
int digit_pressed() {
    for (int d = 0; d <= 9; ++d) {
        if (ImGui::IsKeyPressed(GLFW_KEY_0 + d, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_0 + d, false)) return d;
    }
    return -1;
}

}  // namespace

void read_predict_keys(PredictMode& predict, Requests& requests) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
    const bool enter = pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter);
    if (!predict.asking()) {
        if (predict.result() && enter) requests.step = true;
        return;
    }
    const algo::Question& question = *predict.question();
    if (pressed(ImGuiKey_UpArrow, true)) predict.move_selection(question.kind == algo::QuestionKind::Swaps ? -1 : 1);
    if (pressed(ImGuiKey_DownArrow, true)) predict.move_selection(question.kind == algo::QuestionKind::Swaps ? 1 : -1);
    const int digit = digit_pressed();
    if (question.kind == algo::QuestionKind::Swaps) {
        if (digit >= 1) predict.toggle_choice(static_cast<size_t>(digit - 1));
        if (pressed(ImGuiKey_Space)) predict.toggle_choice(predict.selected());
    } else {
        if (digit >= 0) predict.type_digit(static_cast<uint32_t>(digit));
        if (pressed(ImGuiKey_Backspace, true)) predict.erase_digit();
        if (pressed(ImGuiKey_Tab)) predict.next_field();
    }
    if (enter) requests.submit_prediction = true;
}

}  // namespace sortscope::ui
