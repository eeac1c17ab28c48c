// The note strip's keys and its folded hint (see note_keys.hpp).
#include "core/keys/note_keys.hpp"

namespace sortscope::ui {

TextKeyAction text_key_action(const KeyEvent& press) {
    const bool ctrl = (press.mods & kControlModifier) != 0;
    if (ctrl && (press.key == kKeyEqual || press.key == kKeypadAdd)) return TextKeyAction::LargerText;
    if (ctrl && (press.key == kKeyMinus || press.key == kKeypadSubtract)) return TextKeyAction::SmallerText;
    if (!ctrl && press.key == kToggleNoteKey.key) return TextKeyAction::ToggleNote;
    return TextKeyAction::None;
}

std::string key_name(const KeyChord& chord) {
    std::string name = (chord.mods & kControlModifier) != 0 ? "Ctrl+" : "";
    if (chord.key >= 'A' && chord.key <= 'Z') return name + static_cast<char>(chord.key);  // GLFW's letters are their ASCII codes
    if (chord.key == kKeyMinus || chord.key == kKeypadSubtract) return name + "-";
    if (chord.key == kKeyEqual) return name + "=";
    if (chord.key == kKeypadAdd) return name + "+";
    return name + "key " + std::to_string(chord.key);
}

KeyChord unfolding_key(bool note_hidden, bool slide_has_note) { return note_hidden && slide_has_note ? kToggleNoteKey : kSmallerTextKey; }

std::string folded_note_hint(bool note_hidden, bool slide_has_note) {
    const bool hidden = note_hidden && slide_has_note;
    return std::string(" \u00b7 note ") + (hidden ? "hidden: " : "folded: ") + key_name(unfolding_key(note_hidden, slide_has_note)) +
           " shows it";
}

}  // namespace sortscope::ui
