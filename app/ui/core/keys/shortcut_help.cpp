// The shortcuts' list (see shortcut_help.hpp).
#include "core/keys/shortcut_help.hpp"

namespace sortscope::ui {

namespace {

constexpr ShortcutHelp kShortcuts[] = {
    {"Space", "play / pause"},
    {"\u2192 \u2190", "step / step back"},
    {"PgDn PgUp", "next / previous slide (clickers)"},
    {"L", "lessons: close the lesson, pick one"},
    {"Ctrl+M", "add the screen as a slide"},
    {"B  .", "blank the screen"},
    {"H", "hide this panel"},
    {"Home End", "first / last step"},
    {"+ \u2212", "faster / slower"},
    {"R", "new input (new random seed)"},
    {"P", "presenter mode"},
    {"1 2 3 4", "bars, network, table, all"},
    {"5", "the race"},
    {"6", "the profile"},
    {"7", "the kernel's source alone"},
    {"K", "the kernel beside the views"},
    {"E", "export"},
    {"M", "sound on / off"},
    {"N", "the slide's note (presenter mode)"},
    {"F11", "full screen (Esc leaves)"},
    {"Ctrl \u00b1", "text size"},
    {"1-9 Enter", "predict: pick, check"},
    {"Ctrl+L", "check the lab's kernel"},
};

}  // namespace

std::span<const ShortcutHelp> shortcut_help() { return kShortcuts; }

}  // namespace sortscope::ui
