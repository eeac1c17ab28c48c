// Keyboard shortcuts (see keyboard.hpp), acted on once per queued press. Keys are GLFW key codes:
// they name physical keys whatever the keyboard layout, as a clicker's keys arrive.
#include "keyboard.hpp"

#include <algorithm>
#include <set>

#include <imgui.h>

#include "core/keys/key_event.hpp"
#include "core/keys/note_keys.hpp"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace sortscope::ui {

namespace {

// Keys that repeat while held: a quick way to scrub through a long plan, or to change the speed.
bool repeats(int key) {
    switch (key) {
        case GLFW_KEY_RIGHT: case GLFW_KEY_LEFT: case GLFW_KEY_PAGE_DOWN: case GLFW_KEY_PAGE_UP:
        case GLFW_KEY_EQUAL: case GLFW_KEY_KP_ADD: case GLFW_KEY_MINUS: case GLFW_KEY_KP_SUBTRACT:
        case GLFW_KEY_UP: case GLFW_KEY_DOWN: case GLFW_KEY_BACKSPACE:
            return true;
        default:
            return false;
    }
}

// The note's and the text size's keys are named once, in core/keys/note_keys.hpp (the folded note's
// hint names them from there); they must be GLFW's.
static_assert(kKeyN == GLFW_KEY_N && kKeyMinus == GLFW_KEY_MINUS && kKeyEqual == GLFW_KEY_EQUAL && kKeypadAdd == GLFW_KEY_KP_ADD &&
              kKeypadSubtract == GLFW_KEY_KP_SUBTRACT && kControlModifier == GLFW_MOD_CONTROL);

bool modifier(int key) { return key >= GLFW_KEY_LEFT_SHIFT && key <= GLFW_KEY_RIGHT_SUPER; }

// The keypad's keys with Num Lock off (core/keys/key_event.hpp) are GLFW's navigation keys.
constexpr bool keypad_is(int keypad_key, int key) { return keypad_navigation({keypad_key, GLFW_PRESS, 0}).key == key; }
static_assert(keypad_is(GLFW_KEY_KP_7, GLFW_KEY_HOME) && keypad_is(GLFW_KEY_KP_1, GLFW_KEY_END) && keypad_is(GLFW_KEY_KP_9, GLFW_KEY_PAGE_UP) &&
              keypad_is(GLFW_KEY_KP_3, GLFW_KEY_PAGE_DOWN) && keypad_is(GLFW_KEY_KP_4, GLFW_KEY_LEFT) && keypad_is(GLFW_KEY_KP_6, GLFW_KEY_RIGHT) &&
              keypad_is(GLFW_KEY_KP_8, GLFW_KEY_UP) && keypad_is(GLFW_KEY_KP_2, GLFW_KEY_DOWN) && keypad_is(GLFW_KEY_KP_5, GLFW_KEY_KP_5) &&
              keypad_is(GLFW_KEY_KP_0, GLFW_KEY_KP_0) && kNumLockModifier == GLFW_MOD_NUM_LOCK);

}  // namespace

std::vector<KeyEvent> presses(const std::vector<KeyEvent>& keys) {
    std::vector<KeyEvent> kept;
    std::set<int> repeated;
    for (const KeyEvent& typed : keys) {
        const KeyEvent event = keypad_navigation(typed);  // the keypad's End is End with Num Lock off
        if (event.action == GLFW_PRESS || (event.action == GLFW_REPEAT && repeats(event.key) && repeated.insert(event.key).second)) {
            kept.push_back(event);
        }
    }
    return kept;
}

