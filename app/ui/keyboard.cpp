// Keyboard shortcuts (see keyboard.hpp). ImGui 1.86 indexes keys by the backend's codes; GetKeyIndex maps
// its named keys to them.
#include "keyboard.hpp"

#include <imgui.h>

#include "player.hpp"
#include "sort_session.hpp"

namespace sortscope::ui {

namespace {

bool pressed(ImGuiKey key, bool repeat) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), repeat); }

}  // namespace

void handle_shortcuts(SortSession& session, Player& player) {
    if (ImGui::GetIO().WantTextInput) return;
    if (pressed(ImGuiKey_Space, false)) player.toggle(session);
    // Holding an arrow repeats: a quick way to scrub through a long plan.
    if (pressed(ImGuiKey_RightArrow, true)) {
        player.pause();
        session.step();
    }
    if (pressed(ImGuiKey_LeftArrow, true)) {
        player.pause();
        session.step_back();
    }
    if (pressed(ImGuiKey_Home, false)) {
        player.pause();
        session.reset();
    }
    if (pressed(ImGuiKey_End, false)) {
        player.pause();
        session.run_to_end();
    }
}

}  // namespace sortscope::ui
