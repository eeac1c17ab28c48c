// Predict mode's keys (see predict_keys.hpp), by GLFW key code as keyboard.cpp reads keys.
#include "screen/predict/predict_keys.hpp"

#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace sortscope::ui {

namespace {

// The digit a key types, on the main row or the keypad, or -1.
int digit_of(int key) {
    if (key >= GLFW_KEY_0 && key <= GLFW_KEY_9) return key - GLFW_KEY_0;
    if (key >= GLFW_KEY_KP_0 && key <= GLFW_KEY_KP_9) return key - GLFW_KEY_KP_0;
    return -1;
}

}  // namespace

void read_predict_keys(const std::vector<KeyEvent>& keys, PredictMode& predict, Requests& requests) {
    if (ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
    for (const KeyEvent& event : keys) {
        if ((event.mods & GLFW_MOD_CONTROL) != 0) continue;
        const bool enter = event.key == GLFW_KEY_ENTER || event.key == GLFW_KEY_KP_ENTER;
        const bool press = event.action == GLFW_PRESS;
        if (!predict.asking() || requests.submit_prediction) {
            // Enter on a result goes on, once per press (the answer checked by an Enter earlier in
            // this frame shows its result first); the next step may ask again.
            if ((predict.result() || requests.submit_prediction) && enter && press) ++requests.step;
            continue;
        }
        const bool swaps = predict.question()->kind == algo::QuestionKind::Swaps;
        if (event.key == GLFW_KEY_UP) predict.move_selection(swaps ? -1 : 1);
        if (event.key == GLFW_KEY_DOWN) predict.move_selection(swaps ? 1 : -1);
        if (event.key == GLFW_KEY_BACKSPACE && !swaps) predict.erase_digit();
        if (!press) continue;  // of the repeats, only the arrows' and Backspace's count
        const int digit = digit_of(event.key);
        if (swaps) {
            if (digit >= 1) predict.toggle_choice(static_cast<size_t>(digit - 1));
            if (event.key == GLFW_KEY_SPACE) predict.toggle_choice(predict.selected());
        } else {
            if (digit >= 0) predict.type_digit(static_cast<uint32_t>(digit));
            if (event.key == GLFW_KEY_TAB) predict.next_field();
        }
        if (enter) requests.submit_prediction = true;
    }
}

}  // namespace sortscope::ui
