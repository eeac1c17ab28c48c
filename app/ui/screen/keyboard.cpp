// Keyboard shortcuts (see keyboard.hpp). ImGui 1.86 names only the navigation keys; the GLFW backend
// indexes every other key by its GLFW key code, which is what the letters and F11 use here.
#include "keyboard.hpp"

#include <algorithm>

#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace sortscope::ui {

namespace {

bool pressed(ImGuiKey key, bool repeat) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), repeat); }
bool pressed_code(int glfw_key, bool repeat = false) { return ImGui::IsKeyPressed(glfw_key, repeat); }

}  // namespace

void read_shortcuts(const ViewLayout& views, Requests& requests, bool answering) {
    const ImGuiIO& io = ImGui::GetIO();
    // Not while typing, nor while a dialog (the Export dialog) has the keyboard.
    if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
    if (!answering && pressed(ImGuiKey_Space, false)) requests.toggle_play = true;
    // Holding an arrow repeats: a quick way to scrub through a long plan.
    if (!answering && pressed(ImGuiKey_RightArrow, true)) requests.step = true;
    if (!answering && pressed(ImGuiKey_LeftArrow, true)) requests.step_back = true;
    if (pressed(ImGuiKey_Home, false)) requests.to_start = true;
    if (pressed(ImGuiKey_End, false)) requests.to_end = true;
    if (pressed_code(GLFW_KEY_F11)) requests.toggle_fullscreen = true;
    ViewLayout next = views;
    bool views_changed = false;
    const bool plus = pressed_code(GLFW_KEY_EQUAL, true) || pressed_code(GLFW_KEY_KP_ADD, true);
    const bool minus = pressed_code(GLFW_KEY_MINUS, true) || pressed_code(GLFW_KEY_KP_SUBTRACT, true);
    if (io.KeyCtrl) {
        if (plus) next.text_scale = std::min(kMaxTextScale, views.text_scale * 1.15f);
        if (minus) next.text_scale = std::max(kMinTextScale, views.text_scale / 1.15f);
        views_changed = plus || minus;
    } else {
        if (plus) requests.speed_factor *= 1.5f;
        if (minus) requests.speed_factor /= 1.5f;
        if (pressed_code(GLFW_KEY_R)) requests.new_seed = true;
        if (pressed_code(GLFW_KEY_E)) requests.open_export = true;
        if (pressed_code(GLFW_KEY_M)) requests.toggle_mute = true;
        if (pressed_code(GLFW_KEY_P)) {
            next.presenter = !views.presenter;
            views_changed = true;
        }
        const int view_keys[] = {GLFW_KEY_1, GLFW_KEY_2, GLFW_KEY_3, GLFW_KEY_4};
        for (int k = 0; k < 4 && !answering; ++k) {
            if (!pressed_code(view_keys[k])) continue;
            next.bars = k == 0 || k == 3;
            next.network = k == 1 || k == 3;
            next.table = k == 2 || k == 3;
            next.race = false;
            next.profile = false;
            views_changed = true;
        }
        if (!answering && pressed_code(GLFW_KEY_5)) {
            next.race = !views.race;
            next.profile = false;
            views_changed = true;
        }
        if (!answering && pressed_code(GLFW_KEY_6)) {  // digits answer in Predict mode
            next.profile = !views.profile;
            next.race = false;
            views_changed = true;
        }
    }
    if (views_changed) requests.views = next;
}

}  // namespace sortscope::ui
