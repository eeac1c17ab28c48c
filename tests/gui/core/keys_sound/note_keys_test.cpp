// The folded note strip's hint (issue 46's follow-up): folded at a large text size it names the key that
// brings back what it leaves out, in each state, checked against the key handling keyboard.cpp acts on
// (core/keys/note_keys.hpp), not against a copy of the hint's words. It once said "Ctrl+- shows it" of a
// note that N had hidden from the class.
#include <catch2/catch.hpp>

#include <string>

#include "core/keys/note_keys.hpp"
#include "core/keys/shortcut_help.hpp"

using namespace sortscope::ui;

namespace {
constexpr int kPress = 1;  // GLFW_PRESS

KeyEvent press_of(const KeyChord& chord) { return {chord.key, kPress, chord.mods}; }
}  // namespace

TEST_CASE("the folded note's hint names the key whose press brings back what is folded away", "[gui][core]") {
    struct State {
        bool note_hidden;     // presenter mode on one display, N not pressed
        bool slide_has_note;
        TextKeyAction brings_it_back;
    };
    for (const State& state : {State{true, true, TextKeyAction::ToggleNote}, State{false, true, TextKeyAction::SmallerText},
                               State{true, false, TextKeyAction::SmallerText}, State{false, false, TextKeyAction::SmallerText}}) {
        const std::string hint = folded_note_hint(state.note_hidden, state.slide_has_note);
        const KeyChord key = unfolding_key(state.note_hidden, state.slide_has_note);
        INFO("note hidden " << state.note_hidden << ", slide has a note " << state.slide_has_note << ": hint '" << hint << "'");
        // The hint names that key ...
        CHECK(hint.find(" " + key_name(key) + " shows it") != std::string::npos);
        // ... and the keyboard's handling of that key does what brings the note back in this state.
        CHECK(text_key_action(press_of(key)) == state.brings_it_back);
        // A note hidden by N says so, not "folded".
        CHECK((hint.find("hidden") != std::string::npos) == (state.note_hidden && state.slide_has_note));
    }
    // The key that hides the note is not the one the hint names for text size, and the reverse.
    CHECK(key_name(unfolding_key(true, true)) != key_name(unfolding_key(false, true)));
}

TEST_CASE("the note's and the text size's keys act as the panel's list of keys says", "[gui][core]") {
    CHECK(text_key_action(press_of(kToggleNoteKey)) == TextKeyAction::ToggleNote);
    CHECK(text_key_action(press_of(kSmallerTextKey)) == TextKeyAction::SmallerText);
    CHECK(text_key_action({kKeypadSubtract, kPress, kControlModifier}) == TextKeyAction::SmallerText);
    CHECK(text_key_action({kKeyEqual, kPress, kControlModifier}) == TextKeyAction::LargerText);
    CHECK(text_key_action({kKeypadAdd, kPress, kControlModifier}) == TextKeyAction::LargerText);
    // Without Ctrl, - and = are the speed's keys; with Ctrl, N is nothing of the note's.
    CHECK(text_key_action({kKeyMinus, kPress, 0}) == TextKeyAction::None);
    CHECK(text_key_action({kKeyEqual, kPress, 0}) == TextKeyAction::None);
    CHECK(text_key_action({kKeyN, kPress, kControlModifier}) == TextKeyAction::None);
    bool listed = false;
    for (const ShortcutHelp& help : shortcut_help()) listed = listed || std::string(help.keys) == key_name(kToggleNoteKey);
    CHECK(listed);
}
