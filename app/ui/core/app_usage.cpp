// The desktop app's --help, made from the option table (see app_usage.hpp).
#include "core/app_usage.hpp"

#include <vector>

#include "option_help.hpp"
#include "option_table.hpp"

namespace sortscope::ui {

namespace {

constexpr const char* kAppKeysAndExitCodes = R"(keys: Space play/pause, Right/Left step, PageDown/PageUp next/previous (a presentation clicker's keys:
      the slides of a lesson of several, else steps), Ctrl+M add the screen as a new slide of the
      lesson, Home/End first/last step, B or . blank the screen (any key shows it again), H hide or
      show the control panel, +/- speed, R new input (new random seed), F11 fullscreen (Esc leaves it;
      Esc and F5 never quit), Ctrl+= / Ctrl+- text size, P presenter mode (on one display, N shows or hides the slide's note),
      1/2/3/4 bars/network/table/all,
      5 the race, 6 the profile (where the GPU time goes), 7 the kernel's source alone, K the kernel's
      source beside the views, E export, M mute / unmute the sound, Ctrl+L check the Kernel lab
      section's kernel file;
      Predict mode: 1-9 or Up/Down + Space pick comparators, digits type a bin or position (Tab
      switches), Enter checks the answer, then Enter goes on
exit codes: 0 success, 1 no display, no OpenGL at all, an unwritable screenshot or sound recording,
            (--lessons) no lesson found, 2 bad usage, 3 no OpenGL 4.3 (a window said so and how to go on;
            --screenshot writes that window)
)";

}  // namespace

std::string app_usage_text() {
    std::string text = "sortscope: step through GPU sorting one compute dispatch at a time\n\n";
    std::vector<std::string> synopsis;
    std::string lines;
    for (const options::OptionSpec* option : options::all_options()) {
        if (!option->app) continue;
        // --lessons stands alone: the second usage line.
        if (option != &options::kLessonsOption) synopsis.push_back("[" + options::option_usage(*option, true) + "]");
        lines += options::option_line(*option, true);
    }
    const std::string head = "usage: sortscope ";
    text += head + options::wrap_words(synopsis, head.size(), head.size());
    text += "       sortscope --" + std::string(options::kLessonsOption.name) + "\n\noptions:\n" + lines + "\n";
    return text + kAppKeysAndExitCodes;
}

}  // namespace sortscope::ui
