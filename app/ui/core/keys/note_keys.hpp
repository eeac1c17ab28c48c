// The keys that bring back what the slide's note strip leaves out, and the folded strip's hint that names
// them, from one definition: keyboard.cpp acts on text_key_action() and the hint names the key whose
// action shows what is missing, so the two cannot drift apart (the hint once said "Ctrl+- shows it" of a
// note that N had hidden). Key codes are GLFW's (keyboard.cpp checks them against GLFW's own names).
#pragma once

#include <string>

#include "core/keys/key_event.hpp"

namespace sortscope::ui {

// A key with the modifiers held: GLFW_KEY_* and GLFW_MOD_* bits.
struct KeyChord {
    int key = 0;
    int mods = 0;
};

inline constexpr int kKeyN = 78;                // GLFW_KEY_N
inline constexpr int kKeyMinus = 45;            // GLFW_KEY_MINUS
inline constexpr int kKeyEqual = 61;            // GLFW_KEY_EQUAL
inline constexpr int kKeypadSubtract = 333;     // GLFW_KEY_KP_SUBTRACT
inline constexpr int kKeypadAdd = 334;          // GLFW_KEY_KP_ADD
inline constexpr int kControlModifier = 0x0002; // GLFW_MOD_CONTROL

// N: the slide's note on the class's screen (presenter mode on one display hides it); Ctrl+- smaller text.
inline constexpr KeyChord kToggleNoteKey{kKeyN, 0};
inline constexpr KeyChord kSmallerTextKey{kKeyMinus, kControlModifier};

enum class TextKeyAction { None, ToggleNote, LargerText, SmallerText };

// What a press does to the note and the text size: N, Ctrl+= (or Ctrl and the keypad's +), Ctrl+- (or
// Ctrl and the keypad's -). None for every other key.
TextKeyAction text_key_action(const KeyEvent& press);

// "N", "Ctrl+-": a chord as the hints write it.
std::string key_name(const KeyChord& chord);

// The key that brings the folded strip's missing part back: with the note hidden from the class (and
// the slide has one), N, which shows it; otherwise Ctrl+-, whose smaller text lets the strip unfold.
KeyChord unfolding_key(bool note_hidden, bool slide_has_note);

// The folded strip's hint after its one line: " · note hidden: N shows it" or " · note folded: Ctrl+- shows it".
std::string folded_note_hint(bool note_hidden, bool slide_has_note);

}  // namespace sortscope::ui
