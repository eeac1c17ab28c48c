// The keyboard shortcuts as the control panel lists them: every key screen/keyboard.cpp acts on, in the
// order a teacher looks for them. One list, so the panel cannot forget a key (it once lacked 7 and K).
#pragma once

#include <span>

namespace sortscope::ui {

struct ShortcutHelp {
    const char* keys;    // "PgDn PgUp"
    const char* action;  // "next / previous slide (clickers)"
};

std::span<const ShortcutHelp> shortcut_help();

}  // namespace sortscope::ui
