// Parses the desktop app's command line (see app_options.hpp and kAppUsage).
#include "app_options.hpp"

#include <cctype>
#include <cstdlib>
#include <optional>
#include <set>
#include <stdexcept>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/lab/exercises.hpp"
#include "algorithms/text/quoted.hpp"
#include "core/lessons/session_file.hpp"
#include "core/session/network_input.hpp"

namespace sortscope::ui {

const char* const kAppUsage = R"(sortscope: step through GPU sorting one compute dispatch at a time

usage: sortscope [--algo ID | --network FILE|NAME] [--n N] [--dist D] [--seed S] [--input FILE] [--keys u32|i32|f32]
                 [--values] [--desc] [--wg W] [--radix-bits 2|4|8] [--tile T]
                 [--onesweep-path auto|lookback|portable]
                 [--step K] [--view bars|network|table|all|kernel|race|profile] [--predict [--guess A]]
                 [--presenter] [--projector-monitor N] [--theme standard|colour-blind] [--mute] [--sound] [--sound-wav FILE]
                 [--session FILE [--slide K]] [--play] [--speed S] [--race [A..B]] [--export-dialog]
                 [--dev-shaders] [--screenshot FILE [--frames F]] [--width W] [--height H]
                 [--test-keys FILE] [--lab NAME [--kernel FILE]]
       sortscope --lessons
  --algo ID          algorithm (default bitonic; sortscope-cli list shows them)
  --network FILE|NAME  run a comparator network, one step per layer: a file in any network format (the
                     format detected from the text: dobbelaere, sorterhunter, snv, colon, knuth, sortscope) or a
                     library name such as dobbelaere-16-60-10 (sortscope-cli network list); n is its
                     wire count unless --n gives fewer. The panel's Network... entry loads one too
  --n N              number of keys, 1 to 1048576 (default 16)
  --dist D           random (default), sorted, reversed, few-unique, all-equal, zero-one,
                     organ-pipe, nearly-sorted
  --seed S           random seed of the input (default 1); up to 64 keys the keys are small numbers
                     a class can read (0..99 for random), past 64 the full 32-bit range
  --input FILE       sort the keys of FILE instead: one key per line in the key type's notation,
                     blank lines and # comments skipped (sortscope-cli sort --input reads the same)
  --keys T           key type: u32 (default), i32, f32 (floats: -0 before +0, NaN last)
  --values           a payload (each key's input position) moves with its key
  --desc             sort in descending order
  --wg W             work-group size, a power of two (default 64 up to 4096 keys, so that small inputs
                     use several work groups and show the multi-group paths; above that, what
                     sortscope-cli runs: sortscope-cli's default is 256, for speed, and onesweep picks
                     its tile for the device)
  --radix-bits B     radix digit width (default 4)
  --tile T           keys per shared-memory tile (default: as many as fit; onesweep: about 16 tiles)
  --onesweep-path P  onesweep: lookback (histogram, scan, one pass per digit that looks back over
                     earlier tiles), portable (count, scan, pass per digit) or auto (default: the
                     look-back where the driver is known to run work groups independently)
  --step K           open at step K (K dispatches already run)
  --view V           the views shown: bars, network, table, all (default), kernel (the GLSL source of
                     the step's kernel, its lines for the step lit), race, or profile (every dispatch
                     timed, one bar each, next to a second algorithm; a --screenshot waits for the
                     measurements unless --frames is given)
  --race [A..B]      open the race panel and start a race at once over n = 2^A .. 2^B (without a
                     range: from 2^10 up to the sizes that take about 30 s on this device) (bitonic,
                     bitonic-shared, odd-even-merge, radix, onesweep) of random keys of the type,
                     order and payload of --keys, --desc and --values; a --screenshot waits for it
                     to finish unless --frames is given
  --race-reference FILE  reference lines on the race chart: rates measured elsewhere by another tool,
                     from a CSV (assets/reference/cub-h100-2026-11-24.csv: CUB on an H100;
                     cub-h200-types-2026-11-29.csv: on an H200, every key type and order), drawn
                     dashed white with their source, only those of the keys the race sorts
  --predict          Predict mode: before each dispatch that moves keys, the app asks what it will
                     do (networks: which comparators swap; rank: where a key lands; radix and
                     onesweep: a key's bin and where it lands); answer, then the GPU runs it and
                     the app shows what really happened, with a running score
  --guess A          with --predict: answer the question of the opening step at once and show the
                     result: choice numbers such as 1,3 (or none) for swaps, bin,position for radix
                     and onesweep, a position for rank (for screenshots and worksheets' keys)
  --presenter        presenter mode: large fonts, high contrast, advanced controls hidden. With two
                     monitors (a laptop and a projector), the class's window goes on the projector and
                     a second window on the laptop shows the teacher the slide's notes, the next slide or
                     step, the Predict question's answer and a clock
  --projector-monitor N  in presenter mode with two monitors or more: the class's window on monitor N
                     (from 1, as the app lists them; default: the first that is not the primary one)
  --theme T          colours: standard (default) or colour-blind (a blue-to-yellow value ramp and
                     marks that differ in lightness and shape, safe under deuteranopia and protanopia)
  --mute             start with the sound off (M turns it on); sound is off anyway in --screenshot
                     runs and when CI is set, and a machine with no audio device plays nothing
  --sound            sound on even in a --screenshot run or under CI
  --sound-wav FILE   also write every sound made as a WAV file (16-bit, 48 kHz) at exit
  --session FILE     open a saved lesson (a session file): its first slide's input, step, views and
                     note; --step and --presenter still apply on top of it
  --slide K          with --session: open at the lesson's slide K (from 1)
  --play             start playing at once; --speed S sets the steps per second (0.25 to 120)
  --export-dialog    open the Export dialog (network, frames, table) at launch
  --dev-shaders      read the kernels from the source tree's shaders/ and rebuild them when edited
                     (an installed build reads them from $SORTSCOPE_SHADER_DIR instead)
  --screenshot FILE  render F frames (default 5), write the last one as PNG, and exit
  --width W, --height H   window size in pixels (default 1280 x 720)
  --test-keys FILE   for tests: press and release the keys FILE lists at the frames it names (two
                     presses inside one frame included), and print the state reached at exit
  --lab NAME --kernel FILE   the kernel lab (sortscope-cli lab list names the exercises): FILE runs
                     in place of the project's kernel at the exercise's first case that fails (checked
                     first in a process of its own, which a kernel that never ends cannot block), and
                     the app opens at its first step that differs from the CPU reference; saving FILE
                     checks it again and reloads it, run again to the current step. --lab NAME alone
                     opens the panel's Kernel lab section with NAME picked (Start, Check, Ctrl+L)
  --lessons          print the folder of the example lessons and each lesson's title, number of
                     slides and file, and exit (../share/sortscope/sessions next to the program when
                     installed; $SORTSCOPE_ASSETS_DIR/sessions overrides it)

keys: Space play/pause, Right/Left step, PageDown/PageUp next/previous (a presentation clicker's keys:
      the slides of a lesson of several, else steps), Ctrl+M add the screen as a new slide of the
      lesson, Home/End first/last step, B or . blank the screen (any key shows it again), H hide or
      show the control panel, +/- speed, R new input (new random seed), F11 fullscreen (Esc leaves it;
      Esc and F5 never quit), Ctrl+= / Ctrl+- text size, P presenter mode, 1/2/3/4 bars/network/table/all,
      5 the race, 6 the profile (where the GPU time goes), 7 the kernel's source alone, K the kernel's
      source beside the views, E export, M mute / unmute the sound, Ctrl+L check the Kernel lab
      section's kernel file;
      Predict mode: 1-9 or Up/Down + Space pick comparators, digits type a bin or position (Tab
      switches), Enter checks the answer, then Enter goes on
exit codes: 0 success, 1 no display, no OpenGL at all, an unwritable screenshot or sound recording,
            (--lessons) no lesson found, 2 bad usage, 3 no OpenGL 4.3 (a window said so and how to go on;
            --screenshot writes that window)
)";

namespace {

uint64_t whole_number(const std::string& text, uint64_t min, uint64_t max, const std::string& option) {
    if (text.empty()) throw UsageError(option + ": a number is needed, got nothing");
    uint64_t value = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c))) throw UsageError(option + ": " + algo::quoted(text) + " is not a whole number");
        const auto digit = static_cast<uint64_t>(c - '0');
        if (value > (max - digit) / 10) throw UsageError(option + ": " + algo::quoted(text) + " is larger than " + std::to_string(max));
        value = value * 10 + digit;
    }
    if (value < min) throw UsageError(option + ": " + algo::quoted(text) + " is smaller than " + std::to_string(min));
    return value;
}

