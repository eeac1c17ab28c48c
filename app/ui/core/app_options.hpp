// Command-line options of the desktop app: what to sort, the step to open at, the views and mode, a
// session file to open, and the screenshot mode the GUI tests and the README use. The options are the
// table's (app/options/option_table.hpp: those marked `app`); their help is app_usage.hpp's. Every
// mistake is a UsageError with a one-line reason (main turns it into exit code 2).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "core/look/colour_theme.hpp"
#include "core/look/view_layout.hpp"
#include "core/session/input_spec.hpp"
#include "option_table.hpp"
#include "usage_error.hpp"

namespace sortscope::ui {

// Bad usage (exit code 2): the one error both programs' option parsers throw.
using UsageError = options::UsageError;

struct AppOptions {
    InputSpec input;
    ViewLayout views;
    std::optional<size_t> step;   // --step K: dispatches run before the first frame (checked against the plan)
    std::string session_path;     // --session FILE: open this lesson (other options then override it)
    std::optional<size_t> slide;  // --slide K: with --session, open at the lesson's slide K (from 1)
    std::string screenshot_path;  // --screenshot FILE: empty means interactive
    uint32_t frames = static_cast<uint32_t>(options::kAppFramesOption.app_default());  // --frames F, with --screenshot
    int width = static_cast<int>(options::kWindowWidthOption.app_default());
    int height = static_cast<int>(options::kWindowHeightOption.app_default());
    bool help = false;
    bool dev_shaders = false;     // --dev-shaders: read kernels from shaders/ and hot-reload them
    bool play = false;            // --play: start playing at once
    bool export_dialog = false;   // --export-dialog: open the Export dialog at launch
    bool lessons = false;         // --lessons: list the example lessons and exit (no window)
    std::optional<std::pair<uint32_t, uint32_t>> race;  // --race A..B: race these log2 n at launch
    bool race_default = false;  // --race alone: the lecture's race (its sizes from the device's speed)
    bool screenshot_waits_for_race = false;              // --race without --frames
    std::string race_reference;  // --race-reference FILE: reference lines on the race chart (needs --race)
    bool screenshot_waits_for_profile = false;           // --view profile without --frames
    std::optional<float> speed;   // --speed S: steps per second
    bool predict = false;         // --predict: Predict mode on
    std::string guess;            // --guess A: answer the first question at once (screenshots of a result)
    ColourTheme theme = ColourTheme::Standard;  // --theme standard|colour-blind
    bool mute = false;            // --mute: start muted (M unmutes)
    bool sound = false;           // --sound: sound on even where it starts muted (--screenshot, CI)
    std::string sound_wav;        // --sound-wav FILE: also write every sound made as a WAV at exit
    std::string test_keys_path;   // --test-keys FILE: key events fed at chosen frames, the state printed at exit
    std::string lab;              // --lab NAME: a kernel lab exercise (algorithms/lab/exercises.hpp)...
    std::string lab_kernel;       // --kernel FILE: ...with the student's kernel (core/lab/lab_launch.hpp)
    std::string network_source;   // --network FILE|NAME: the network loaded into input (core/session/network_input.hpp)
    std::optional<uint32_t> projector_monitor;  // --projector-monitor N: presenter mode's class window on monitor N (from 1)
};

// Whether the app starts muted: --mute, or a headless run (a --screenshot, or CI set in the
// environment) unless --sound or --sound-wav asks for sound.
bool starts_muted(const AppOptions& options, bool ci);

// `args` excludes the program name. Throws UsageError.
AppOptions parse_app_options(std::span<char* const> args);

}  // namespace sortscope::ui