void read_shortcuts(const std::vector<KeyEvent>& keys, const ViewLayout& views, const ShortcutContext& context, Requests& requests) {
    if (context.blank) {
        // Any key brings the picture back, and does nothing else: the teacher was not asking for a step.
        for (const KeyEvent& event : keys) {
            if (event.action == GLFW_PRESS && !modifier(event.key)) requests.blank = false;
        }
        return;
    }
    const ImGuiIO& io = ImGui::GetIO();
    // Not while typing, nor while a dialog (the Export dialog) has the keyboard.
    if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
    const bool answering = context.answering;
    ViewLayout next = views;
    bool views_changed = false;
    auto show_views = [&](bool bars, bool network, bool table) {
        next.bars = bars;
        next.network = network;
        next.table = table;
        next.kernel = false;
        next.race = false;
        next.profile = false;
        views_changed = true;
    };
    for (const KeyEvent& event : keys) {
        const bool ctrl = (event.mods & GLFW_MOD_CONTROL) != 0;
        const bool plus = event.key == GLFW_KEY_EQUAL || event.key == GLFW_KEY_KP_ADD;
        const bool minus = event.key == GLFW_KEY_MINUS || event.key == GLFW_KEY_KP_SUBTRACT;
        const TextKeyAction text_action = text_key_action(event);
        if (text_action == TextKeyAction::ToggleNote) {
            requests.toggle_notes = !requests.toggle_notes;
            continue;
        }
        if (ctrl) {
            if (event.key == GLFW_KEY_M && event.action == GLFW_PRESS) requests.add_slide = true;
            if (event.key == GLFW_KEY_L && event.action == GLFW_PRESS) requests.check_lab = true;
            if (text_action == TextKeyAction::LargerText) next.text_scale = std::min(kMaxTextScale, next.text_scale * 1.15f);
            if (text_action == TextKeyAction::SmallerText) next.text_scale = std::max(kMinTextScale, next.text_scale / 1.15f);
            views_changed = views_changed || text_action != TextKeyAction::None;
            continue;
        }
        if (plus) requests.speed_factor *= 1.5f;
        if (minus) requests.speed_factor /= 1.5f;
        switch (event.key) {
            case GLFW_KEY_RIGHT: if (!answering) ++requests.step; break;
            case GLFW_KEY_LEFT: if (!answering) ++requests.step_back; break;
            // A clicker moves on through a lesson's slides even while a question waits.
            case GLFW_KEY_PAGE_DOWN: if (!answering || context.slides) ++requests.next; break;
            case GLFW_KEY_PAGE_UP: if (!answering || context.slides) ++requests.previous; break;
            case GLFW_KEY_SPACE: if (!answering) requests.toggle_play = !requests.toggle_play; break;
            case GLFW_KEY_HOME: requests.to_start = true; break;
            case GLFW_KEY_END: requests.to_end = true; break;
            case GLFW_KEY_B: case GLFW_KEY_PERIOD: requests.blank = true; break;
            case GLFW_KEY_ESCAPE: if (context.fullscreen) requests.leave_fullscreen = true; break;
            case GLFW_KEY_F11: requests.toggle_fullscreen = !requests.toggle_fullscreen; break;
            case GLFW_KEY_R: requests.new_seed = true; break;
            case GLFW_KEY_E: requests.open_export = true; break;
            case GLFW_KEY_L: requests.lesson_picker = true; break;
            case GLFW_KEY_M: requests.toggle_mute = !requests.toggle_mute; break;
            case GLFW_KEY_H:
                next.sidebar = !next.sidebar;
                views_changed = true;
                break;
            case GLFW_KEY_P:
                next.presenter = !next.presenter;
                views_changed = true;
                break;
            // The digits answer a Predict question while one waits.
            case GLFW_KEY_1: if (!answering) show_views(true, false, false); break;
            case GLFW_KEY_2: if (!answering) show_views(false, true, false); break;
            case GLFW_KEY_3: if (!answering) show_views(false, false, true); break;
            case GLFW_KEY_4: if (!answering) show_views(true, true, true); break;
            // The kernel's source: 7 alone (for a projector), K beside the views shown (or back to them).
            case GLFW_KEY_7:
                if (answering) break;
                show_views(false, false, false);
                next.kernel = true;
                break;
            case GLFW_KEY_K:
                if (answering) break;
                next.kernel = !next.kernel;
                if (next.shown() == 0 && !next.kernel) next.bars = next.network = next.table = true;
                next.race = false;
                next.profile = false;
                views_changed = true;
                break;
            // The race and the profile each take the place of the views, so one turns the other off.
            case GLFW_KEY_5:
            case GLFW_KEY_6:
                if (answering) break;
                next.race = event.key == GLFW_KEY_5 && !next.race;
                next.profile = event.key == GLFW_KEY_6 && !next.profile;
                views_changed = true;
                break;
            default: break;  // F5 among them: a clicker's start button, which must change nothing
        }
    }
    if (views_changed) requests.views = next;
}

}  // namespace sortscope::ui