std::string known_distributions() {
    std::string known;
    for (algo::Distribution d : algo::all_distributions()) {
        known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
    }
    return known;
}

ViewLayout parse_view(const std::string& value, ViewLayout views) {
    views.race = value == "race";
    views.profile = value == "profile";
    if (views.race || views.profile) return views;
    views.bars = value == "bars" || value == "all";
    views.network = value == "network" || value == "all";
    views.table = value == "table" || value == "all";
    views.kernel = value == "kernel";
    if (views.shown() == 0 && !views.kernel) {
        throw UsageError("--view: unknown view " + algo::quoted(value) + " (known: bars, network, table, all, kernel, race, profile)");
    }
    return views;
}

// --input: the key file's keys, once the key type is known (it may come after --input), as typed keys.
void read_input_file(AppOptions& options, const std::set<std::string>& seen) {
    InputSpec& input = options.input;
    if (seen.count("--dist") != 0 || seen.count("--seed") != 0) throw UsageError("--input cannot be combined with --dist or --seed");
    if (!options.session_path.empty()) throw UsageError("--input and --session both give the keys: give one");
    const TypedKeys read = read_typed_key_file(input.key_file, input.key_type);
    if (!read.error.empty()) throw UsageError(read.error);
    if (seen.count("--n") != 0 && input.n != read.keys.size()) {
        throw UsageError("--n " + std::to_string(input.n) + " does not match the " + std::to_string(read.keys.size()) + " keys in " +
                         algo::printable(input.key_file));
    }
    input.typed_keys = read.keys;
    input.n = static_cast<uint32_t>(read.keys.size());
}

