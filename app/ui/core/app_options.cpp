// Parses the desktop app's command line (see app_options.hpp): each option found in the option table
// (app/options/option_table.hpp, the entries marked `app`) and read by its reader here, or, an algorithm's own
// option, as its catalogue entry declares it (OwnOption).
#include "app_options.hpp"

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
#include "option_table.hpp"
#include "whole_number.hpp"

namespace sortscope::ui {

namespace {

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
void read_input_file(AppOptions& options, const std::set<const options::OptionSpec*>& seen) {
    InputSpec& input = options.input;
    if (seen.count(&options::kDistOption) != 0 || seen.count(&options::kSeedOption) != 0) throw UsageError("--input cannot be combined with --dist or --seed");
    if (!options.session_path.empty()) throw UsageError("--input and --session both give the keys: give one");
    const TypedKeys read = read_typed_key_file(input.key_file, input.key_type);
    if (!read.error.empty()) throw UsageError(read.error);
    if (seen.count(&options::kSizeOption) != 0 && input.n != read.keys.size()) {
        throw UsageError("--n " + std::to_string(input.n) + " does not match the " + std::to_string(read.keys.size()) + " keys in " +
                         algo::printable(input.key_file));
    }
    input.typed_keys = read.keys;
    input.n = static_cast<uint32_t>(read.keys.size());
}

// --network: the loaded network becomes the input's algorithm; n is its wire count unless --n or --input
// gives the keys (their count is checked against the wires with the other option rules).
void load_network_option(AppOptions& options, const std::set<const options::OptionSpec*>& seen) {
    if (seen.count(&options::kAlgoOption) != 0) throw UsageError("give --algo or --network, not both");
    if (!options.session_path.empty()) throw UsageError("--network and --session both give the algorithm: give one");
    const NetworkLoad load = load_network_from_source(options.network_source);
    if (!load.network) throw UsageError("--network " + load.error);
    const std::optional<uint32_t> n = seen.count(&options::kSizeOption) != 0 ? std::optional<uint32_t>(options.input.n) : std::nullopt;
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

// The app's value of one option, read into `options` (`value` is empty for a flag, and for --race
// without its range). The options' names, values and ranges are the table's (app/options/option_table.hpp).
using Reader = void (*)(AppOptions& options, const std::string& value);

std::string file_name(const options::OptionSpec& option, const std::string& value) {
    if (value.empty()) throw UsageError("--" + std::string(option.name) + " needs a file name");
    return value;
}

uint32_t u32(const options::OptionSpec& option, const std::string& value) {
    return static_cast<uint32_t>(options::app_whole_number(option, value));
}

struct AppReader {
    const options::OptionSpec* option;
    Reader read;
};

// The kernel options are read as far as their fields hold: their rules are input_problem's (the
// catalogue's, as sortscope-cli applies them), checked once all options are read.
const AppReader kReaders[] = {
    {&options::kAlgoOption, [](AppOptions& o, const std::string& v) {
         if (algo::find_algorithm(v) == nullptr) throw UsageError("--algo: " + algo::unknown_algorithm(v));
         o.input.algorithm = v;
     }},
    {&options::kNetworkOption, [](AppOptions& o, const std::string& v) {
         if (v.empty()) throw UsageError("--network needs a file or a library name");
         o.network_source = v;
     }},
    {&options::kSizeOption, [](AppOptions& o, const std::string& v) { o.input.n = u32(options::kSizeOption, v); }},
    {&options::kDistOption, [](AppOptions& o, const std::string& v) {
         const auto distribution = algo::parse_distribution(v);
         if (!distribution) throw UsageError("--dist: unknown distribution " + algo::quoted(v) + " (known: " + known_distributions() + ")");
         o.input.distribution = *distribution;
     }},
    {&options::kSeedOption, [](AppOptions& o, const std::string& v) { o.input.seed = options::app_whole_number(options::kSeedOption, v); }},
    {&options::kInputOption, [](AppOptions& o, const std::string& v) {
         if (v.empty()) throw UsageError("--input needs a file name");
         o.input.key_file = v;
     }},
    {&options::kWorkGroupOption, [](AppOptions& o, const std::string& v) { o.input.local_size = u32(options::kWorkGroupOption, v); }},
    {&options::kKeyTypeOption, [](AppOptions& o, const std::string& v) {
         const auto type = algo::parse_key_type(v);
         if (!type) throw UsageError("--keys: unknown key type " + algo::quoted(v) + " (known: u32, i32, f32)");
         o.input.key_type = *type;
     }},
    {&options::kDescendingOption, [](AppOptions& o, const std::string&) { o.input.descending = true; }},
    {&options::kValuesOption, [](AppOptions& o, const std::string&) { o.input.values = true; }},
    {&options::kAppStepOption, [](AppOptions& o, const std::string& v) { o.step = static_cast<size_t>(u32(options::kAppStepOption, v)); }},
    {&options::kViewOption, [](AppOptions& o, const std::string& v) { o.views = parse_view(v, o.views); }},
    {&options::kRaceOption, [](AppOptions& o, const std::string& v) {
         o.views.race = true;
         if (v.empty()) {  // --race alone: the lecture's race, its sizes from this device's speed (core/race/race_sizes.hpp)
             o.race_default = true;
             return;
         }
         const size_t dots = v.find("..");
         if (dots == std::string::npos) throw UsageError("--race: " + algo::quoted(v) + " is not a range like 10..20");
         const uint32_t first = u32(options::kRaceOption, v.substr(0, dots));
         const uint32_t last = u32(options::kRaceOption, v.substr(dots + 2));
         if (first > last) throw UsageError("--race " + algo::printable(v) + ": the first size is larger than the last");
         o.race = std::make_pair(first, last);
     }},
    {&options::kRaceReferenceOption, [](AppOptions& o, const std::string& v) { o.race_reference = file_name(options::kRaceReferenceOption, v); }},
    {&options::kPredictOption, [](AppOptions& o, const std::string&) { o.predict = true; }},
    {&options::kGuessOption, [](AppOptions& o, const std::string& v) {
         if (v.empty()) throw UsageError("--guess needs an answer, such as 1,3 or 5,17");
         o.guess = v;
     }},
    {&options::kPresenterOption, [](AppOptions& o, const std::string&) { o.views.presenter = true; }},
    {&options::kThemeOption, [](AppOptions& o, const std::string& v) {
         const auto theme = parse_colour_theme(v);
         if (!theme) throw UsageError("--theme: unknown theme '" + v + "' (known: standard, colour-blind)");
         o.theme = *theme;
     }},
    {&options::kMuteOption, [](AppOptions& o, const std::string&) { o.mute = true; }},
    {&options::kSoundOption, [](AppOptions& o, const std::string&) { o.sound = true; }},
    {&options::kSoundWavOption, [](AppOptions& o, const std::string& v) { o.sound_wav = file_name(options::kSoundWavOption, v); }},
    {&options::kAppSessionOption, [](AppOptions& o, const std::string& v) { o.session_path = file_name(options::kAppSessionOption, v); }},
    {&options::kSlideOption, [](AppOptions& o, const std::string& v) { o.slide = static_cast<size_t>(u32(options::kSlideOption, v)); }},
    {&options::kProjectorMonitorOption,
     [](AppOptions& o, const std::string& v) { o.projector_monitor = u32(options::kProjectorMonitorOption, v); }},
    {&options::kPlayOption, [](AppOptions& o, const std::string&) { o.play = true; }},
    {&options::kSpeedOption, [](AppOptions& o, const std::string& v) {
         char* end = nullptr;
         const float speed = std::strtof(v.c_str(), &end);
         if (v.empty() || *end != '\0' || !(speed >= 0.25f && speed <= 120.0f)) {
             throw UsageError("--speed: " + algo::quoted(v) + " is not a number of steps per second from 0.25 to 120");
         }
         o.speed = speed;
     }},
    {&options::kExportDialogOption, [](AppOptions& o, const std::string&) { o.export_dialog = true; }},
    {&options::kDevShadersOption, [](AppOptions& o, const std::string&) { o.dev_shaders = true; }},
    {&options::kScreenshotOption, [](AppOptions& o, const std::string& v) { o.screenshot_path = file_name(options::kScreenshotOption, v); }},
    {&options::kAppFramesOption, [](AppOptions& o, const std::string& v) { o.frames = u32(options::kAppFramesOption, v); }},
    {&options::kWindowWidthOption, [](AppOptions& o, const std::string& v) { o.width = static_cast<int>(u32(options::kWindowWidthOption, v)); }},
    {&options::kWindowHeightOption, [](AppOptions& o, const std::string& v) { o.height = static_cast<int>(u32(options::kWindowHeightOption, v)); }},
    {&options::kTestKeysOption, [](AppOptions& o, const std::string& v) { o.test_keys_path = file_name(options::kTestKeysOption, v); }},
    {&options::kLabOption, [](AppOptions& o, const std::string& v) {
         if (algo::find_exercise(v) == nullptr) throw UsageError("--lab: no exercise " + algo::quoted(v) + " (exercises: " + algo::exercise_names() + ")");
         o.lab = v;
     }},
    {&options::kLabKernelOption, [](AppOptions& o, const std::string& v) { o.lab_kernel = file_name(options::kLabKernelOption, v); }},
    {&options::kLessonsOption, [](AppOptions& o, const std::string&) { o.lessons = true; }},
};

Reader reader_of(const options::OptionSpec& option) {
    for (const AppReader& reader : kReaders) {
        if (reader.option == &option) return reader.read;
    }
    throw std::logic_error("app_options: --" + std::string(option.name) + " is an app option of the table but not read");
}

}  // namespace

AppOptions parse_app_options(std::span<char* const> args) {
    AppOptions options;
    std::set<const options::OptionSpec*> seen;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string word = args[i];
        if (options::is_help_word(word)) {
            options.help = true;
            continue;
        }
        if (word.rfind("--", 0) != 0) throw UsageError("unexpected argument " + algo::quoted(word));
        // An unknown option is named as unknown even as the last argument, not as one that "needs a value".
        const options::OptionSpec* spec = options::find_app_option(std::string_view(word).substr(2));
        if (spec == nullptr) throw UsageError("unknown option " + algo::quoted(word) + " (see --help)");
        if (!seen.insert(spec).second) throw UsageError(algo::printable(word) + " is given twice");
        std::string value;
        const bool next_is_value = i + 1 < args.size() && std::string_view(args[i + 1]).rfind("--", 0) != 0;
        if (spec->takes_value() && !(spec->value_is_optional() && !next_is_value)) {
            if (i + 1 >= args.size()) throw UsageError(algo::printable(word) + " needs a value");
            value = args[++i];
        }
        // A whole-number plan option or an algorithm's own whole number (input_spec.hpp).
        if (input_number(options.input, *spec)) {
            set_input_number(options.input, *spec, u32(*spec, value));
            continue;
        }
        if (spec->own != nullptr) {  // an algorithm's own option, read as its catalogue entry declares it
            if (!set_own_value(options.input, *spec->own, value)) {
                throw UsageError("--" + std::string(spec->name) + ": must be " + std::string(spec->own->named.known) + ", got " +
                                 algo::quoted(value));
            }
            continue;
        }
        reader_of(*spec)(options, value);
    }
    const bool frames_given = seen.count(&options::kAppFramesOption) != 0;
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