// --network: the loaded network becomes the input's algorithm; n is its wire count unless --n or --input
// gives the keys (their count is checked against the wires with the other option rules).
void load_network_option(AppOptions& options, const std::set<std::string>& seen) {
    if (seen.count("--algo") != 0) throw UsageError("give --algo or --network, not both");
    if (!options.session_path.empty()) throw UsageError("--network and --session both give the algorithm: give one");
    const NetworkLoad load = load_network_from_source(options.network_source);
    if (!load.network) throw UsageError("--network " + load.error);
    const std::optional<uint32_t> n = seen.count("--n") != 0 ? std::optional<uint32_t>(options.input.n) : std::nullopt;
    const std::vector<uint32_t> typed = options.input.typed_keys;
    const std::string key_file = options.input.key_file;
    options.input = input_for_network(options.input, *load.network, load.name, n);
    if (n) options.input.n = *n;  // a larger --n is refused below (the network has too few wires)
    if (!typed.empty()) {
        options.input.typed_keys = typed;
        options.input.key_file = key_file;
        options.input.n = static_cast<uint32_t>(typed.size());
    }
}

}  // namespace

AppOptions parse_app_options(std::span<char* const> args) {
    AppOptions options;
    std::set<std::string> seen;
    bool frames_given = false;
    const std::set<std::string> flags = {"--values", "--desc", "--presenter", "--dev-shaders", "--play", "--export-dialog",
                                         "--predict", "--mute", "--sound", "--lessons"};
    // The options that take a value: an unknown option is named as unknown even as the last argument,
    // not as one that "needs a value".
    const std::set<std::string> value_options = {
        "--algo", "--n",      "--dist",  "--seed",     "--input",     "--keys",    "--wg",         "--radix-bits",
        "--tile", "--onesweep-path", "--step", "--speed", "--race", "--guess", "--view", "--theme", "--sound-wav",
        "--test-keys", "--session", "--slide", "--screenshot", "--frames", "--width", "--height", "--race-reference",
        "--lab", "--kernel", "--network", "--projector-monitor"};
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string option = args[i];
        if (option == "--help" || option == "-h") {
            options.help = true;
            continue;
        }
        if (option.rfind("--", 0) != 0) throw UsageError("unexpected argument " + algo::quoted(option));
        if (!seen.insert(option).second) throw UsageError(algo::printable(option) + " is given twice");
        if (flags.count(option) != 0) {
            if (option == "--values") options.input.values = true;
            if (option == "--desc") options.input.descending = true;
            if (option == "--presenter") options.views.presenter = true;
            if (option == "--dev-shaders") options.dev_shaders = true;
            if (option == "--play") options.play = true;
            if (option == "--export-dialog") options.export_dialog = true;
            if (option == "--predict") options.predict = true;
            if (option == "--mute") options.mute = true;
            if (option == "--sound") options.sound = true;
            if (option == "--lessons") options.lessons = true;
            continue;
        }
        if (value_options.count(option) == 0) throw UsageError("unknown option " + algo::quoted(option) + " (see --help)");
        // --race alone: the lecture's race, its sizes from this device's speed (core/race/race_sizes.hpp).
        if (option == "--race" && (i + 1 >= args.size() || std::string(args[i + 1]).rfind("--", 0) == 0)) {
            options.race_default = true;
            options.views.race = true;
            continue;
        }
        if (i + 1 >= args.size()) throw UsageError(algo::printable(option) + " needs a value");
        const std::string value = args[++i];
        InputSpec& input = options.input;
        if (option == "--algo") {
            if (algo::find_algorithm(value) == nullptr) throw UsageError("--algo: " + algo::unknown_algorithm(value));
            input.algorithm = value;
        } else if (option == "--network") {
            if (value.empty()) throw UsageError("--network needs a file or a library name");
            options.network_source = value;
        } else if (option == "--n") {
            input.n = static_cast<uint32_t>(whole_number(value, 1, kMaxGuiKeys, option));
        } else if (option == "--dist") {
            const auto distribution = algo::parse_distribution(value);
            if (!distribution) throw UsageError("--dist: unknown distribution " + algo::quoted(value) + " (known: " + known_distributions() + ")");
            input.distribution = *distribution;
        } else if (option == "--seed") {
            input.seed = whole_number(value, 0, UINT64_MAX, option);
        } else if (option == "--input") {
            if (value.empty()) throw UsageError("--input needs a file name");
            input.key_file = value;
        } else if (option == "--keys") {
            const auto type = algo::parse_key_type(value);
            if (!type) throw UsageError("--keys: unknown key type " + algo::quoted(value) + " (known: u32, i32, f32)");
            input.key_type = *type;
        } else if (option == "--wg") {
            // The kernel options are read as far as their fields hold: their rules are input_problem's
            // (the catalogue's, as sortscope-cli applies them), checked once all options are read.
            input.local_size = static_cast<uint32_t>(whole_number(value, 0, UINT32_MAX, option));
        } else if (option == "--radix-bits") {
            input.radix_bits = static_cast<uint32_t>(whole_number(value, 0, UINT32_MAX, option));
        } else if (option == "--tile") {
            input.tile = static_cast<uint32_t>(whole_number(value, 0, UINT32_MAX, option));
        } else if (option == "--onesweep-path") {
            const auto path = algo::parse_onesweep_path(value);
            if (!path) throw UsageError("--onesweep-path: unknown path " + algo::quoted(value) + " (known: auto, lookback, portable)");
            input.onesweep_path = *path;
        } else if (option == "--step") {
            options.step = static_cast<size_t>(whole_number(value, 0, UINT32_MAX, option));
        } else if (option == "--speed") {
            char* end = nullptr;
            const float speed = std::strtof(value.c_str(), &end);
            if (value.empty() || *end != '\0' || !(speed >= 0.25f && speed <= 120.0f)) {
                throw UsageError("--speed: " + algo::quoted(value) + " is not a number of steps per second from 0.25 to 120");
            }
            options.speed = speed;
        } else if (option == "--race") {
            const size_t dots = value.find("..");
            if (dots == std::string::npos) throw UsageError("--race: " + algo::quoted(value) + " is not a range like 10..20");
            const auto first = static_cast<uint32_t>(whole_number(value.substr(0, dots), 1, 28, option));
            const auto last = static_cast<uint32_t>(whole_number(value.substr(dots + 2), 1, 28, option));
            if (first > last) throw UsageError("--race " + algo::printable(value) + ": the first size is larger than the last");
            options.race = std::make_pair(first, last);
            options.views.race = true;
        } else if (option == "--race-reference") {
            if (value.empty()) throw UsageError("--race-reference needs a file name");
            options.race_reference = value;
        } else if (option == "--guess") {
            if (value.empty()) throw UsageError("--guess needs an answer, such as 1,3 or 5,17");
            options.guess = value;
        } else if (option == "--view") {
            options.views = parse_view(value, options.views);
        } else if (option == "--theme") {
            const auto theme = parse_colour_theme(value);
            if (!theme) throw UsageError("--theme: unknown theme '" + value + "' (known: standard, colour-blind)");
            options.theme = *theme;
        } else if (option == "--sound-wav") {
            if (value.empty()) throw UsageError("--sound-wav needs a file name");
            options.sound_wav = value;
        } else if (option == "--test-keys") {
            if (value.empty()) throw UsageError("--test-keys needs a file name");
            options.test_keys_path = value;
        } else if (option == "--lab") {
            if (algo::find_exercise(value) == nullptr) {
                throw UsageError("--lab: no exercise " + algo::quoted(value) + " (exercises: " + algo::exercise_names() + ")");
            }
            options.lab = value;
        } else if (option == "--kernel") {
            if (value.empty()) throw UsageError("--kernel needs a file name");
            options.lab_kernel = value;
        } else if (option == "--session") {
            if (value.empty()) throw UsageError("--session needs a file name");
            options.session_path = value;
        } else if (option == "--slide") {
            options.slide = static_cast<size_t>(whole_number(value, 1, kMaxSlides, option));
        } else if (option == "--screenshot") {
            if (value.empty()) throw UsageError("--screenshot needs a file name");
            options.screenshot_path = value;
        } else if (option == "--frames") {
            options.frames = static_cast<uint32_t>(whole_number(value, 1, 10000, option));
            frames_given = true;
        } else if (option == "--projector-monitor") {
            options.projector_monitor = static_cast<uint32_t>(whole_number(value, 1, 16, option));
        } else if (option == "--width") {
            options.width = static_cast<int>(whole_number(value, 400, 16384, option));
        } else if (option == "--height") {
            options.height = static_cast<int>(whole_number(value, 300, 16384, option));
        } else {
            throw std::logic_error("app_options: " + option + " is listed as taking a value but not read");
        }
    }
    if (!options.input.key_file.empty()) read_input_file(options, seen);
    if (!options.network_source.empty()) load_network_option(options, seen);
    if (frames_given && options.screenshot_path.empty()) throw UsageError("--frames needs --screenshot");
    if (!options.guess.empty() && !options.predict) throw UsageError("--guess needs --predict");
    if (options.slide && options.session_path.empty()) throw UsageError("--slide needs --session (the lesson whose slide to open)");
    if (!options.race_reference.empty() && !options.race && !options.race_default) throw UsageError("--race-reference needs --race (the race whose chart shows the lines)");
    if (options.mute && options.sound) throw UsageError("--mute and --sound contradict each other: give one");
    if (options.lab.empty() && !options.lab_kernel.empty()) throw UsageError("--kernel needs --lab (the exercise it is for)");
    options.screenshot_waits_for_race = (options.race.has_value() || options.race_default) && !frames_given;
    options.screenshot_waits_for_profile = options.views.profile && !frames_given;
    if (const auto problem = input_problem(options.input)) throw UsageError(*problem);
    return options;
}

bool starts_muted(const AppOptions& options, bool ci) {
    if (options.mute) return true;
    if (options.sound || !options.sound_wav.empty()) return false;
    return !options.screenshot_path.empty() || ci;
}

}  // namespace sortscope::ui
